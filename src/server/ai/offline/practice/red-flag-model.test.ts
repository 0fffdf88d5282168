import { describe, expect, test } from 'bun:test';
import { asLearning, LEARNING_OPTIONS } from '../../../../../tests/helpers/red-flag-learning';
import { BLIND_WRITER_SETS, RED_FLAG_SETS } from '../../../../../tests/helpers/red-flag-sets';
import { DEV_G23_GOOD } from '../../../../../tests/corpora/practice/dev-good-g23';
import { DEV_G24_GOOD } from '../../../../../tests/corpora/practice/dev-good-g24';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { nearDuplicates } from '../../../../../tests/helpers/near-duplicates';
import { HELD_OUT_V9_FLAGS, HELD_OUT_V9_GOOD } from '../../../../../tests/corpora/practice/held-out-v9';
import { HELD_OUT_V10_FLAGS, HELD_OUT_V10_GOOD } from '../../../../../tests/corpora/practice/held-out-v10';
import { HELD_OUT_V11_FLAGS, HELD_OUT_V11_GOOD } from '../../../../../tests/corpora/practice/held-out-v11';
import { HELD_OUT_V12_FLAGS, HELD_OUT_V12_GOOD } from '../../../../../tests/corpora/practice/held-out-v12';
import { HELD_OUT_V13_FLAGS, HELD_OUT_V13_GOOD } from '../../../../../tests/corpora/practice/held-out-v13';
import { HELD_OUT_V14_FLAGS, HELD_OUT_V14_GOOD } from '../../../../../tests/corpora/practice/held-out-v14';
import { evaluateOffline } from './evaluate';
import { learningHash, serializeRedFlagModel, trainRedFlags } from './red-flag-learn';
import modelJson from './red-flag-model.json';
import { redFlagModel } from './red-flag-model';
import { canonical, findRedFlags, findRuleFlags } from './red-flags';

// Fresh lines, in no labelled set: a threat the rules do not read, and good lines with its words.
const LEARNED_THREAT = "Pay me what I'm worth or watch me walk straight to your competitor.";

