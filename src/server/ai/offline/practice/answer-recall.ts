import type { Stance } from './dialogue';

/**
 * Questions about what was said earlier in the practice. "do you remember what I said I started?"
 * is answered from what the user told (the dialogue's remembered facts), never with a topic lookup
 * on "remember"; "what do you mean?" after the character's own hesitation or no explains it in the
 * terms of the stance they took, so the answer neither repeats nor changes it.
 */

const ASKS_RECALL = /\b(?:(?:do|did) (?:you|u) remember|what did i (?:just )?(?:say|tell you|mention)|what (?:was|is) (?:the thing )?i (?:just )?(?:said|told you|mentioned)|what did i (?:just )?(?:start|adopt|get|buy|join|take up))\b/;
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
