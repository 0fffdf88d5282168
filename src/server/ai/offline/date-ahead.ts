import type { AdviceContext } from './analyze';
import { display } from './playbooks/fill';
import { sug, type Section } from './section';
import { normalize } from './text-utils';

/**
 * A date that is already set and still ahead ("first date on Saturday at a wine bar, I'm nervous", "third
 * date is dinner at his place tomorrow"): the plan is made, so the answer prepares for it with the
 * message's own day, place and event — it neither proposes a date nor follows one up.
 */
const PAST = /\b(?:went|had|was|were|did|kissed|ended|since|after (?:our|the|that) (?:first |second |third )?date|last (?:night|week|weekend|time)|yesterday|earlier today)\b/;
const AHEAD = /\b(?:tomorrow|tonight|later today|this (?:weekend|evening|week|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|next (?:week|weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|coming up)\b/;

export function dateIsAhead(text: string): boolean {
  const norm = normalize(text);
  return AHEAD.test(norm) && !PAST.test(norm);
}

export function dateAheadSection(ctx: AdviceContext): Section | null {
  const facts = ctx.understanding.facts;
  const time = facts.find((f) => f.kind === 'time');
  if (!time || !dateIsAhead(ctx.text)) return null;
  const when = display(time.text, 'time');
  const place = facts.find((f) => f.kind === 'place');
  const event = facts.find((f) => f.kind === 'event' && /date|dinner|drinks|lunch|coffee|concert|movie|film/i.test(f.text));
  const what = event ? display(event.text, 'event') : 'date';
  const named = place ? display(place.text, 'place') : '';
  const spot = /^(?:the|a|an|my|his|her|their|our|your)\s/i.test(named) || /^\p{Lu}/u.test(named) ? named : `the ${named}`;
  const at = place ? ` at ${spot}` : '';
  // In a message to them, "his place" is "your place".
  const atToThem = at.replace(/\b(?:his|her|their)\b/i, 'your');
  return {
    read: `Your ${what} is set for ${when}${at} — the plan is made, so this is about enjoying it, not planning it. Nerves are normal and usually read as keenness; what makes it easy is a few questions you actually want answered and the plan confirmed the day before.`,
    lead: 'Three messages for before it, each a different approach:',
    suggestions: [
      sug('Confirm', `Looking forward to ${when}${atToThem}! 😊`, `A short confirmation before the ${what} shows you're keen and settles nerves on both sides.`),
      sug('Honest', `Full disclosure: I'm a little nervous about ${when} — in a good way 😄`, 'Naming nerves lightly takes the pressure off both of you.'),
      sug('Playful', `Fair warning: I have questions ready for ${when}. Starting with: best thing you've eaten this year?`, 'A teaser gives you a built-in first topic and sets a playful tone.'),
    ],
    extras: {
      title: `Things to talk about${at}`,
      items: [
        'The story behind something they mentioned — a trip, a job, a hobby',
        'What they would do with a completely free day',
        'Their favourite spots in town, and why',
        'Something you are both looking forward to this year',
      ],
    },
    avoid: 'Rehearsing a script or checking your phone — curiosity about them beats a planned performance.',
    next: `${/^(?:tomorrow|tonight|today|later today)$/i.test(when) ? 'Send a short confirmation today' : `Confirm the day before ${when}`}, pick two questions you genuinely want to ask, and leave the rest to the moment.`,
  };
}