describe('red flags: the learned signal', () => {
  test('the committed model was trained on the current sets and features (else: bun scripts/train-red-flags.ts)', () => {
    const lines = RED_FLAG_SETS.map(asLearning);
    expect(modelJson.hash).toBe(learningHash(lines, LEARNING_OPTIONS));
    expect(modelJson.threshold).toBeGreaterThan(0.5);
    expect(modelJson.threshold).toBeLessThan(1);
    // Features of 7,300 lines: ~3 s alone, over bun's 5 s default on the loaded shared machine.
  }, 20_000);

  test('it trains on the standard sets and the blind sets moved in, and nothing else (a new set is added here on purpose)', () => {
    const names = [...new Set(RED_FLAG_SETS.map((l) => l.set))];
    expect(names).toEqual(['main', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'w1', 'w2', 'w3', 'advisor', 'lead', 's14', 's15', 's16', 's17', 's18', 's19', 's20', 's21', 's22']);
    for (const w of BLIND_WRITER_SETS) expect([w.lines.filter((l) => l.kind !== null).length, w.lines.filter((l) => l.kind === null).length]).toEqual([50, 64]);
    // One s18 flag near-copies a v12 line: it stays out of training (red-flag-sets.ts NEVER_TRAINED).
    expect(BLIND_WRITER_SETS.map((w) => w.lines.length - w.training.length)).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
  });

  test('the training lines written for the model copy no other line, and no training line leaks v9–v14 (never trained on) or the dev good sets g23, g24 (false plays are read on them)', () => {
    const practice = RED_FLAG_SETS.filter((l) => l.set !== 'advisor');
    const trainingSets = new Set(['w1', 'w2', 'w3']);
    const written = practice.filter((l) => trainingSets.has(l.set)).map((l) => l.text);
    const blind = new Set(BLIND_WRITER_SETS.map((w) => w.name));
    const earlier = practice.filter((l) => !trainingSets.has(l.set) && !blind.has(l.set)).map((l) => l.text);
    expect(written.length).toBeGreaterThanOrEqual(1000);
    expect(nearDuplicates(written)).toEqual([]);
    expect(nearDuplicates(written, earlier)).toEqual([]);
    // Counted, never printed: the blind sets' lines are training lines now, but nobody reads them.
    expect(nearDuplicates(written, practice.filter((l) => blind.has(l.set)).map((l) => l.text)).length).toBe(0);
    const unseen = [...HELD_OUT_V9_FLAGS, ...HELD_OUT_V10_FLAGS, ...HELD_OUT_V11_FLAGS, ...HELD_OUT_V12_FLAGS, ...HELD_OUT_V13_FLAGS, ...HELD_OUT_V14_FLAGS]
      .map((l) => l.text)
      .concat(HELD_OUT_V9_GOOD, HELD_OUT_V10_GOOD, HELD_OUT_V11_GOOD, HELD_OUT_V12_GOOD, HELD_OUT_V13_GOOD, HELD_OUT_V14_GOOD);
    expect(nearDuplicates(practice.map((l) => l.text), unseen).length).toBe(0);
    // The standard sets share a few lines with g23/g24 (5, older); the blind sets none.
    expect(nearDuplicates(practice.filter((l) => blind.has(l.set)).map((l) => l.text), [...DEV_G23_GOOD, ...DEV_G24_GOOD]).length).toBe(0);
    // The check itself: a line with one word changed is caught.
    expect(nearDuplicates(['Give me the raise today or I walk out.'], ['Give me the raise now or I walk out.'])).toHaveLength(1);
  });

  test('training is deterministic: the same lines give the same model', () => {
    const sample = RED_FLAG_SETS.filter((_, n) => n % 9 === 0).map(asLearning);
    const a = serializeRedFlagModel(trainRedFlags(sample, 0.7, { epochs: 3 }), 'x');
    const b = serializeRedFlagModel(trainRedFlags(sample, 0.7, { epochs: 3 }), 'x');
    expect(a).toEqual(b);
  });

  test('a threat no rule reads is flagged by the learned signal, with its kind and the words that weighed most', () => {
    expect(findRuleFlags(LEARNED_THREAT)).toEqual([]);
    const [flag] = findRedFlags(LEARNED_THREAT);
    expect(flag?.kind).toBe('threat');
    expect(flag?.quote).toBe(LEARNED_THREAT);
    expect(flag?.cues?.length).toBeGreaterThan(0);
    for (const cue of flag?.cues ?? []) expect(canonical(LEARNED_THREAT)).toContain(cue);
  });

  test('its catch makes the line risky but does not fail the raise practice; the reason quotes the line and its weightiest words', async () => {
    const details = await detailsForGoal('ask');
    const e = evaluateOffline({ details, history: [{ role: 'assistant', text: 'What did you want to discuss?' }, { role: 'user', text: LEARNED_THREAT }], progress: 30, mood: 'neutral' });
    expect(e.rating).toBe('risky');
    expect(e.outcome).toBe('continue');
    expect(e.characterEnds).toBe(false);
    expect(e.progress).toBeLessThan(30);
    expect(e.reason).toContain(`“${LEARNED_THREAT}”`);
    const [cue] = findRedFlags(LEARNED_THREAT)[0]?.cues ?? [];
    expect(e.reason).toContain(`“${cue}”`);
    expect(e.reason).toMatch(/could come across as a threat/);
  });

  test('innocent lines with the same words are not flagged', () => {
    for (const text of ["I'm worth more than my current pay and I'd like to show you why.", 'My competitor offered me a walk-through of their tool, it was interesting.', 'Could you walk me through how raises are decided?']) {
      expect(findRedFlags(text)).toEqual([]);
    }
  });

  test('a line without a flag scores below the threshold, a rule line never gets a second, learned flag', () => {
    expect(redFlagModel().read(canonical('Thanks for meeting me, I wanted to talk about my pay.')).risk).toBeLessThan(redFlagModel().threshold);
    const ruled = findRedFlags("If I don't get 20% more I'll just quit");
    expect(ruled.map((f) => f.kind)).toEqual(['threat']);
    expect(ruled[0]?.cues).toBeUndefined();
  });

  test('a plain question to them is no learned insult (the hire practice question); a rhetorical jab still can be', async () => {
    const question = 'Why are you leaving your current job?';
    expect(redFlagModel().read(canonical(question)).kind).toBe('insult'); // what the model alone would say
    expect(findRedFlags(question)).toEqual([]);
    const details = await detailsForGoal('hire');
    const e = evaluateOffline({ details, history: [{ role: 'assistant', text: 'Hi, thanks for having me.' }, { role: 'user', text: question }], progress: 20, mood: 'neutral' });
    expect(e.rating).not.toBe('risky');
    expect(e.outcome).toBe('continue');
    expect(findRuleFlags('Why are you even here?')).toEqual([]);
    expect(findRedFlags('Why are you even here?').map((f) => f.kind)).toEqual(['insult']);
  });

  test('a line with nothing sexual or bodily in it is never a learned crude flag; a crude one the rules miss still is', () => {
    for (const compliment of ['You look lovely tonight.', 'You look really nice tonight, I had a great time', 'Honestly you made my whole evening lovely']) {
      expect(findRedFlags(compliment)).toEqual([]);
    }
    const crude = 'ur lips look so kissable rn';
    expect(findRuleFlags(crude)).toEqual([]);
    expect(findRedFlags(crude).map((f) => f.kind)).toEqual(['crude']);
  });
});
