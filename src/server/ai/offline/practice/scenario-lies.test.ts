import { describe, expect, test } from 'bun:test';
import { SCENARIO_LIE_CASES, SCENARIO_LIE_CASES_B, type ScenarioLieCase } from '../../../../../tests/corpora/practice/scenario-lies';
import { play } from '../../../../../tests/helpers/practice-play';
import { judge, scoreScenarioLies } from '../../../../../tests/helpers/scenario-lies';
import type { PracticeDetails } from '../../../../db/schema/practice';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { failureCondition, type Person } from './plan-text';
import { capForRedFlags, decidedByRedFlag } from './red-flag-guard';
import { scenarioLie } from './scenario-lies';

/**
 * A claim the practice's own scenario contradicts is a lie the character can see: it fails the
 * practice when the failure condition names lying, and is risky otherwise; the reason quotes the
 * claim and names the stated detail. Anything the scenario does not state is unknown, never false.
 */

const ai = createOfflinePracticeAi();
const LUIS: Person = { role: 'boss', name: 'Luis', label: 'your manager', who: 'Luis', Who: 'Luis', obj: 'Luis', poss: "Luis's", pronouns: { subj: 'he', obj: 'him', poss: 'his' }, context: null, place: null };

const raise = (failure: string): PracticeDetails => ({
  title: 'Ask Luis for a raise',
  scenario: 'You have worked at Brightline for three years and earn £42,000. Your review with Luis is on 14 May, and the team budget for raises is 3%.',
  success_condition: 'Luis agrees to a concrete next step on your pay.',
  failure_condition: failure,
  you_will_learn: [],
  simulated_role: 'Luis, your manager',
});

describe('the scenario-lies sets', () => {
  for (const [name, cases] of [['A', SCENARIO_LIE_CASES], ['B', SCENARIO_LIE_CASES_B]] as const) {
    test(`set ${name}: at most 3% false alarms on the honest lines, and the lies it was developed on are caught`, () => {
      const score = scoreScenarioLies(cases);
      expect(score.alarms).toEqual([]);
      expect(score.falseAlarms).toBeLessThanOrEqual(Math.floor(score.honest * 0.03));
      expect(score.missed).toEqual([]);
    });
  }

  test('each caught lie is quoted and the stated detail it contradicts is named', () => {
    const lies: ScenarioLieCase[] = SCENARIO_LIE_CASES.filter((c) => c.lie);
    for (const c of lies) {
      const { reason } = judge(c);
      const quoted = /“([^”]+)”/.exec(reason)?.[1] ?? '';
      expect(c.line.replace(/[’]/g, "'")).toContain(quoted.replace(/…$/, ''));
      expect(reason).toMatch(c.stated as RegExp);
    }
  });
});

describe('a claim against the scenario', () => {
  const details = raise('');

  test('is read only for the same slot with another value', () => {
    expect(scenarioLie(details, 'I have been at Brightline for six years.')?.stated).toMatch(/three years/);
    expect(scenarioLie(details, 'I have been at Brightline for three years.')).toBeNull();
    expect(scenarioLie(details, 'I earn 42k right now.')).toBeNull();
    expect(scenarioLie(details, 'I earn £39,000 right now.')?.stated).toMatch(/£42,000/);
  });

  test('a replacement is another delivery than the one the scenario says arrived broken', () => {
    const vase = { title: 'Deal with a damaged order', scenario: 'Raj ordered a glass vase that arrived smashed on Monday.', simulated_role: 'Raj, a customer' };
    expect(scenarioLie(vase, 'The replacement has not arrived yet, I checked this morning.')).toBeNull();
    expect(scenarioLie(vase, 'The vase has not arrived yet, I checked this morning.')?.stated).toMatch(/arrived smashed/);
  });

  test('unknown is not false: what the scenario does not state, questions, asks and offers are never lies', () => {
    for (const line of ['I have a degree in economics.', 'I led the data migration in spring.', 'Is the budget still 5%?', 'I would like to move to £48,000.', 'If the budget were 5% could we do more?', 'My last review was in March and it went well.']) {
      expect(scenarioLie(details, line)).toBeNull();
    }
  });
});

describe('a whole raise practice', () => {
  const lines = ['Thanks for making time for this, Luis.', 'In my three years here I took over the reporting pipeline and cut the monthly close by two days.', 'Honestly, I have been here for five years and I am still on £42,000.'];

  test('ends on the lie when the failure condition names lying, quoting it and the stated detail', async () => {
    const played = await play(ai, raise(failureCondition('ask', LUIS)), lines);
    expect(played.outcome).toBe('failed');
    expect(played.endedAt).toBe(2);
    const last = played.turns.at(-1)?.evaluation;
    expect(last?.rating).toBe('risky');
    expect(last?.reason).toContain('“I have been here for five years”');
    expect(last?.reason).toMatch(/three years/);
    expect(last?.reason).toMatch(/failure condition/);
    for (const turn of played.turns.slice(0, 2)) expect(turn.evaluation.rating).not.toBe('risky');
  });

  test('is risky but goes on when the failure condition does not name lying', async () => {
    const played = await play(ai, raise('You threaten to quit or insult Luis.'), lines);
    expect(played.outcome).toBe('continue');
    const last = played.turns.at(-1)?.evaluation;
    expect(last?.rating).toBe('risky');
    expect(last?.reason).toMatch(/is a lie: this practice states “you have worked at Brightline for three years/);
  });

  test('an honest practice that restates the details is never called a lie', async () => {
    const honest = ['Thanks for making time for this, Luis.', 'I know the budget is 3% this year, and I earn £42,000 now.', 'In three years at Brightline I have run every quarterly close.', 'Could we agree a figure at my review on 14 May?'];
    const played = await play(ai, raise(failureCondition('ask', LUIS)), honest);
    expect(played.outcome).not.toBe('failed');
    for (const turn of played.turns) expect(turn.evaluation.reason).not.toMatch(/is a lie/);
  });
});

describe('the model path', () => {
  const req = (failure: string) => ({ details: raise(failure), history: [{ role: 'user' as const, text: 'I have been at Brightline for five years, you know.' }], progress: 30, mood: 'neutral' as const });

  test('a lie against the scenario is decided before the model when the failure condition names lying', () => {
    expect(decidedByRedFlag(req(failureCondition('ask', LUIS)))?.outcome).toBe('failed');
  });

  test("a model's 'great' for it is capped at risky with the offline reason", () => {
    const capped = capForRedFlags({ delta: 20, progress: 50, rating: 'great', reason: 'Nice.', outcome: 'continue', mood: 'warm', characterEnds: false, failureReason: null }, req('You insult Luis.'));
    expect(capped.rating).toBe('risky');
    expect(capped.reason).toMatch(/three years/);
  });
});
