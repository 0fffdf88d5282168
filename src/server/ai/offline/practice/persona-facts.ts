import { fnv1a } from '../text-utils';
import type { AskSlot } from './question-slots';
import type { Register, RoleKind } from './roles';
import { CASUAL_TOPICS } from './persona-facts-casual';
import { WORK_TOPICS } from './persona-facts-work';
import { pastTopics } from './persona-facts-past';
import { asksAboutWork, asksPastime, isNews, namedDoing, namesJob, statedDoingTopic, statedJobTopic, statedPastimeTopic, statedWorkTopic, WORK_DOING } from './persona-facts-stated';

/**
 * The character's own facts, answered about the thing asked. A question is matched to a topic of
 * the character's life or of the practice's world (their commute, pets, siblings, the job's hours,
 * the on-call rota, the order's tracking, the school's phone policy…); the topic holds a few
 * alternative facts and the practice's stable seed picks one, so the same question — or a
 * follow-up on the same topic — gets the same fact all practice long ("a dog called Biscuit" stays
 * a dog called Biscuit). The fact is phrased for the slot asked: a yes or a no for a yes/no, a
 * time for "how long", a number for "how many", and "no cat — but…" when the question names a
 * variant the fact is not.
 */

export interface Fact {
  /** The fact told in full: answers "what…", "tell me about…", an opinion, a preference. */
  told: string;
  /** Words naming this variant ("dog"): a question naming another variant of the topic gets a no. */
  is?: readonly string[];
  /** The fact's answer to the topic's plain yes/no ("do you have pets?"); true when absent. */
  yes?: boolean;
  /** Phrasings for particular slots (a duration, a count, a place, a reason…). */
  say?: Partial<Record<AskSlot, string>>;
}

export interface Topic {
  /** A stable name: the seed's salt, so two topics pick independently. */
  id: string;
  asked: RegExp;
  /** Questions matching this are not about the topic after all ("best place for lunch?" is not what they ate). */
  unless?: RegExp;
  /** Words naming the topic's variants ("dog|cat|rabbit"); the question's variant is checked against the fact. */
  variants?: RegExp;
  /** Questions matching this ask the opposite of the plain yes/no ("are you a night owl?" for a morning fact). */
  opposite?: RegExp;
  /** Slots `told` answers besides thing, opinion, preference, yes/no and either. */
  fits?: readonly AskSlot[];
  facts: readonly Fact[];
}

/** The slots a told fact answers whatever the topic. */
const TOLD_SLOTS: ReadonlySet<AskSlot> = new Set(['thing', 'opinion', 'preference', 'yesno', 'either']);
/** Slots a work role answers with a yes or a no ("can I work from home on Fridays?", "could you send the photos?"). */
const POLAR_SLOTS: ReadonlySet<AskSlot> = new Set(['yesno', 'proposal', 'request']);

function topicsFor(role: RoleKind, register: Register): readonly Topic[] {
  const casual = register === 'casual' && role !== 'commenter';
  return [...pastTopics(role, casual), ...(casual ? CASUAL_TOPICS : (WORK_TOPICS[role] ?? []))];
}

/** The topic a question is about, for this character (null when none of their topics is asked). */
export function factTopic(text: string, role: RoleKind, register: Register): Topic | null {
  return topicsFor(role, register).find((t) => t.asked.test(text) && !t.unless?.test(text)) ?? null;
}

export interface FactAsk {
  slot: AskSlot;
  /** The question, lower case. */
  text: string;
  role: RoleKind;
  register: Register;
  /** Stable for the whole practice. */
  lifeSeed: number;
  /** The question as written (names keep their capitals). */
  sentence?: string;
  /** Either/or: the two options. */
  options?: readonly [string, string] | null;
  /** The question before, when this one follows it up: its topic holds when this one names none. */
  followsUp?: string;
  /** A casual character's job as the practice states it (persona-facts-stated.ts): it is their job topic's fact. */
  job?: string | null;
  /** What the practice states the character does ("brews his own beer", "runs the record shop"): their work or pastime facts. */
  doings?: readonly string[];
}

/** The character's fact for that topic, the same all practice long. */
export function factOf(topic: Topic, lifeSeed: number): Fact {
  return topic.facts[fnv1a(`${lifeSeed}:fact:${topic.id}`) % topic.facts.length] as Fact;
}

