import { CHANNEL_SPELLING } from '../../understanding/channels';
import { expandShorthand } from '../../understanding/time-words';
import type { Fact, FactKind } from '../../understanding/types';

/**
 * Fills a card template with what the user told us: `{kind|fallback}` takes the first fact of that
 * kind (`when` is a time with its preposition: "on Saturday", "in March", "this weekend"); `{kind:prefix|fallback}`
 * puts the prefix before a found fact only ("{place:at the |last time}"); `{past|…}` takes a time already gone
 * ("last night"), which `{when|…}` and `{time|…}` never do; `{name}`
 * the person's name, `{hey}` "Hey Sam" / "Hey". Facts are data: they are inserted, never interpreted.
 */
export interface Slots {
  facts: readonly Fact[];
  name: string | null;
  /** What the other person is into ("hiking"), for `{interest|…}`. */
  interests?: readonly string[];
}

const WEEKDAY = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?: (?:night|morning|evening|afternoon))?$/i;
const MONTH = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|summer|winter|spring|autumn)$/i;
const CAPITALISE = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|christmas|thanksgiving|easter|halloween|valentine|instagram|whatsapp|snapchat|tiktok|facebook|discord|slack|zoom|facetime|tinder|hinge|bumble|google|yelp|etsy|youtube|venmo|linkedin|airbnb)\b/gi;

/**
 * A fact as an answer says it: days and months capitalised, an app as it spells itself ("OkCupid"), and a
 * time in texting shorthand spelled out ("tmrw" → "tomorrow", "nxt wk" → "next week").
 */
export function display(text: string, kind?: FactKind): string {
  // Only a channel: "match" or "line" as an event or an item stays a word.
  const spelled = kind === 'channel' ? CHANNEL_SPELLING.get(text.toLowerCase()) : undefined;
  if (spelled) return spelled;
  const words = kind === 'time' ? expandShorthand(text) : text;
  return words.replace(CAPITALISE, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
}

/** A clock time as written: "7pm", "4:15", "7.30", "half ten", "quarter past six", "noon". */
const CLOCK = /^(?:\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?|(?:half|quarter)\s.+|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s(?:o'clock|thirty|fifteen|forty-five)|noon|midday|midnight|lunchtime|teatime|bedtime)$/i;
/** A day of a month: "June 14th", "14 June", "3rd of May", "3/12", "1st". */
const DATE = /^(?:[a-z]+\s\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s(?:of\s)?[a-z]+|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{1,2}(?:st|nd|rd|th))$/i;

function when(fact: Fact): string {
  const t = display(fact.text, fact.kind);
  if (WEEKDAY.test(t)) return `on ${t}`;
  if (MONTH.test(t)) return `in ${t}`;
  if (CLOCK.test(fact.text)) return `at ${t}`;
  // "on the 1st", "on the 3rd of May", "on June 14th", "on 3/12".
  if (DATE.test(fact.text)) return /^\d{1,2}(?:st|nd|rd|th)/i.test(fact.text) ? `on the ${t}` : `on ${t}`;
  return t;
}

/** A time already gone ("last night", "yesterday", "hier"): fits `{past|…}`, never a plan's `{when|…}`. */
const PAST = /\b(?:yesterday|last|ago|earlier|hier|gestern|ayer)\b/i;

/** Times that are no moment to suggest: a year, a quarter, a recurring occasion ("every visit"), a kind of shift ("night shifts"). */
const NOT_A_PLAN = /^(?:every\s(?!(?:single\s)?(?:day|night|morning|evening|weekend|week|month)\b)|Q[1-4]$|(?:19|20)\d\d$|(?:[a-z-]+\s)?shifts?$)/i;
/** How often something happens ("twice a week", "most nights", "works nights", "weekly"): a habit, not a moment to suggest. */
const FREQUENCY = /^(?:(?:most|some|many|all|on|at|over)\s|once\b|twice\b|thrice\b|(?:works?|working|worked|doing|does|do)\s)|\btimes?\s(?:a|an|per|every|each)\s|\s(?:a|an|per)\s(?:day|night|morning|evening|week|weekend|fortnight|month|year|term|semester|shift|hour)$|\b(?:daily|nightly|weekly|fortnightly|monthly|every so often|now and then|all the time|round the clock|24\/7|or so)$/i;

function factFor(kind: string, facts: readonly Fact[]): Fact | undefined {
  if (kind === 'past') return facts.find((f) => f.kind === 'time' && PAST.test(f.text));
  const k = (kind === 'when' ? 'time' : kind) as FactKind;
  return facts.find((f) => f.kind === k && !(k === 'time' && (PAST.test(f.text) || NOT_A_PLAN.test(f.text) || FREQUENCY.test(f.text))));
}

/** The filled text, and which facts it names (so callers can tell whether a card is specific). */
export function fill(template: string, slots: Slots): { text: string; used: Fact[] } {
  const used: Fact[] = [];
  const text = template.replace(/\{(\w+)(?::([^|}]*))?(?:\|([^}]*))?\}/g, (_m, kind: string, prefix: string | undefined, fallback: string | undefined) => {
    if (kind === 'hey') return slots.name ? `Hey ${slots.name}` : 'Hey';
    if (kind === 'name') return slots.name ?? fallback ?? '';
    if (kind === 'interest') return slots.interests?.[0] ?? fallback ?? '';
    const fact = factFor(kind, slots.facts);
    if (!fact) return fallback ?? '';
    used.push(fact);
    return `${prefix ?? ''}${kind === 'when' ? when(fact) : display(fact.text, fact.kind)}`;
  });
  return { text, used };
}
