import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { findRedFlags, findRuleFlags } from './red-flags';

/**
 * Whole practices: a red flag the learned signal alone raises makes the line risky (rating, progress,
 * a reason that quotes it) but never ends the practice by itself; a rule flag still does.
 */

const ai = createOfflinePracticeAi();
const signal = () => new AbortController().signal;

// A threat no rule reads (the learned signal flags it), and one the rules read.
const LEARNED_THREAT = "Pay me what I'm worth or watch me walk straight to your competitor.";
const RULE_THREAT = "If I don't get 20% more I'll just quit.";
const OPENING = 'Thanks for making time for this.';
const EVIDENCE = 'I led the migration last quarter and cut our costs by 20%.';

describe('a learned-only red flag is risky, not fatal', () => {
  test('the lines are what the test says: one learned-only, one rule flag', () => {
    expect(findRuleFlags(LEARNED_THREAT)).toEqual([]);
    expect(findRedFlags(LEARNED_THREAT).map((f) => f.kind)).toEqual(['threat']);
    expect(findRuleFlags(RULE_THREAT).map((f) => f.kind)).toEqual(['threat']);
  });

  test('raise practice: the learned threat lowers the rating and progress, the practice continues and can still be played', async () => {
    const details = await detailsForGoal('ask');
    const run = await play(ai, details, [OPENING, EVIDENCE, LEARNED_THREAT, 'Could we look at a 10% raise from next month?']);
    const flagged = run.turns[2]!;
    expect(flagged.evaluation).toMatchObject({ rating: 'risky', outcome: 'continue', characterEnds: false, failureReason: null });
    expect(flagged.evaluation.delta).toBeLessThan(0);
    expect(flagged.evaluation.reason).toContain(`“${LEARNED_THREAT}”`);
    expect(flagged.evaluation.reason).toMatch(/could come across as a threat/);
    expect(run.turns).toHaveLength(4);
    expect(run.turns[3]!.evaluation.outcome).not.toBe('failed');
  });

  test('three learned-only risky lines do not reach the three-risky-lines failure', async () => {
    const details = await detailsForGoal('ask');
    const run = await play(ai, details, [LEARNED_THREAT, LEARNED_THREAT, LEARNED_THREAT]);
    expect(run.turns.map((t) => t.evaluation.rating)).toEqual(['risky', 'risky', 'risky']);
    expect(run.outcome).toBe('continue');
  });

  test('a rule-flagged threat still ends the same practice at once, quoting the failure condition', async () => {
    const details = await detailsForGoal('ask');
    const run = await play(ai, details, [OPENING, EVIDENCE, RULE_THREAT, 'Could we look at a 10% raise from next month?']);
    expect(run.outcome).toBe('failed');
    expect(run.endedAt).toBe(2);
    expect(run.turns[2]!.evaluation).toMatchObject({ rating: 'risky', characterEnds: true });
    expect(run.turns[2]!.evaluation.reason).toContain("failure condition");
  });

  test('the report never praises the learned-only risky line', async () => {
    const details = await detailsForGoal('ask');
    const run = await play(ai, details, [OPENING, EVIDENCE, LEARNED_THREAT]);
    const report = await ai.buildReport({ details, history: run.history, scoredLines: run.scoredLines, outcome: 'failed', endType: 'manual' }, signal());
    expect(report.good_response.map((g) => g.your_response)).not.toContain(LEARNED_THREAT);
    expect(report.takeaway.find((t) => t.title === 'Keep doing this')?.content ?? '').not.toContain(LEARNED_THREAT);
  });
});
