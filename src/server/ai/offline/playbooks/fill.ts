import { CHANNEL_SPELLING } from '../../understanding/channels';
import { expandShorthand } from '../../understanding/time-words';
import type { Fact, FactKind } from '../../understanding/types';
import { cardDeterminer, isPaidFor, isPastEvent, isPlural, NOUN_KINDS, PAST_VERB, saidForm } from './noun-forms';

/**
 * Fills a card template with what the user told us: `{kind|fallback}` takes the first fact of that
 * kind (`when` is a time with its preposition: "on Saturday", "in March", "this weekend"); `{kind:prefix|fallback}`
 * puts the prefix before a found fact only ("{place:at the |last time}"); `{past|…}` takes a time already gone
 * ("last night"), which `{when|…}` and `{time|…}` never do; `{name}`
 * the person's name, `{hey}` "Hey Sam" / "Hey". Facts are data: they are inserted, never interpreted.
 * Slot types: `{item~paid|rent}` takes only a thing the user pays for, `{event~venue|gym}` also a place named with "the" or "a"
 * (a public place, not "my book club"); `~ahead` and `~venue` never offer an event the user placed in the past
 * ("we met at Sarah's wedding" is no wedding to take them to). A noun fact (item, event, place) takes the determiner the user gave it (noun-forms.ts), and a plural
 * turns the template's "was"/"is"/"has" after it into "were"/"are"/"have".
 */
