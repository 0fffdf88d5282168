import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { analyzeTurn, namedForLearned } from './evaluate';
import { createOfflinePracticeAi } from './offline-practice-ai';
import modelJson from './red-flag-model.json';
import { redFlagModel } from './red-flag-model';
import { findRedFlags, findRuleFlags, learnedReading, type RedFlagKind } from './red-flags';
import { RED_FLAG_SETS } from '../../../../../tests/helpers/red-flag-sets';
import { nearDuplicates } from '../../../../../tests/helpers/near-duplicates';
import { flagsNamedIn } from './red-flag-naming';

const ai = createOfflinePracticeAi();

/**
 * Fresh lines, in no labelled set, that a learned signal might rate anywhere from well below its
 * named-kind threshold to well above its main one. The tests read the lines the committed model puts
 * between its two thresholds, with their kind and no rule flag, and check each: a retraining moves
 * which lines those are, not what is checked (x23: a fixed pair left the band at every retrain).
 * When none of a kind falls in the band, write more lines here near the band's edges.
 */
const GUILT_POOL = [
  'Some of us stay late for this team, I guess.',
  'Some of us stay late for this team, I suppose.',
  "I've covered three people's work since spring, I suppose.",
  "I've covered three people's work since spring, you know.",
  'I worked the whole bank holiday weekend, you know.',
  'Some people get to leave at five, I guess.',
  'Not everyone works through their holidays, I suppose.',
  "I missed my sister's birthday for that release, I guess.",
  'Not everyone cancels their holiday for a deadline, I guess.',
  "Funny how I'm the one still here at eight, I guess.",
  'Some of us never take a lunch break here, I guess.',
  'Some of us stayed every Friday this quarter, I guess.',
  'Somebody has to keep this place running, I guess.',
  'Some of us answer emails at midnight, I guess.',
  'I gave up my weekends for this place, just saying.',
  "I've picked up the slack every time someone left, I suppose.",
];
const PRESSURE_POOL = [
  "I already told my manager you agreed, so it's settled.",
  "I already told them you were fine with it, so it's settled.",
  'I already let the client know you agreed.',
  "I already told her you'd cover my shift.",
  'I already told my manager you agreed.',
  "I said yes on your behalf, so it's settled.",
  "I already said you'd do it, so that's that.",
  "Mum already thinks you agreed, so it's settled.",
  "I've already told the others you're in.",
  'I already told my manager you agreed, so yeah.',
  "I already accepted for you, it's settled.",
  "I told everyone you said yes, so it's settled.",
  "I already said we'd take it, so that's decided.",
  "I've told the landlord you agreed to split it.",
  'I went ahead and told them you agreed.',
];

/** The pool's lines the committed model reads as `kind` between its two thresholds, no rule reading them. */
function inNamedBand(pool: readonly string[], kind: RedFlagKind): string[] {
  const model = redFlagModel();
  return pool.filter((line) => {
    const reading = learnedReading(line);
    return findRuleFlags(line).length === 0 && reading.kind === kind && reading.risk >= model.namedThreshold && reading.risk < model.threshold;
  });
}

const GUILT = inNamedBand(GUILT_POOL, 'guilt');
const PRESSURE = inNamedBand(PRESSURE_POOL, 'pressure');

describe('red flags: the lower learned threshold for the kinds the failure condition names', () => {
  test('the model stores a second, lower threshold, chosen by cross-validation (bun scripts/train-red-flags.ts)', () => {
    expect(modelJson.namedThreshold).toBeGreaterThan(0.4);
    expect(modelJson.namedThreshold).toBeLessThan(modelJson.threshold);
    expect(redFlagModel().namedThreshold).toBe(modelJson.namedThreshold);
  });

  test('the pools are fresh lines: none near-copies a labelled line (counted only)', () => {
    expect(nearDuplicates([...GUILT_POOL, ...PRESSURE_POOL], RED_FLAG_SETS.map((l) => l.text)).length).toBe(0);
  });

  test('some lines of each pool sit between the two thresholds: no rule, flagged only where their kind is named', () => {
    expect(GUILT.length).toBeGreaterThan(0);
    expect(PRESSURE.length).toBeGreaterThan(0);
    for (const [lines, kind] of [[GUILT, 'guilt'], [PRESSURE, 'pressure']] as const) {
      for (const line of lines) {
        expect(findRedFlags(line)).toEqual([]);
        expect(findRedFlags(line, new Set([kind])).map((f) => f.kind)).toEqual([kind]);
        expect(findRedFlags(line, new Set(['threat', 'insult']))).toEqual([]);
      }
    }
  });

  test('"Ask for the raise" names guilt-tripping: each guilt line is rated risky, quoted, and the practice goes on', async () => {
    const details = await detailsForGoal('ask');
    expect(flagsNamedIn(details.failure_condition).has('guilt')).toBe(true);
    for (const line of GUILT) {
      const run = await play(ai, details, ["Thanks for making time, I wanted to talk about my role.", line]);
      const [first, second] = run.turns;
      expect(first?.evaluation.rating).not.toBe('risky');
      expect(second?.evaluation.rating).toBe('risky');
      expect(second?.evaluation.reason).toContain('guilt trip');
      const [cue] = findRedFlags(line, new Set(['guilt']))[0]?.cues ?? [];
      expect(cue).toBeDefined();
      expect(second?.evaluation.reason).toContain(`“${cue}”`);
      // Learned flags make a line risky; only a rule meets a failure condition.
      expect(run.outcome).toBe('continue');
    }
  });

  test('a practice whose condition does not name guilt reads the same lines at the main threshold: not a red flag', async () => {
    const details = await detailsForGoal('resolve');
    expect(flagsNamedIn(details.failure_condition).has('guilt')).toBe(false);
    for (const line of GUILT) {
      const run = await play(ai, details, [line]);
      expect(run.turns[0]?.evaluation.rating).not.toBe('risky');
    }
  });

  test('pressure named "after a not yet" is read at the lower threshold only after one', async () => {
    const details = await detailsForGoal('ask');
    expect(namedForLearned(details.failure_condition, false).has('pressure')).toBe(false);
    expect(namedForLearned(details.failure_condition, true).has('pressure')).toBe(true);
    for (const line of PRESSURE) {
      const after = (character: string) =>
        analyzeTurn({ details, history: [{ role: 'assistant', text: character }, { role: 'user', text: line }], progress: 30, mood: 'neutral' });
      expect(after('So, what did you want to discuss?').reading.moves.has('pressure')).toBe(false);
      const declined = after("No, not this quarter, I'm afraid.");
      expect(declined.reading.moves.has('pressure')).toBe(true);
      expect(declined.evaluation.rating).toBe('risky');
    }
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
