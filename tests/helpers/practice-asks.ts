import type { PracticeAi } from '../../src/server/ai/practice-ai';
import { stanceOf } from '../../src/server/ai/offline/practice/dialogue';
import type { AskCase, AskSlot } from '../corpora/practice/held-out-asks';
import { detailsForGoal } from './practice-goals';
import { askCoach, play } from './practice-play';

/**
 * A strict check that a reply answers a hand-labelled question (held-out-asks.ts). It is written
 * from what a reader accepts, independent of the engine's own question reader: a time question
 * needs a time (or an explicit reason for not giving one), an either/or names an option, a yes/no
 * says yes or no, "which X" names the thing. Deflections ("good question", "hard to pick", "let me
 * check", "I'll find out and tell you by the end of the week") fail whatever else the line says.
 */

const DEFLECTIONS =
  /\b(?:good question|hard to (?:pick|say)|don'?t really have a go-to|depends on my mood|nothing too exciting|a bit of everything|not much honestly|let me check and come back|i don'?t have a full answer|haha good question|i didn'?t realise it bothered you|i'?ll find out and (?:tell|get back to) you|don'?t know that one off the top of my head)\b/;

const DAYS = String.raw`monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekends|weekday|weekdays|tonight|today|tomorrow|yesterday|morning|mornings|afternoon|evening|evenings|noon|lunchtime`;
const MONTHS = String.raw`january|february|march|april|may|june|july|august|september|october|november|december`;
const TIME = new RegExp(
  String.raw`\b(?:${DAYS}|${MONTHS}|next (?:week|month|year|quarter)|this (?:week|month|year|quarter)|in (?:a|two|three|four|\d+) (?:days?|weeks?|months?)|within (?:a|two|three|\d+) (?:days?|weeks?)|\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2}|at \d|(?:around|about|by|before|until|till) \d|after (?:five|six|\d|work|school|class)|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+) (?:weeks?|days?|months?|years?)(?: notice)?|(?:an?|half an|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|forty-five|\d+) (?:hours?|minutes?)|(?:a|one) (?:year|month)(?: and a half)?|ago|from (?:the )?(?:next|1st|first)|end of (?:the )?(?:month|week|quarter)|right away|straight away|immediately|the \d{1,2}(?:st|nd|rd|th))\b`,
);
const NO_TIME_REASON = /\b(?:not sure (?:yet )?when|can'?t say when|don'?t know (?:yet )?when|(?:check|look at) my (?:calendar|diary|schedule)|depends on)\b/;
const PLACE = /\b(?:near|at|in|by|next to|close to|across from|on|around|downtown|from home|remote(?:ly)?)\s+(?:the |my |a |our |that |this )?[a-z0-9]|\b[A-Z][a-z]+ (?:Street|Road|Avenue|Lane|Park|Square|Café|Cafe|Bar|Room|House|Kitchen)\b|\b(?:home|downtown|the library|the office|the station|the city centre|the center)\b/i;
const REASON = /\b(?:because|since|'cause|cuz|the reason|that'?s why|so (?:i|we)|i'?m (?:working|busy|away|seeing|meeting|going)|i'?ve got|i (?:was|felt|feel|focus|needed|need|wanted|had|have|got)|it (?:was|is)|we (?:had|have|were|are)|made me|due to|after)\b/;
const FEELING =
  /\b(?:mad|angry|upset|hurt|sad|happy|fine|okay|ok|alright|good|better|great|calmer|calm|frustrated|annoyed|disappointed|let down|relieved|tired|stressed|nervous|glad|excited|fed up|embarrassed|lonely|missed|miss|still|not anymore|a bit|a little)\b/;
const YES_NO = /^(?:[^a-z]*)(?:yes|yeah|yep|yup|sure|of course|definitely|absolutely|no|nah|nope|not really|not anymore|not yet|not at all|i do|i don'?t|i did|i didn'?t|i have|i haven'?t|i am|i'?m not|kind of|sort of|a bit|a little|maybe|honestly[?,]? (?:yes|no|not)|haha (?:yes|yeah|no)|mm,? (?:yes|no|not)|please do|please|that would)\b/;
const PREFERENCE = /\b(?:i(?:'d| would)? (?:love|like|prefer|pick|go with|choose|rather)|i'?m (?:into|a sucker for|obsessed with)|my (?:favou?rite|go-to|fave)|mostly|usually|definitely|always|every (?:single )?day|big fan of|can'?t beat|i (?:always|usually) (?:go|get|watch|do|end up))\b/;
const OPINION = /\b(?:(?:gets?|getting|got|doing|going) (?:along |on )?(?:really |quite |very )?(?:well|fine|badly|ok|okay)|i think|i thought|honestly|i found|it was|it's|it is|pretty|really|too|not bad|great|good|bad|terrible|amazing|boring|harder|easier|fair|unfair)\b/;
const PERSON_WORDS = /\b(?:friend|friends|roommate|roommates|housemates?|flatmates?|sister|brother|mum|mom|dad|family|colleague|colleagues|partner|myself|alone|kid|kids|boy|girl|classmate|manager|director|hr|teacher|head|boss|recruiter)\b/i;
const NUMBER = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|percent|k)\b/;
const FREQUENCY = /\b(?:once|twice|every|most|daily|weekly|monthly|yearly|annual(?:ly)?|never|rarely|always|each (?:day|week|month|year))\b/;
/** A count that states a circumstance ("two emails"); "one" alone is too often "the one thing". */
const COUNT = /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|percent)\b/;
/** A concrete thing: a proper name (not the first word), a number, or a specific noun phrase of two+ content words. */
const PROPER = /(?<!^|[.!?]\s|^\W*)\b[A-Z][a-z]{2,}/;

/** Words of a question that name no topic: wh-words, auxiliaries, pronouns, fillers. */
const FUNCTION_WORDS = new Set(
  'why what when where who which how come is are was were do does did done doing have has had be been being will would could should can may might must shall you your yours you\'re u ur i me my we our us he him his she her they them their it its this that these those the a an and or but so to of in on at for with from about as by into than then there here just really so very still always ever even lol haha haven\'t didn\'t don\'t doesn\'t isn\'t aren\'t wasn\'t weren\'t not no think make made get got go went say said tell told feel felt want wanted'.split(' '),
);

/** A word's stem for matching a reply to its question: its first five letters (whole if shorter). */
const stem = (word: string) => word.slice(0, 5);

function contentStems(text: string): Set<string> {
  const words = text.toLowerCase().replace(/[’]/g, "'").match(/[a-z][a-z']+/g) ?? [];
  return new Set(words.filter((w) => w.length >= 3 && !FUNCTION_WORDS.has(w)).map(stem));
}

/**
 * A reason is about the asked topic when it names the labelled topic words, shares a content word
 * with the question or with its hand label ("why did you switch to chemistry?" → "…chemistry…"),
 * or states a particular circumstance of its own: a time, a number, a person, a name, a job, money,
 * health ("a late shift that day", "nobody answered two emails", "because of a job"), or how the
 * speaker felt ("because I was hurt", "it felt like I didn't matter").
 * A bare "because…" that could follow any why-question ("because it helps me switch off",
 * "because I'm a night owl") is no answer.
 */
function reasonAboutTopic(ask: Pick<AskCase, 'line' | 'must' | 'about'>, reply: string, raw: string): boolean {
  if (ask.about !== undefined) return mentions(reply, ask.about);
  const asked = new Set([...contentStems(ask.line), ...contentStems(ask.must)]);
  if ([...contentStems(reply)].some((s) => asked.has(s))) return true;
  const circumstance =
    TIME.test(reply) || COUNT.test(reply) || PERSON_WORDS.test(raw) || PROPER.test(raw) || /\b(?:day|week|shift|job|work|money|costs?|team|school|health|ill|sick)\b/.test(reply);
  const felt = /\b(?:i (?:was|felt|feel|am|'m) (?:so |really |just |a bit )?(?:hurt|upset|angry|scared|embarrassed|overwhelmed|stressed|ashamed|tired)|it felt like)\b/.test(reply);
  return circumstance || felt;
}

const plain = (reply: string) => reply.replace(/[“”"]/g, '').replace(/[’]/g, "'");

function mentions(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return words.some((w) => lower.includes(w.toLowerCase()));
}

export function slotFilled(slot: AskSlot, reply: string, ask: Pick<AskCase, 'options' | 'about' | 'line' | 'must'>): boolean {
  const raw = plain(reply);
  const r = raw.toLowerCase();
  switch (slot) {
    case 'time':
      return TIME.test(r) || NO_TIME_REASON.test(r);
    case 'place':
      return PLACE.test(raw);
    case 'reason':
      return REASON.test(r) && reasonAboutTopic(ask, r, raw);
    case 'feeling':
      return FEELING.test(r);
    case 'preference':
      return PREFERENCE.test(r) || (ask.about !== undefined && mentions(r, ask.about));
    case 'opinion':
      return OPINION.test(r);
    case 'either':
      return (ask.options ?? []).some((o) => r.includes(o.toLowerCase().slice(0, Math.max(4, o.length - 1))));
    case 'yesno':
      return YES_NO.test(r);
    case 'invite':
      return stanceOf(reply) !== null;
    case 'person':
      return PERSON_WORDS.test(raw) || PROPER.test(raw);
    case 'thing':
      // A number word alone ("two weeks") is no thing; a digit (an order number, a model) can be.
      return PROPER.test(raw) || /\d/.test(r) || (ask.about !== undefined && mentions(r, ask.about) && r.split(/\s+/).length >= 4);
    case 'amount':
      // "how often?" is a count per span: "twice a week", "most weekends", "every day" answer it.
      return NUMBER.test(r) || /\b(?:can'?t share|not able to say|hr sets|the band)\b/.test(r) || (/\bhow often\b/i.test(ask.line) && FREQUENCY.test(r));
  }
}

export interface AskVerdict {
  ok: boolean;
  why: string | null;
}

/** Strict: the slot is filled, the topic (if labelled) is named, no deflection, and the stance is kept. */
export function judgeAnswer(ask: AskCase, reply: string): AskVerdict {
  const r = plain(reply).toLowerCase();
  if (DEFLECTIONS.test(r)) return { ok: false, why: 'deflects' };
  if (!slotFilled(ask.asks, reply, ask)) return { ok: false, why: `no ${ask.asks}` };
  if (ask.about && ask.asks !== 'preference' && ask.asks !== 'thing' && !mentions(r, ask.about)) return { ok: false, why: `not about ${ask.about.join('/')}` };
  if (ask.keep === 'declined' && stanceOf(reply) === 'agreed' && !/\b(?:instead|another|next|other)\b/.test(r)) return { ok: false, why: 'flips the no' };
  return { ok: true, why: null };
}

export interface AskRun {
  ask: AskCase;
  reply: string;
  verdict: AskVerdict;
  /** False when the question did not get an answer turn (the practice ended before or on it). */
  played: boolean;
}

export async function runAsks(ai: PracticeAi, asks: readonly AskCase[]): Promise<AskRun[]> {
  const out: AskRun[] = [];
  for (const ask of asks) {
    // A request the coach answers with a question builds no practice to ask in: each of its questions is a miss.
    const plan = ask.request ? (await askCoach(ai, [{ role: 'user', text: ask.request }])).plan : null;
    if (ask.request && !plan) {
      out.push({ ask, reply: '', played: false, verdict: { ok: false, why: 'the coach asked a question instead of building a plan' } });
      continue;
    }
    const details = plan ? plan.practices[0]!.details : await detailsForGoal(ask.goal);
    const run = await play(ai, details, [...ask.before, ask.line]);
    const turn = run.turns.at(-1);
    const played = run.turns.length === ask.before.length + 1;
    const reply = played && turn ? turn.reply : '';
    // A question that ended the practice (judged as pressure, say) got an ending, not an answer: a miss.
    const ended = played && turn?.evaluation.outcome !== 'continue';
    const verdict = !played ? { ok: false, why: 'practice ended before the question' } : ended ? { ok: false, why: `the practice ended on it (${turn?.evaluation.outcome})` } : judgeAnswer(ask, reply);
    out.push({ ask, reply, played, verdict });
  }
  return out;
}
