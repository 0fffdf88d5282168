import type { EvaluationRequest } from '../practice-ai';
import { clipText, wrapData } from './data-blocks';
import { PRACTICE_DATA_RULES, detailsBlock, transcriptBlock } from './practice-shared';
import type { PromptMessage } from './types';

/** The live evaluator: scores the user's latest line against the practice's goal. */

export const EVALUATION_SHAPE =
  '{"moves": string[], "delta": integer, "rating": "great"|"ok"|"risky", "reason": string, "outcome": "continue"|"succeed"|"failed", "mood": "warm"|"open"|"neutral"|"guarded"|"cold"|"hurt"|"delighted", "character_ends": boolean, "failure_reason": string|null}';

export const EVALUATION_RULES = `You score one line in a roleplay practice: the user's LATEST message, given the whole chat, against the practice's success and failure conditions.

- "moves": what the line does, from: asks_question, listens_reflects, shares_personal, compliments, humour, apologises, takes_responsibility, concrete_invitation, vague_invitation, specific_request, gives_evidence, offers_remedy, proposes_plan, pressures, repeats_after_no, guilt_trips, blames, insults, contempt, crude, threatens, dismisses, too_intense, off_topic, low_effort.
- "delta": change of progress toward the success condition, from -100 to 100. Good lines that build rapport: +10 to +35. A half-step (a vague invitation, a request without specifics): +0 to +10. Low effort or off topic: -5 to -10. Risky lines (pressure, guilt trips, blame, dismissing): -20 to -40.
- "outcome": "succeed" ONLY when this line meets the success condition (the closing move made well, with enough rapport built before it); "failed" when this line meets the failure condition (e.g. a threat or ultimatum such as “if I don’t get X I’ll quit”, an insult, contempt, crude remarks, a guilt trip, a lie, pushing after a no, or the third risky line); otherwise "continue". Most lines are "continue". A practice is usually won in about 3–6 good lines and lost in 1–2 bad ones.
- "rating": "great" for a line that clearly moves toward the goal, "ok" for neutral or small steps, "risky" for a line that hurts the conversation.
- "reason": ONE short sentence addressed to the user ("you"), naming what they did, e.g. "You asked about her weekend — it shows real interest."
- "mood": how the simulated person feels after this line.
- "character_ends": true only when outcome is "failed".
- "failure_reason": with outcome "failed", one sentence on why (shown later on the plan); otherwise null.
- A line about self-harm, someone in danger or abuse is not part of the game: outcome "continue", delta 0, rating "ok", the mood unchanged, and a reason that gently points to the local emergency number or a free crisis line (findahelpline.com).

Answer with JSON only, in this shape: ${EVALUATION_SHAPE}`;

export function buildEvaluationMessages(req: EvaluationRequest): PromptMessage[] {
  const latest = [...req.history].reverse().find((t) => t.role === 'user')?.text ?? '';
  const state = `## Where things stand\n- Progress before this line: ${Math.round(req.progress)} / 100\n- The person's mood before this line: ${req.mood}`;
  return [
    { role: 'system', content: `${EVALUATION_RULES}\n\n${PRACTICE_DATA_RULES}` },
    {
      role: 'user',
      content: `${detailsBlock(req.details)}\n\n${state}\n\n## The chat (User = the person practising, Character = the simulated person)\n${transcriptBlock(req.history, { user: 'User', assistant: 'Character' })}\n\n## The line to score\n${wrapData('user_message', clipText(latest, 4000))}`,
    },
  ];
}
