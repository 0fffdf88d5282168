import type { PracticeDetails } from '../../../../db/schema/practice';
import type { SimulatorSummaryRequest } from '../../practice-ai';
import { clip } from '../text-utils';
import { GOAL_RULES, goalFromDetails } from './goals';
import { readLine } from './moves';
import { missingText } from './reasons';
import { replay, replayScores } from './replay';
import { goodInsight, worstMove } from './report';
import { BAD_INSIGHTS, MODEL_LINES, betterLine } from './report-texts';
import { readProfile } from './roles';

/**
 * The advisor's hand-back after a simulation in an advisor chat: what went well (quoted), what to
 * try next, and one message the user could send for real.
 */

/** A simulator has no plan: the persona text stands in for the details. */
function detailsFor(persona: string): PracticeDetails {
  return { title: '', scenario: persona, success_condition: '', failure_condition: '', you_will_learn: [], simulated_role: persona };
}

export function simulatorSummary(req: SimulatorSummaryRequest): string {
  const details = detailsFor(req.persona);
  const p = readProfile(details, req.persona);
  const goal = goalFromDetails(details);
  const analyses = replay(details, req.history);
  const scored = replayScores(details, req.history);
  const model = MODEL_LINES[goal](p);
  if (scored.length === 0) {
    return `You didn't get to say much in this simulation — that's okay, starting is the hardest part.\n\n**What to try next:** open with a question about ${p.name ?? p.pronouns.obj} or something you share, and keep your messages short and warm.\n\n**A message you could send:** “${model}”`;
  }
  const reachedAt = analyses.findIndex((a) => a.verdict.kind === 'succeed');
  const best = scored
    .map((line, i) => ({ line, i }))
    .filter(({ line, i }) => line.rating !== 'risky' && (line.delta > 0 || i === reachedAt))
    .sort((a, b) => Number(b.i === reachedAt) - Number(a.i === reachedAt) || b.line.delta - a.line.delta)[0];
  const worst = scored.filter((s) => s.rating === 'risky' || s.delta < 0 || worstMove(goal, s.text) !== null).sort((a, b) => a.delta - b.delta)[0];
  const readings = scored.map((s) => readLine(s.text));
  const missing = GOAL_RULES[goal].requires.find((g) => !g.some((m) => readings.some((r) => r.moves.has(m))));

  const lower = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  const wentWell = best
    ? `**What went well:** “${clip(best.line.text, 160)}” — ${lower(goodInsight(goal, p, best.line, best.i === reachedAt))}`
    : `**What went well:** you stayed in the conversation with ${p.who} and kept replying — that's the base everything else builds on.`;

  let tryNext: string;
  let suggestion = model;
  if (worst) {
    const move = worstMove(goal, worst.text);
    suggestion = betterLine(move, goal, p, null);
    tryNext = `**What to try next:** “${clip(worst.text, 120)}” didn't land — ${lower((move && BAD_INSIGHTS[move]?.(p)) ?? worst.reason)}`;
  } else if (reachedAt >= 0) {
    tryNext = `**What to try next:** you got there without a single risky line. Now try the real conversation — or practise it again in fewer messages.`;
  } else if (missing) {
    tryNext = `**What to try next:** ${missingText(missing, p)} — that's the piece the conversation was still missing.`;
  } else {
    tryNext = `**What to try next:** you had the pieces in place — next time, move toward the goal a little sooner.`;
  }
  return `Nice work practising with ${p.who}. Here's how it went.\n\n${wentWell}\n\n${tryNext}\n\n**A message you could send next:** “${suggestion}”`;
}
