import { stanceOf } from '../../src/server/ai/offline/practice/dialogue';
import { contentOf, readQuestion, type UserQuestion } from '../../src/server/ai/offline/practice/question';

/**
 * Did the character's reply answer the user's question? Judged by what a reader would accept as
 * an answer of that kind, not by the engine's own tables: a place for "where", a time for "when",
 * a person for "who", a reason for "why", a yes or no for a yes/no question, a stance for an
 * invitation, and for "which/what X" the thing itself (its words, or a named place or thing).
 */
const PLACE = /\b(?:near|in|at|by|on|from|close to|next to|downtown|here|there|home|street|park|station|flat|city|town)\b/;
const TIME = /\b(?:january|february|march|april|june|july|august|september|october|november|december|ago|yesterday|today|tonight|tomorrow|week|weekend|month|year|years|night|morning|evening|friday|saturday|sunday|monday|tuesday|wednesday|thursday|\d|soon|later|always|usually|mostly|when)\b/;
const PERSON = /\b(?:friend|friends|roommate|sister|brother|mum|mom|dad|family|colleague|colleagues|team|partner|myself|alone|people|with|uni)\b/;
const REASON = /\b(?:i'm working|i've got|because|since|so|reason|just|honestly|makes me|clears my|recommended|had to)\b/;
const FEELING = /\b(?:good|great|fine|okay|ok|alright|busy|tired|amazing|fun|hard|rough|well|better|strange|fed up|stressed|happy|excited|lot|thanks)\b/;
const YES_NO = /^(?:yes|yeah|yep|sure|okay|ok|no|nah|nope|not|honestly|kind of|haha yeah|mm|maybe|definitely|of course|absolutely|i do|i don't|i have|i haven't|i'm not sure|never|always)\b/;

export function answers(question: UserQuestion, reply: string): boolean {
  const r = reply.toLowerCase().replace(/[“”"]/g, '').replace(/[’]/g, "'");
  const shares = question.words.some((w) => contentOf(r).includes(w));
  switch (question.kind) {
    case 'invite':
      return stanceOf(reply) !== null || /\b(?:sure|yes|maybe|another time|can't make it|we already said)\b/.test(r);
    case 'wellbeing':
      return FEELING.test(r);
    case 'where':
      return PLACE.test(r) || shares;
    case 'when':
      return TIME.test(r) || shares;
    case 'who':
      return PERSON.test(r) || shares;
    case 'why':
      return REASON.test(r) || shares;
    case 'how':
      return FEELING.test(r) || shares || (/^how (?:much|many)\b/i.test(question.sentence) && /\d/.test(r));
    case 'yesno':
      return YES_NO.test(r.replace(/^[^a-z]+/, '')) || shares;
    default:
      // A number answers "what salary / budget / figure".
      return shares || /\b[A-Z][a-z]+ [A-Z][a-z]+\b/.test(reply) || (/\b(?:salary|budget|number|figure|price|amount)\b/i.test(question.sentence) && /\d/.test(r));
  }
}

export interface ListeningCheck {
  asked: number;
  answered: number;
  misses: { line: string; reply: string }[];
}

/** Over played turns (user line, reply), the lines that ask something and whether each got its answer. */
export function checkAnswers(turns: readonly { line: string; reply: string; continued: boolean }[]): ListeningCheck {
  const out: ListeningCheck = { asked: 0, answered: 0, misses: [] };
  for (const t of turns) {
    const question = readQuestion(t.line);
    // A line that ended the practice gets the ending, not an answer.
    if (!question || !t.continued) continue;
    out.asked++;
    if (answers(question, t.reply)) out.answered++;
    else out.misses.push({ line: t.line, reply: t.reply });
  }
  return out;
}