export interface Slots {
  facts: readonly Fact[];
  name: string | null;
  /** What the other person is into ("hiking"), for `{interest|…}`. */
  interests?: readonly string[];
  /** The user's message, where a noun fact's own determiner is read ("the ring", "my guitar"). */
  message?: string;
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

/** Holidays: "at Christmas", "at Easter"; a holiday that is one day ("Thanksgiving", "Christmas Day") is "on". */
const HOLIDAY_AT = /^(?:christmas|easter|new year)$/i;
const HOLIDAY_ON = /^(?:thanksgiving|halloween|valentine'?s(?: day)?|christmas (?:day|eve)|new year'?s (?:day|eve)|diwali|eid|hanukkah|mother'?s day|father'?s day)$/i;
/** A part of the week or day said bare ("for the weekend" → "weekend"): a plan says "this weekend". */
const BARE_PERIOD = /^(?:weekend|week|morning|afternoon|evening|night)$/i;

function when(fact: Fact): string {
  const t = display(fact.text, fact.kind);
  if (BARE_PERIOD.test(t)) return t.toLowerCase() === 'night' ? 'tonight' : `this ${t}`;
  if (HOLIDAY_AT.test(t)) return `at ${t}`;
  if (HOLIDAY_ON.test(t)) return `on ${t}`;
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

/**
 * A time the user placed in the past, by its preposition ("the invoice from October", "since March") or by a past
 * verb earlier in its clause ("we met at Sarah's wedding in June"): no moment to propose.
 */
function saidAsPast(fact: Fact, message: string): boolean {
  const t = fact.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b(?:from|since)\\s+(?:the\\s+)?${t}\\b|\\b${PAST_VERB}\\b(?:\\s+(?!and\\b|but\\b|so\\b)[^\\s,.;!?]+){0,5}?\\s+${t}\\b`, 'i').test(message);
}

function factFor(kind: string, facts: readonly Fact[], fits: (f: Fact) => boolean = () => true, message = ''): Fact | undefined {
  if (kind === 'past') return facts.find((f) => f.kind === 'time' && PAST.test(f.text));
  const k = (kind === 'when' ? 'time' : kind) as FactKind;
  // A {time} slot is a point the template puts a preposition before ("after {time}", "by {time}"): a recurring time ("every night") is none.
  const recurring = (f: Fact) => kind === 'time' && /^every\b/i.test(f.text);
  return facts.find((f) => f.kind === k && fits(f) && !recurring(f) && !(k === 'time' && (PAST.test(f.text) || NOT_A_PLAN.test(f.text) || FREQUENCY.test(f.text) || saidAsPast(f, message))));
}

/** A time after the template's own preposition ("by {time|Friday}"): a bare day of the month is "the 3rd", a bare period "the weekend". */
export function timeAfterPreposition(fact: Fact): string {
  const t = display(fact.text, fact.kind);
  return /^\d{1,2}(?:st|nd|rd|th)(?:\s(?:of\s)?[a-z]+)?$/i.test(fact.text) || BARE_PERIOD.test(t) ? `the ${t}` : t;
}

const ARTICLE = /^(?:the|a|an|my|our|your)$/i;

/**
 * A noun fact in its slot, with the determiner the user gave it (noun-forms.ts): the template's article before the
 * slot ("the {item}") gives way to the user's "my"/"our", is dropped before a bare name ("to Portugal"), and an
 * article is added where the template has none but the user said one ("the fight about the ring").
 */
function nounInSlot(fact: Fact, article: string | undefined, message: string, relative: boolean): string {
  const said = saidForm(fact, message);
  // A common noun capitalised only because it opened a sentence ("Rent is due") is said in lower case.
  const text = display(said.name || !/^[A-Z][a-z]/.test(fact.text) ? fact.text : fact.text.charAt(0).toLowerCase() + fact.text.slice(1), fact.kind);
  // A fact that carries its own determiner ("my car", "the Red Lion") stands as it is.
  if (/^(?:the|a|an|my|our|your|his|her|their)\s/i.test(text)) return text;
  if (said.name && said.det === null) return text;
  const det = cardDeterminer(said, fact.kind);
  if (!article) return det ? `${det} ${text}` : text;
  // "the slides I led" keeps "the": a relative clause after the noun picks it out already.
  // An event keeps the template's "the" over the user's "my": "take you to the date", not "to my date".
  if (/^the$/i.test(article) && (det === 'our' || (det === 'my' && fact.kind !== 'event')) && !relative) return `${det} ${text}`;
  if (/^an?$/i.test(article)) return `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;
  return `${article} ${text}`;
}

/** The filled text, and which facts it names (so callers can tell whether a card is specific). */
export function fill(template: string, slots: Slots): { text: string; used: Fact[] } {
  const used: Fact[] = [];
  const message = slots.message ?? '';
  const paid = (f: Fact) => isPaidFor(f, message, slots.facts.filter((a) => a.kind === 'amount'));
  const SLOT = /(?:\b(the|a|an|my|our|your|this|that|these|those) )?\{(\w+)(?:~(\w+))?(?::([^|}]*))?(?:\|([^}]*))?\}( (?:was|is|has)\b| (?=I |you |we |that |which ))?/gi;
  const text = template.replace(SLOT, (_m, article: string | undefined, kind: string, type: string | undefined, prefix: string | undefined, fallback: string | undefined, verb: string | undefined) => {
    const lead = article ? `${article} ` : '';
    const tail = verb ?? '';
    if (kind === 'hey') return `${lead}${slots.name ? `Hey ${slots.name}` : 'Hey'}${tail}`;
    if (kind === 'name') return `${lead}${slots.name ?? fallback ?? ''}${tail}`;
    if (kind === 'interest') return `${lead}${slots.interests?.[0] ?? fallback ?? ''}${tail}`;
    // `~venue`: an event, or else a place the user named with an article ("to the farmers market", "at the climbing gym").
    const ahead = (f: Fact) => !isPastEvent(f, message);
    const venue = type === 'venue' && !factFor(kind, slots.facts, ahead) ? slots.facts.find((f) => f.kind === 'place' && /^(?:the|a)$/.test(saidForm(f, message).det ?? '')) : undefined;
    const fits = type === 'paid' ? paid : type === 'ahead' || type === 'venue' ? ahead : undefined;
    const fact = venue ?? factFor(kind, slots.facts, fits, message);
    if (!fact) return `${lead}${fallback ?? ''}${tail}`;
    used.push(fact);
    const k = fact.kind;
    // A prefix ending in an article ("at the ", "with my ") is that slot's article.
    const pre = prefix?.match(/^(.*?)(?:\b(the|a|an|my|our|your) )?$/i);
    const slotArticle = article ?? pre?.[2];
    const before = article ? (prefix ?? '') : (pre?.[1] ?? '');
    let said: string;
    if (NOUN_KINDS.has(k) && slots.message !== undefined) said = nounInSlot(fact, slotArticle, message, verb === ' ');
    else {
      const bare = kind === 'when' ? when(fact) : kind === 'time' ? timeAfterPreposition(fact) : display(fact.text, k);
      said = slotArticle && !(ARTICLE.test(slotArticle) && /^(?:the|a|an|my|our|your|his|her|their|this|next|last|on|in|at)\b/i.test(bare)) ? `${slotArticle} ${bare}` : bare;
    }
    const verbForm = verb && verb !== ' ' && NOUN_KINDS.has(k) && isPlural(fact.text) ? ({ ' was': ' were', ' is': ' are', ' has': ' have' } as Record<string, string>)[verb.toLowerCase()] ?? verb : tail;
    return `${before}${said}${verbForm}`;
  });
  return { text, used };
}
