import type { Stance } from './dialogue';

/**
 * Questions about what was said earlier in the practice. "do you remember what I said I started?"
 * is answered from what the user told (the dialogue's remembered facts), never with a topic lookup
 * on "remember"; "what do you mean?" after the character's own hesitation or no explains it in the
 * terms of the stance they took, so the answer neither repeats nor changes it.
 */

/** "do you remember what I said…?", "…my…": what the user told; "do you remember our landlord?" is a shared past, their own memory. */
const ASKS_RECALL = /\b(?:(?:do|did) (?:you|u) remember (?:(?:what|which|when|where|how|the (?:thing|one)|that) )?(?:i|my)\b|what did i (?:just )?(?:say|tell you|mention)|what (?:was|is) (?:the thing )?i (?:just )?(?:said|told you|mentioned)|what did i (?:just )?(?:start|adopt|get|buy|join|take up))\b/;
const ASKS_MEANING = /^(?:wait,? |sorry,? |hm+,? )?what do (?:you|u) mean(?: by that)?$/;

export function recallAnswer(text: string, userFacts: readonly string[], work: boolean): string | null {
  const q = text.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  if (!ASKS_RECALL.test(q)) return null;
  const fact = userFacts.at(-1);
  if (!fact) return work ? 'I don’t think you mentioned it yet — tell me.' : 'hmm, I don’t think you said yet! tell me';
  return work ? `You mentioned the ${fact} — I remember.` : `the ${fact}! you told me earlier — how’s it going?`;
}

/** "what do you mean?" right after a maybe or a no: what the character meant by it. */
export function meaningAnswer(text: string, stance: Stance, work: boolean): string | null {
  const q = text.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  if (!ASKS_MEANING.test(q)) return null;
  if (stance === 'maybe') return work ? 'I mean I’m not ready to say yes yet — I’d need a bit more before I can commit.' : 'I just mean I’d like to get to know you a bit better first 🙂 no pressure either way';
  if (stance === 'declined') return work ? 'I mean it doesn’t work for me right now — nothing personal.' : 'just that it doesn’t work for me right now — it’s not you, honestly';
  return null;
}

/**
 * "sorry, what's the name of that place again?", "where was it you said you play?": a follow-up on
 * something the character said earlier in this practice is answered with what they said, not with
 * a new fact that could contradict it. A place is the named place of their earlier line (its
 * capitals kept); otherwise the earlier line that shares a content word with the question.
 */
const ASKS_AGAIN = /\b(?:again|you (?:just )?(?:said|mentioned|told me)|remind me)\b/;
const ASKS_PLACE = /\b(?:place|spot|venue|bar|pub|cafe|café|restaurant|gym|club|where|address)\b/;
const NAMED_PLACE = /\b(at|in|on) (the )?([A-Z][\p{L}'’]*(?: [A-Z][\p{L}'’]*){0,3})(, (?:that|the|a|an|just|right|near|by) [^.!?—,]{3,40})?/u;
/** A capitalised word inside a line (not its first word, not "I"). */
const PROPER_NAME = /(?<=\S\s+)(?!I\b)[A-Z][\p{L}'’]+/u;
const RECALL_FILLER = new Set(['again', 'said', 'say', 'mentioned', 'told', 'remind', 'sorry', 'name', 'called', 'what', 'whats', "what's", 'where', 'which', 'was', 'were', 'you', 'that', 'the', 'thing', 'one', 'it', 'is', 'me', 'tell']);

export function ownWordsAnswer(text: string, saidAsWritten: readonly string[], work: boolean): string | null {
  const q = text.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  if (!ASKS_AGAIN.test(q) || ASKS_RECALL.test(q) || !/^(?:\W*(?:sorry|wait|so|and|oh|ok|hey),? )*(?:what|whats|what's|where|which|who|when)\b/.test(q)) return null;
  const newestFirst = [...saidAsWritten].reverse();
  if (ASKS_PLACE.test(q)) {
    for (const line of newestFirst) {
      const m = NAMED_PLACE.exec(line);
      if (m) return work ? `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1)} ${m[2] ?? ''}${m[3]}${m[4] ?? ''} — that’s the one.` : `${m[1]} ${m[2] ?? ''}${m[3]}${m[4] ?? ''} — that’s the one 🙂`;
    }
  }
  const asked = (q.match(/[a-z']{4,}/g) ?? []).filter((w) => !RECALL_FILLER.has(w)).map((w) => w.slice(0, 5));
  if (asked.length === 0) return null;
  const shares = (text: string) => (text.toLowerCase().match(/[a-z']{4,}/g) ?? []).some((w) => asked.includes(w.slice(0, 5)));
  // "which…", "what's it called": the earlier line that named it (a capitalised name), else nothing to say again.
  const wantsName = /\b(?:which|name|called)\b/.test(q);
  const named = (text: string) => !wantsName || PROPER_NAME.test(text);
  const line = newestFirst.find((l) => shares(l) && named(l));
  // The clause of that line that holds the shared word (and the name, when one was asked), said again.
  const clause = line?.split(/(?<=[.!?])\s+|\s+—\s+/).find((c) => shares(c) && named(c)) ?? line?.split(/(?<=[.!?])\s+|\s+—\s+/).find((c) => named(c));
  if (!clause) return null;
  return work ? `Like I said: ${clause.replace(/[.!?]+$/, '')}.` : `${clause.replace(/[.!?]+$/, '')} — like I said 🙂`;
}
