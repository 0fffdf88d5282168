import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { analyzeTurn, namedForLearned } from './evaluate';
import { createOfflinePracticeAi } from './offline-practice-ai';
import modelJson from './red-flag-model.json';
import { redFlagModel } from './red-flag-model';
import { findRedFlags, findRuleFlags, learnedReading } from './red-flags';
import { flagsNamedIn } from './red-flag-naming';

const ai = createOfflinePracticeAi();

// Fresh lines, in no labelled set, that the learned signal rates between its two thresholds (re-picked
// when a retraining moves them out of that band: x22's model reads the earlier pair over the main one).
const GUILT = 'Some of us stay late for this team, I guess.';
const PRESSURE = "I already told my manager you agreed, so it's settled.";

describe('red flags: the lower learned threshold for the kinds the failure condition names', () => {
  test('the model stores a second, lower threshold, chosen by cross-validation (bun scripts/train-red-flags.ts)', () => {
    expect(modelJson.namedThreshold).toBeGreaterThan(0.4);
    expect(modelJson.namedThreshold).toBeLessThan(modelJson.threshold);
    expect(redFlagModel().namedThreshold).toBe(modelJson.namedThreshold);
  });

  test('the lines sit between the two thresholds: no rule, flagged only where their kind is named', () => {
    const model = redFlagModel();
    for (const [line, kind] of [[GUILT, 'guilt'], [PRESSURE, 'pressure']] as const) {
      expect(findRuleFlags(line)).toEqual([]);
      const reading = learnedReading(line);
      expect(reading.kind).toBe(kind);
      expect(reading.risk).toBeGreaterThanOrEqual(model.namedThreshold);
      expect(reading.risk).toBeLessThan(model.threshold);
      expect(findRedFlags(line)).toEqual([]);
      expect(findRedFlags(line, new Set([kind])).map((f) => f.kind)).toEqual([kind]);
      expect(findRedFlags(line, new Set(['threat', 'insult']))).toEqual([]);
    }
  });

  test('"Ask for the raise" names guilt-tripping: the guilt line is rated risky, quoted, and the practice goes on', async () => {
    const details = await detailsForGoal('ask');
    expect(flagsNamedIn(details.failure_condition).has('guilt')).toBe(true);
    const run = await play(ai, details, ["Thanks for making time, I wanted to talk about my role.", GUILT]);
    const [first, second] = run.turns;
    expect(first?.evaluation.rating).not.toBe('risky');
    expect(second?.evaluation.rating).toBe('risky');
    expect(second?.evaluation.reason).toContain('guilt trip');
    const [cue] = findRedFlags(GUILT, new Set(['guilt']))[0]?.cues ?? [];
    expect(cue).toBeDefined();
    expect(second?.evaluation.reason).toContain(`“${cue}”`);
    // Learned flags make a line risky; only a rule meets a failure condition.
    expect(run.outcome).toBe('continue');
  });

  test('a practice whose condition does not name guilt reads the same line at the main threshold: not a red flag', async () => {
    const details = await detailsForGoal('resolve');
    expect(flagsNamedIn(details.failure_condition).has('guilt')).toBe(false);
    const run = await play(ai, details, [GUILT]);
    expect(run.turns[0]?.evaluation.rating).not.toBe('risky');
  });

  test('pressure named "after a not yet" is read at the lower threshold only after one', async () => {
    const details = await detailsForGoal('ask');
    expect(namedForLearned(details.failure_condition, false).has('pressure')).toBe(false);
    expect(namedForLearned(details.failure_condition, true).has('pressure')).toBe(true);
    const after = (character: string) =>
      analyzeTurn({ details, history: [{ role: 'assistant', text: character }, { role: 'user', text: PRESSURE }], progress: 30, mood: 'neutral' });
    expect(after('So, what did you want to discuss?').reading.moves.has('pressure')).toBe(false);
    const declined = after("No, not this quarter, I'm afraid.");
    expect(declined.reading.moves.has('pressure')).toBe(true);
    expect(declined.evaluation.rating).toBe('risky');
  });

  test('good lines in the same practices stay good', async () => {
    for (const goal of ['ask', 'repair', 'invite'] as const) {
      const details = await detailsForGoal(goal);
      const run = await play(ai, details, [
        'I care a lot about this and wanted to say it to you directly.',
        "I've taken on the onboarding this year and I'd like us to look at my pay.",
        'Whatever you decide, I appreciate you hearing me out.',
      ]);
      expect(run.turns.map((t) => t.evaluation.rating)).not.toContain('risky');
    }
  });
});
