import { compilePhrases, scorePhrases, type CompiledPhrases, type PhraseList } from '../phrase-match';
import { cleanText, clip, normalize, splitSentences, tokenize, type Token } from '../text-utils';
import * as L from './lexicon';
import { canonical, findRedFlags, raisedByRules, teasing, type RedFlagKind } from './red-flags';
import { onRedFlagModelChange } from './red-flag-model';
import { directQuestion } from './question-shape';
import { saysWarmly } from './red-flag-blunt';

/** What a user line does in a conversation. One line can make several moves. */
export const MOVE_KINDS = [
  'greeting',
  'question',
  'personal_question',
  'listening',
  'sharing',
  'compliment',
  'humour',
  'apology',
  'excuse',
  'invite_concrete',
  'invite_vague',
  'next_step',
  'request',
  'request_specific',
  'evidence',
  'remedy',
  'remedy_vague',
  'plan',
  'behavioural_question',
  'pressure',
  'guilt',
  'insult',
  'crude',
  'blame',
  'threat',
  'dismiss',
  'too_intense',
  'illegal_question',
  'lie',
  'give_up',
  'low_effort',
  'off_topic',
] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/** Moves that make a line risky, whatever the goal. */
export const RISKY_MOVES: ReadonlySet<MoveKind> = new Set<MoveKind>([
  'pressure',
  'guilt',
  'insult',
  'crude',
  'blame',
  'threat',
  'dismiss',
  'too_intense',
  'illegal_question',
  'lie',
]);

export interface LineReading {
  moves: Set<MoveKind>;
  /** Word count (punctuation and emoji excluded). */
  words: number;
  /** What a concrete invitation proposes ("coffee"), and when ("saturday"), for the character's yes. */
  activity: string | null;
  time: string | null;
  /**
   * Red-flag moves that only the learned signal raised (no rule, no phrase list): they make the line
   * risky but never by themselves end a practice (evaluate.ts).
   */
  learned: ReadonlySet<MoveKind>;
}

const compiled = new Map<PhraseList, CompiledPhrases>();
function set(listOf: PhraseList): CompiledPhrases {
  let c = compiled.get(listOf);
  if (!c) {
    c = compilePhrases(listOf);
    compiled.set(listOf, c);
  }
  return c;
}

/** A number is evidence when it measures a result ("cut costs by 20%"), not when it is the ask. */
const RESULT_WORDS = /\b(?:by|increas\w*|reduc\w*|cut|sav\w*|grew|grow\w*|improv\w*|revenue|sales|costs?|customers|users|clients|faster|more|less|up|down)\b/;
const EMOTICON = /(?:^|\s)[:;]-?[pd)](?:\s|$)/i;
const SHOUT_WORD = /^[A-Z]{2,}$/;
const NEGATIONS = new Set(['not', 'never', 'no', "isn't", "aren't", "wasn't", "weren't"]);
const FILLERS = new Set(['so', 'really', 'very', 'such', 'a', 'an', 'super', 'pretty', 'look', 'looked', 'looks', 'seem', 'seemed', 'are', 'were', 'sound', 'sounded', 'is', 'was', 'the', 'most', 'kinda', 'quite']);

function negated(tokens: readonly Token[], i: number): boolean {
  for (let k = Math.max(0, i - 2); k < i; k++) {
    const t = tokens[k] as Token;
    if (NEGATIONS.has(t.lower) || t.lower.endsWith("n't")) return true;
  }
  return false;
}

/** "you're so kind", "your photos are amazing", "you look great" (not negated). */
function complimentByShape(tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (!L.YOU_WORDS.has(t.lower)) continue;
    for (let k = i + 1; k < Math.min(tokens.length, i + 6); k++) {
      const w = (tokens[k] as Token).lower;
      if (L.COMPLIMENT_ADJECTIVES.has(w)) {
        if (!negated(tokens, k)) return true;
        break;
      }
      if (!FILLERS.has(w) && !(t.lower === 'your' && k === i + 1)) break;
    }
  }
  return false;
}

/** Retorts only as an order opening a sentence ("Deal with it."), read by red-flags.ts; "you had to deal with it" is sympathy. */
const ORDER_ONLY = new Set(['deal with it', 'get over it']);
const INSULT_PHRASES: PhraseList = L.INSULT.filter(([phrase]) => !ORDER_ONLY.has(phrase));

/** Targets that point at someone other than the speaker ("such" and "what" point at whoever the subject is). */
const OTHER_TARGETS = new Set([...L.INSULT_TARGETS].filter((w) => w !== 'such' && w !== 'what'));

/**
 * An insult word aimed at someone ("you're so stupid", "your son is lazy"), or a contempt phrase.
 * Not when the speaker is its subject ("I'm such an idiot", "my brother is such a clown": the
 * speaker's own, with no one else named before it) or when the line teases (a laugh with a mild
 * trait word: "lol you weirdo"; red-flags.ts `teasing`).
 */