const POLAR_START = /^(?:do|does|did|is|are|was|were|will|has|have|can|could)\b(?! (?:you|u) (?:know|remember|think)\b)/;
const HAVE_START = /^(?:do|did) (?:you|u) (?:have|get|still have)\b/;
const THEIR_PREMISE = /\b(?:that|those) [a-z]+(?: [a-z]+)? (?:on|in|by|near|you|with|last|this)\b|\b(?:living|live|still) with [a-z]+$/;
/** A name in the question ("Sara"), not a day, a month or "I". */
const NAME = /(?<=\S\s+)(?!I\b|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Z][a-z]+/;
const HOW_IS = /^how(?:'s| is| are| has| have)\b(?! (?:you|u)\b)|^how are things with\b/;
/** "do you like your job?": how they find it, not what it is. */
const LIKES = /^(?:do|did|are) (?:you|u) (?:like|enjoy|love|happy (?:with|in|at))\b/;
const CHANGE = /\b(?:change|changing|changed|different)\b/;

const NEGATION = /\b(?:no|not|never|nobody|none|nothing|don't|doesn't|didn't|haven't|hasn't|can't|won't|isn't|aren't)\b/;
const ASKED_FILLER = new Set(['you', 'your', 'have', 'has', 'had', 'does', 'did', 'are', 'is', 'was', 'the', 'any', 'anyone', 'anything', 'there', 'this', 'that', 'yet', 'still', 'ever', 'get', 'got', 'our', 'from', 'with', 'for']);

/** True when the line negates a word the question asks about, within a few words ("no bonus", "don't have a car"). */
function deniesAsked(line: string, question: string): boolean {
  const lower = line.toLowerCase().replace(/[’]/g, "'");
  const asked = question.split(/[^a-z']+/).filter((w) => w.length >= 3 && !ASKED_FILLER.has(w));
  return asked.some((w) => {
    const at = lower.search(new RegExp(`\\b${w.replace(/s$/, '')}`));
    return at > 0 && NEGATION.test(lower.slice(Math.max(0, at - 25), at));
  });
}

const WH_SLOTS: readonly (readonly [RegExp, AskSlot])[] = [
  [/\bwhere\b/, 'place'],
  [/\bwhen\b|\bwhat time\b|\bhow long\b/, 'time'],
  [/\bhow many\b|\bhow much\b/, 'amount'],
  [/\bwho\b/, 'person'],
  [/\bwhy\b/, 'reason'],
];

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The answer from the character's facts, or null when no topic of theirs is asked or the slot needs another kind of answer. */
export function factAnswer(ask: FactAsk): string | null {
  const { slot, text, register } = ask;
  const found = factTopic(text, ask.role, register) ?? (ask.followsUp ? factTopic(ask.followsUp, ask.role, register) : null);
  const topic = statedJob(found, ask);
  if (!topic) return null;
  // "is your brother still in London?": the user's knowledge of them ("your brother") picks the fact
  // of that variant over the seed's, so a made-up sister never contradicts them.
  const variant = topic.variants?.source.replace(/^\\b|\\b$/g, '');
  const presumed = variant ? (new RegExp(`\\b(?:your|ur) (?:\\w+ )?(${variant})`).exec(text) ?? (/\bstill\b/.test(text) ? new RegExp(`\\b(?:the|that) (?:\\w+ )?(${variant})`).exec(text) : null))?.[1] : undefined;
  const fact = (presumed && topic.facts.find((f) => f.is?.some((w) => presumed.startsWith(w)))) || factOf(topic, ask.lifeSeed);
  const work = register === 'work' || ask.role === 'commenter';
  // "do people get a training budget?", "do you have brothers or sisters?": asked for a yes or a no, whatever the slot reader made of it.
  const polar = slot === 'yesno' || (work && POLAR_SLOTS.has(slot)) || (slot !== 'either' && POLAR_START.test(text)) || HAVE_START.test(text);
  // "are you still living with Sara?", "that flat on the hill": the user's own knowledge of them, which a made-up fact would contradict.
  if (polar && !topic.variants && (THEIR_PREMISE.test(text) || (ask.sentence !== undefined && NAME.test(ask.sentence)))) return null;
  // "how's your sister doing?", "how's the new job?": how it is going, not what it is.
  const state = HOW_IS.test(text) || (polar && LIKES.test(text)) ? fact.say?.opinion : undefined;
  // "anyway, where are you working now?": a wh-word the slot reader missed still asks for its slot.
  const whSlot = slot === 'thing' ? WH_SLOTS.find(([re]) => re.test(text))?.[1] : undefined;
  const line = state ?? (whSlot ? fact.say?.[whSlot] : undefined) ?? fact.say?.[slot] ?? (polar ? (fact.say?.yesno ?? fact.told) : TOLD_SLOTS.has(slot) || topic.fits?.includes(slot) ? fact.told : null);
  if (!line) return null;
  // An either/or the fact does not settle ("cats or dogs?" with no pets) is left to the choice policy.
  if (slot === 'either' && !polar && ask.options && !ask.options.some((o) => line.toLowerCase().includes(o.toLowerCase().replace(/s$/, '')))) return null;
  // "did you get that cat?" when the fact is a dog: a no about the cat, then the fact.
  const named = topic.variants ? topic.variants.exec(text)?.[0] : undefined;
  const other = named !== undefined && fact.is !== undefined && !fact.is.some((w) => named.startsWith(w) || w.startsWith(named));
  if (polar) {
    // "is the rota going to change?": the fact is how it stays.
    const change = CHANGE.test(text);
    const flipped = topic.opposite?.test(text) ?? false;
    // A fact that itself says no to the thing asked ("I don't have a car", "nobody got back to me") leads with a no.
    const yes = other || change || deniesAsked(line, text) ? false : (fact.yes ?? true) !== flipped;
    const lead = other ? `no ${named}` : change ? 'no change planned' : yes ? (work ? 'yes' : 'yeah') : 'no';
    const said = `${lead} — ${line}`;
    return work ? capital(said) : said;
  }
  if (other) return work ? `${capital(`no ${named}, actually`)} — ${line}` : `no ${named}, actually — ${line}`;
  // "how's your mum?" answered by a family line about dad: the one asked about is said first.
  const member = /\b(?:your|ur) (mum|mom|mother|dad|father)\b/.exec(text)?.[1];
  if (member && !work && !new RegExp(`\\b(?:${member}|parents|they(?:'re|’re| are))\\b`).test(line)) return `${member}’s good, thanks — ${line.replace(/^(?:all good|good|fine|great)[,!.]?\s+(?:—|-)\s+/i, '')}`;
  return work ? capital(line) : line;
}

const OPEN_THING: ReadonlySet<AskSlot> = new Set(['thing', 'preference', 'either', 'plans']);

/**
 * The stated job answers the job topic, any question using a word of the job ("how long have you
 * been tattooing?") and a plain "what do you do?" or "how's work?"; without a job noun, a working
 * doing ("runs the record shop") does. The stated pastimes answer free-time questions.
 */
function statedJob(found: Topic | null, ask: FactAsk): Topic | null {
  if (ask.register !== 'casual') return found;
  const stock = CASUAL_TOPICS.find((t) => t.id === 'job');
  if (!stock) return found;
  const working = ask.doings?.find((d) => WORK_DOING.test(d));
  // "how are the bees?", "are you still playing?": a stated doing the question names, when no topic of theirs is asked.
  // "how did the driving test go?" after "he failed his driving test": their news, not the stock driving topic.
  const naming = ask.doings?.length ? namedDoing(ask.text, ask.doings) : null;
  const named = naming && (found === null || isNews(naming)) ? naming : null;
  if (named && !(ask.job && namesJob(ask.text, ask.job))) return statedDoingTopic(named);
  if (!ask.job) {
    if (working && (found?.id === 'job' || asksAboutWork(ask.text))) return statedWorkTopic(stock, working);
    if (ask.doings?.length && asksPastime(ask.text)) return statedPastimeTopic(ask.doings) ?? found;
    return found;
  }
  if (found?.id === 'job' || asksAboutWork(ask.text)) return statedJobTopic(stock, ask.job);
  if (ask.doings?.length && asksPastime(ask.text)) return statedPastimeTopic(ask.doings) ?? found;
  // "how long have you been tattooing?" is about the job; "what's the weirdest tattoo you've done?" asks a thing the job fact does not hold.
  if (found === null && !OPEN_THING.has(ask.slot) && namesJob(ask.text, ask.job)) return statedJobTopic(stock, ask.job);
  return found;
}
