import type { ChatTurn } from '../../provider';
import { normalize } from '../text-utils';
import { isDecline, readLine, type MoveKind } from './moves';

/**
 * The character's side of the conversation as a small state machine, read back from the chat:
 *
 *   open ──(asked, hesitates)──▶ maybe ──(asked again well)──▶ agreed
 *     │                            │
 *     └──────(says no)──────▶ declined ──(a new, different offer)──▶ agreed
 *
 * What they agreed to and what they refused is kept, so a later line never contradicts it
 * ("I already said no" only after a no; a yes stays a yes), and facts the user told are remembered.
 */

export type Stance = 'open' | 'maybe' | 'declined' | 'agreed';

export interface DialogueState {
  stance: Stance;
  /** The character line that set the stance. */
  stanceLine: string | null;
  /** What they said yes to ("coffee on Friday"), if anything. */
  agreedTo: string | null;
  /** Things the user said about themselves ("guitar"), oldest first. */
  userFacts: string[];
  /** The last day or time the user named ("saturday"), so "what time works?" can build on it. */
  userTime: string | null;
}

const AGREES = /\b(?:yes|yess+|yeah|sure|ok yes|sounds (?:good|great|perfect|fun|nice)|i'd (?:love|like) (?:that|to)|it's a date|works for me|that works|let's do it|i'm in|deal|i'll support it|that's fair|i accept)\b/;
const MAYBE = /\b(?:maybe|not sure|let me think|i'll think|we'll see|not yet|possibly|what did you have in mind|what exactly|i don't know you that well)\b/;
const HARD_NO = /^(?:no|nah|nope)\b(?! (?:way|worries|problem|rush))|\b(?:i'd rather not|no thanks|i said no|i don't think so|i can't do|can't make it|not interested|i'm not comfortable)\b/;

/** What a character line says about the ask on the table. */
export function stanceOf(line: string): Stance | null {
  const norm = normalize(line).replace(/[“”"]/g, '');
  if (HARD_NO.test(norm)) return 'declined';
  if (MAYBE.test(norm) || isDecline(line)) return 'maybe';
  if (AGREES.test(norm)) return 'agreed';
  return null;
}

/** "I started learning guitar" → "guitar"; "I have a dog called Max" → "dog". */
const USER_FACT = /\bi(?:'ve| have)? (?:just |recently |finally |also )?(?:started|been learning|am learning|'m learning|learning|got|adopted|moved to|play|joined|signed up for|have a|have an) (?:(?:a|an|the|my|some|to|into|learning|playing) )*([a-z]+(?: [a-z]+)?)/;
const NOT_FACTS = new Set(['lot', 'bit', 'few', 'feeling', 'question', 'idea', 'time', 'chance', 'minute', 'sec', 'second', 'way', 'thing', 'things', 'been']);

export function userFactIn(text: string): string | null {
  const m = USER_FACT.exec(normalize(text));
  const phrase = m?.[1]?.split(' ')[0];
  return phrase && phrase.length >= 3 && !NOT_FACTS.has(phrase) ? phrase : null;
}

const ASKS: readonly MoveKind[] = ['invite_concrete', 'invite_vague', 'next_step', 'request', 'request_specific', 'remedy', 'remedy_vague', 'plan'];

/** Does a user line put something on the table the character can say yes or no to? */
export function asksSomething(text: string): boolean {
  const moves = readLine(text).moves;
  return ASKS.some((m) => moves.has(m));
}

/** The character's stance after a line, given what the user's line before it asked. A reaction ("yeah, exactly") is no yes. */
function stanceAfter(line: string, userAsked: boolean): Stance | null {
  const stance = stanceOf(line);
  return stance === 'agreed' && !userAsked ? null : stance;
}

export function readDialogue(history: readonly ChatTurn[]): DialogueState {
  const state: DialogueState = { stance: 'open', stanceLine: null, agreedTo: null, userFacts: [], userTime: null };
  let userAsked = false;
  let lastAsk: string | null = null;
  for (const turn of history) {
    if (turn.role === 'user') {
      const fact = userFactIn(turn.text);
      if (fact && !state.userFacts.includes(fact)) state.userFacts.push(fact);
      userAsked = asksSomething(turn.text);
      if (userAsked) lastAsk = turn.text;
      state.userTime = readLine(turn.text).time ?? state.userTime;
      continue;
    }
    const stance = stanceAfter(turn.text, userAsked);
    if (!stance) continue;
    state.stance = stance;
    state.stanceLine = turn.text;
    if (stance === 'agreed') state.agreedTo = lastAsk;
  }
  return state;
}

/**
 * Stance changes with no cause in the user's line: a yes turned into a no or a maybe, or a no or a
 * maybe turned into a yes while the user asked nothing new. Used by the tests and the bench.
 */
export function stanceFlipsWithoutCause(history: readonly ChatTurn[]): { line: string; from: Stance; to: Stance }[] {
  const flips: { line: string; from: Stance; to: Stance }[] = [];
  let stance: Stance = 'open';
  let userAsked = false;
  for (const turn of history) {
    if (turn.role === 'user') {
      userAsked = asksSomething(turn.text);
      continue;
    }
    const next = stanceAfter(turn.text, userAsked);
    if (!next || next === stance) continue;
    const undone = stance === 'agreed' && (next === 'declined' || next === 'maybe') && !userAsked;
    const given = (stance === 'declined' || stance === 'maybe') && next === 'agreed' && !userAsked;
    if (undone || given) flips.push({ line: turn.text, from: stance, to: next });
    stance = next;
  }
  return flips;
}
