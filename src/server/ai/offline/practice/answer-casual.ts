import type { UserQuestion } from './question';
import { vary } from './answer-life';

/**
 * A casual character's answers by the question's shape (an opinion, a favourite, one of two
 * options…), a particular thing of theirs named, and the last-resort reply by question word.
 */

const GOT_INTO = /\b(?:what got you into|how did you get into|how did you start|why do you (?:like|love)|what do you like about) ([a-z ]{3,30})/;

const MINE: Record<string, string> = { your: 'my', you: 'I', "you're": "I'm", yours: 'mine', yourself: 'myself' };
/** "your mum" → "my mum", "you" → "I": the character speaks about itself. */
const firstPerson = (text: string) => text.replace(/\b(?:your|you|you're|yours|yourself)\b/g, (w) => MINE[w] ?? w);

/**
 * Question shapes with an answer of their own, whatever the topic: an opinion, a favourite, one of
 * two options, a reason, a complaint, someone's news, having something, being something.
 */
export function byShape(q: UserQuestion, seed: number, guarded: boolean): string | null {
  // "how did the exam go in the end?": a trailing "in the end" is not part of the thing asked about.
  const n = q.sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+$/, '').trim().replace(/\s+(?:in the end|after all|at the end of the day)$/, '');
  let m: RegExpExecArray | null;
  if ((m = /\bwhat (?:did|do) you think (?:of|about) (?:the |my |your |that |this )?(.{2,40})$/.exec(n)) || (m = /^how (?:was|is|did) (?:the |that |this )(.{2,30}?)(?: go)?$/.exec(n))) {
    const it = firstPerson((m[1] as string).replace(/\s+(?:so far|lately|these days|now|then)$/, ''));
    // "what do you think of the new professor?": a person is judged as a person, not as an event that "went okay".
    if (PERSON_NOUN.test(it)) return vary(seed, 'opinion-person', [`${it}? I like them so far — a bit fast, but they really know their stuff`, `honestly ${it} is pretty nice, explains things well`]);
    return vary(seed, 'opinion', [`${it}? honestly harder than I expected, but I think it went okay`, `${it} was pretty good actually, better than I thought`, `ugh ${it}… mixed feelings, some parts were great`]);
  }
  if ((m = /\b(?:who|what)(?:'s| is| are) your (?:favou?rite|fave) (.{2,30})$/.exec(n))) {
    return vary(seed, 'fave', [`too hard to pick just one ${m[1]} haha — who's yours?`, `ooh, my favourite ${m[1]} changes every month honestly. you?`]);
  }
  if ((m = /\b(?:more of )?(?:an? )?([a-z]+) or (?:an? )?([a-z]+)(?: ([a-z]+))?$/.exec(n)) && /^(?:are|do|would|is|will|should) /.test(n)) {
    return vary(seed, 'either', [`${m[2]}${m[3] ? ` ${m[3]}` : ''}, definitely haha`, `hmm ${m[1]}, I think — but it's close`]);
  }
  if ((m = /^what made you (.{2,40})$/.exec(n))) {
    return `honestly? ${vary(seed, 'made', ['you seemed fun and easy to talk to', 'your photos made me laugh', 'it just felt like the right time'])}`;
  }
  if (/^why (?:didn't|don't|won't|haven't|did you not|do you not|wouldn't|couldn't) you\b/.test(n)) {
    return guarded ? 'honestly? I needed some space, and I didn’t know what to say to you.' : 'honestly I got overwhelmed and didn’t know what to say — sorry.';
  }
  if ((m = /^how(?:'s| is| are) your ([a-z]+(?: [a-z]+)?) (?:doing|going|getting on)(?: these days| lately)?$/.exec(n))) {
    return `my ${m[1]} is doing well, thanks for asking 😊`;
  }
  if ((m = /^(?:do|did) you have (?:any |a |an |some )?(.{2,30})$/.exec(n))) {
    return guarded ? `${m[1]}? not really, no.` : vary(seed, 'have', [`yeah, I do! ${m[1]} are a big part of my life haha`, `not really, no ${m[1]} for me`]);
  }
  if ((m = /^(?:are|r) (?:you|u) (still )?(.{2,50})$/.exec(n))) {
    const rest = firstPerson(m[2] as string);
    return guarded ? `I don't know yet… maybe.` : m[1] ? `yeah, still ${rest}!` : vary(seed, 'are', [`haha yes, I'm ${rest}`, `kind of, yeah — ${rest}, I guess`]);
  }
  if (/^do (?:you|u) still\b/.test(n) && guarded) return 'I don’t know yet. maybe, if things change.';
  return null;
}

const PERSON_NOUN = /\b(?:professor|prof|teacher|tutor|lecturer|coach|boss|manager|roommate|flatmate|housemate|neighbou?r|guy|girl|friend|instructor|doctor|landlord|ta)\b/;

const PLACE_NOUN = /^(?:gym|cafe|café|bar|pub|restaurant|park|pool|club|studio|shop|store|market|beach|hall|library|venue|wall|centre|center|bakery|office|school|hospital|college|uni)$/;

/** Names for a particular thing of theirs ("which trail was that?"), stable for the practice. */
const NAMES = ['Cedar Ridge', 'Blue Lake', 'Old Mill', 'Fox Hollow', 'Harbour View'];

/**
 * "which trail was that in your pic?", "what café was it?": one particular thing they did or
 * showed, named — not a favourite to pick ("hard to pick one" is no answer to it).
 */
export function namedThing(q: UserQuestion, lifeSeed: number): string | null {
  const n = q.sentence.toLowerCase().replace(/[’]/g, "'");
  const m = /^(?:which|what) ([a-z]+) (?:was|is) (?:that|it|this)\b|^(?:which|what) ([a-z]+) (?:did|do) (?:you|u) (?:go to|go|visit|hike|try|stay at|stay in|see|watch|read|climb)\b|^(?:which|what) ([a-z]+)\b.*\b(?:in|on) (?:your|ur) (?:\w+ )?(?:pic|pics|photo|photos|picture|profile|story|post)\b/.exec(n);
  // "which bakery did you say you work at?": one particular thing of theirs they are taken to have named.
  const which = /^(?:wait,? |sorry,? |so )?which ([a-z]+) (?:did|do) (?:you|u) (?:say|said|mention|mentioned|tell me)\b/.exec(n);
  const noun = m?.[1] ?? m?.[2] ?? m?.[3] ?? which?.[1];
  if (!noun || /^(?:kind|type|sort|time|day|days|one|ones|thing|things|part|bit|way|option|of|would)$/.test(noun)) return null;
  const name = vary(lifeSeed, `name:${noun}`, NAMES);
  // "which gym do you climb at?": a place is named and said where it is, so it can be found.
  if (PLACE_NOUN.test(noun)) return `the ${name} ${noun}, ${vary(lifeSeed, `name-where:${noun}`, ['over by the river', 'near the station', 'on the east side of town'])} — ${vary(lifeSeed, `name-note:${noun}`, ['totally worth it', 'I’m there most weeks'])}`;
  return `the ${name} ${noun}! ${vary(lifeSeed, `name-note:${noun}`, ['totally worth it, I’d go back tomorrow', 'a bit of a trek to get to, but so worth it'])}`;
}

export function casualFallback(q: UserQuestion, seed: number): string {
  const focus = q.focus;
  const about = focus ?? 'that';
  const into = GOT_INTO.exec(q.sentence.toLowerCase().replace(/[?!.]+$/, ''))?.[1]?.trim();
  if (into) return vary(seed, 'into', [`${into}? a friend dragged me along once and I got hooked`, `honestly ${into} just clears my head. I started a couple of years ago`]);
  switch (q.kind) {
    case 'which':
    case 'what':
      return focus
        ? vary(seed, 'which', [`hmm, ${focus}… I don’t really have a go-to, honestly. you?`, `ooh ${focus}? hard to pick one haha, what about you?`, `${focus}… depends on my mood tbh! what would you pick?`])
        : vary(seed, 'what', ['hmm good question, nothing too exciting honestly haha', 'honestly? a bit of everything lately']);
    case 'yesno': {
      // A yes/no says its focus back only as the user put it: two content words from apart ("when u tell them
      // ur a dentist" → "tell dentist") said together are no phrase ("tell dentist isn’t my thing").
      const about = focus && q.sentence.toLowerCase().replace(/[’]/g, "'").includes(focus) ? focus : 'that';
      if (/\b(?:have|has) (?:you|u) (?:ever )?(?:been|tried|seen|done|heard|read|watched)\b/.test(q.sentence.toLowerCase())) return `not yet! ${about} is on my list though`;
      if (/\b(?:do|did) (?:you|u) (?:like|love|enjoy|want)\b/.test(q.sentence.toLowerCase())) return vary(seed, 'like', [`yeah, I really like ${about}!`, `honestly yes, ${about} is great`, `${about}? kind of, yeah 😄`]);
      return vary(seed, 'yes', [`haha yeah, ${about === 'that' ? 'I think so' : `${about}, for sure`}`, `mm not really, ${about === 'that' ? 'why?' : `${about} isn’t my thing`}`]);
    }
    case 'where':
      if (/\b(?:would|could|should|will)\b/.test(q.sentence.toLowerCase())) return vary(seed, 'where-if', ['japan, for sure. the food alone!', 'somewhere with mountains and no phone signal haha']);
      return vary(seed, 'where', ['not far from here actually, near the big park', 'in a little flat close to the river, it’s tiny but cute']);
    case 'when':
      if (/\bwhen (?:did|were|was)\b/.test(q.sentence.toLowerCase())) return vary(seed, 'when-past', ['about two years ago now, time flies', 'last spring, so not that long ago']);
      return vary(seed, 'when', ['probably next week, I’ll let you know', 'mostly on weekends, weekdays are chaos']);
    case 'who':
      return vary(seed, 'who', ['mostly a couple of close friends from uni', 'my roommate and a few friends from work']);
    case 'why':
      return vary(seed, 'why', ['honestly because it makes me happy, no deep reason haha', 'because a friend recommended it and it stuck']);
    case 'how':
      return `${focus ? `${focus}? ` : ''}pretty good actually, thanks for asking`;
    default:
      return 'haha good question';
  }
}