function insulting(tokens: readonly Token[], has: (l: PhraseList) => boolean, text: string): boolean {
  if (has(INSULT_PHRASES)) return true;
  if (teasing(canonical(text))) return false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (!L.INSULT_WORDS.has(t.lower) || negated(tokens, i)) continue;
    if (tokens.length <= 3) return true;
    const before = tokens.slice(Math.max(0, i - 5), i).map((b) => b.lower);
    if (before.some((w) => L.FIRST_PERSON.has(w)) && !before.some((w) => OTHER_TARGETS.has(w))) continue;
    if (before.slice(-4).some((w) => L.INSULT_TARGETS.has(w))) return true;
  }
  return false;
}

function shouting(raw: string): boolean {
  const words = tokenize(cleanText(raw)).filter((t) => t.word && /\p{L}/u.test(t.raw));
  const loud = words.filter((t) => SHOUT_WORD.test(t.raw) && t.raw !== 'I' && t.raw !== 'OK');
  return loud.length >= 3 && loud.length >= words.length / 2;
}

/** Content words (≥ 4 letters, not stop words) for the off-topic check. */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of tokenize(normalize(text))) {
    if (t.word && t.lower.length >= 4 && !L.STOP_WORDS.has(t.lower)) out.add(t.lower.replace(/(?:'s|s)$/, ''));
  }
  return out;
}

/**
 * Classifies one user line. `context` is what the line could be "about" (the character's recent
 * lines, the scenario): a line with no recognisable move and no word in common with it is off topic.
 * `named`: the red flags the practice's failure condition names, which the learned signal reads at
 * its lower threshold (red-flags.ts `learnedFlag`).
 */
export function readLine(text: string, context: readonly string[] = [], named: ReadonlySet<RedFlagKind> = NO_KINDS): LineReading {
  // Lines are re-read on every turn (and by the character's and the report's replays): remember them.
  const base = context.length > 0 ? `${text}\u0001${context.join('\u0002')}` : text;
  const key = named.size > 0 ? `${base}\u0003${[...named].sort().join(',')}` : base;
  let reading = memo.get(key);
  if (!reading) {
    if (memo.size >= MEMO_MAX) memo.clear();
    reading = classify(text, context, named);
    memo.set(key, reading);
  }
  return reading;
}

const NO_KINDS: ReadonlySet<RedFlagKind> = new Set();
const MEMO_MAX = 2000;
const memo = new Map<string, LineReading>();
// A reading holds the learned signal's flags: a model swapped in for a measurement starts afresh.
onRedFlagModelChange(() => memo.clear());

/** "so what" opening a question: a wh-question's auxiliary or noun follows it ("so what happens after today?", "so what now?"). */
const SO_WHAT_ASKS = /\bso what(?= (?:was|is|are|were|do|does|did|would|will|can|could|have|has|kind|sort|time|day|else|about|happened|happens|made|got|now|next|should|shall|then)\b|'s\b)/g;

/** A question about what already happened: "did you…", "were you…", "have you been…", "…last weekend?". */
const PAST_ASK = /^(?:(?:so|and|but|oh|wait|hey|random but|btw),? )*(?:did|were|had) (?:you|u)\b(?! (?:want|wanna|need|fancy|like|wish|hope|mean|prefer)\b)|^(?:have|has) (?:you|u) (?:been|gone|seen|tried|had)\b|\b(?:last (?:night|week|weekend|month|year|time)|yesterday|ago|end(?:ed)? up)\b/;

function classify(text: string, context: readonly string[], named: ReadonlySet<RedFlagKind>): LineReading {
  const clean = cleanText(text).slice(0, 4000);
  const norm = normalize(clean);
  const words = tokenize(norm).filter((t) => t.word);
  const has = (l: PhraseList, on: readonly Token[] = words) => scorePhrases(on, norm, set(l)).score > 0;
  const first = (l: PhraseList) => scorePhrases(words, norm, set(l)).hits[0] ?? null;
  const moves = new Set<MoveKind>();
  const add = (move: MoveKind, when: boolean) => {
    if (when) moves.add(move);
  };

  // A question after a lead-in or put indirectly ("be honest, do you…", "mind telling me why…") asks too.
  const asks = norm.includes('?') || (L.QUESTION_STARTS.has(words[0]?.lower ?? '') && words.length >= 3) || splitSentences(clean).some((s) => directQuestion(s).endsWith('?'));
  const aboutYou = words.some((w) => L.YOU_WORDS.has(w.lower));
  add('greeting', L.GREETING_WORDS.has(words[0]?.lower ?? '') || /^good (?:morning|evening|afternoon)\b/.test(norm));
  add('personal_question', asks && aboutYou);
  add('question', asks && !aboutYou);
  add('listening', has(L.LISTENING));
  const withoutSympathy = tokenize(norm.replace(/\bsorry (?:to hear|that happened|you had)\b|\bso sorry you\b/g, ' ')).filter((t) => t.word);
  const excuse = has(L.EXCUSE);
  add('excuse', excuse);
  add('apology', !excuse && has(L.APOLOGY, withoutSympathy)); // "sorry if you felt…" is not an apology
  add('sharing', words.length >= 5 && words.some((w) => ['i', "i'm", 'im', "i've", 'ive', "i'd", 'my'].includes(w.lower)));
  add('compliment', has(L.COMPLIMENT) || complimentByShape(words));
  add('humour', has(L.HUMOUR) || EMOTICON.test(norm));

  const activity = first(L.ACTIVITIES);
  const time = L.TIME_RE.exec(norm)?.[0] ?? null;
  const cue = has(L.INVITE_CUES);
  // "did you end up going to that gig last weekend?" asks about something past, not to go together:
  // without an invitation's cue ("want to", "fancy") a past question names no plan.
  const concrete = (cue || (norm.includes('?') && !PAST_ASK.test(norm))) && activity !== null && time !== null;
  add('invite_concrete', concrete);
  add('invite_vague', !concrete && cue && (activity !== null || time !== null || has(L.INVITE_VAGUE)));
  add('next_step', concrete || (has(L.NEXT_STEP_CUES) && has(L.NEXT_STEP_ACTS)));
  const request = has(L.ASK_TOPICS) && (has(L.ASK_CUES) || norm.includes('?'));
  const specific = L.NUMBER_RE.test(norm) || time !== null;
  add('request_specific', request && specific);
  add('request', request && !specific);
  add('evidence', has(L.EVIDENCE) || (!request && L.NUMBER_RE.test(norm) && RESULT_WORDS.test(norm)));
  // "how much did you end up paying for the first repair?" asks what happened; it offers no repair.
  const remedy = has(L.REMEDY) && !(norm.includes('?') && PAST_ASK.test(norm));
  add('remedy', remedy);
  add('remedy_vague', !remedy && has(L.REMEDY_VAGUE));
  add('plan', has(L.PLAN_WORDS) && time !== null);
  add('behavioural_question', has(L.BEHAVIOURAL));

  // Pressure, guilt and threats are read by their shape (red-flags.ts, below), which sees who says
  // what under which condition; their old phrase lists fired on "come on in" and "you owe me nothing".
  // Capitals of thanks, joy or an apology are warmth, not pressure (red-flag-blunt.ts).
  add('pressure', shouting(clean) && !saysWarmly(canonical(clean)));
  add('insult', insulting(words, has, clean));
  add('crude', has(L.CRUDE));
  add('blame', has(L.BLAME));
  // "so what was your first job like?" opens a question; "so what?" alone brushes them off.
  const opened = norm.replace(SO_WHAT_ASKS, 'what');
  add('dismiss', scorePhrases(tokenize(opened).filter((t) => t.word), opened, set(L.DISMISS)).score > 0);
  add('too_intense', has(L.TOO_INTENSE));
  add('illegal_question', has(L.ILLEGAL_QUESTIONS));
  add('give_up', words.length <= 6 && has(L.GIVE_UP));
  // The shape-based detector catches what the phrase lists miss ("…or I'll just quit", typos, text-speak).
  const learned = new Set<MoveKind>();
  for (const flag of findRedFlags(clean, named)) {
    if (!raisedByRules(flag) && !moves.has(flag.kind)) learned.add(flag.kind);
    moves.add(flag.kind);
  }

  if (words.length <= 2 && !norm.includes('?') && !moves.has('listening')) {
    // "ok", "lol", "hey": nothing to answer. Keep only what makes it risky.
    for (const move of [...moves]) if (!RISKY_MOVES.has(move) && move !== 'give_up') moves.delete(move);
    moves.add('low_effort');
  }
  if (moves.size === 0 && words.length >= 3 && context.length > 0) {
    const mine = contentWords(clean);
    const theirs = contentWords(context.join(' '));
    if (![...mine].some((w) => theirs.has(w))) moves.add('off_topic');
  }
  for (const move of learned) if (!moves.has(move)) learned.delete(move);
  return { moves, words: words.length, activity, time, learned };
}

/** The sentence of `text` that makes `move` (for quoting in reasons), clipped. */
export function sentenceFor(text: string, move: MoveKind | null, max = 70): string {
  const sentences = splitSentences(cleanText(text));
  const hit = move ? sentences.find((s) => readLine(s).moves.has(move)) : undefined;
  return clip(hit ?? sentences[0] ?? text, max);
}

/** Does the character's line say no or not yet (so pushing again is pressure)? */
export function isDecline(characterLine: string): boolean {
  const norm = normalize(characterLine);
  const words = tokenize(norm).filter((t) => t.word);
  const firstWord = words[0]?.lower;
  if ((firstWord === 'no' || firstWord === 'nah' || firstWord === 'nope') && !['way', 'worries', 'problem', 'rush'].includes(words[1]?.lower ?? '')) {
    return true;
  }
  return scorePhrases(words, norm, set(L.DECLINE_MARKERS)).score > 0;
}
