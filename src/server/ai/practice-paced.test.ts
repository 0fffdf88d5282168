import { describe, expect, test } from 'bun:test';
import { createOfflinePracticeAi } from './offline/practice/offline-practice-ai';
import { withPracticePacing } from './practice-paced';

describe('practice pacing', () => {
  test('passes every chunk through in order, plan events included', async () => {
    const raw = createOfflinePracticeAi();
    const paced = withPracticePacing(raw, 1);
    const req = { history: [{ role: 'user' as const, text: 'a job interview' }], memory: [], currentPlan: null };
    const collect = async (ai: typeof raw) => {
      const out: unknown[] = [];
      for await (const c of ai.streamCoach(req, new AbortController().signal)) out.push(c);
      return out;
    };
    expect(await collect(paced)).toEqual(await collect(raw));
    expect(paced.kind).toBe('offline');
    expect(paced.initialMood?.({ title: '', scenario: '', success_condition: '', failure_condition: '', you_will_learn: [], simulated_role: 'The customer' })).toBe('cold');
  });

  test('stops when the signal aborts', async () => {
    const paced = withPracticePacing(createOfflinePracticeAi(), 5);
    const controller = new AbortController();
    const seen: unknown[] = [];
    for await (const c of paced.streamSimulatorSummary({ persona: 'Your Ex', history: [] }, controller.signal)) {
      seen.push(c);
      if (seen.length === 2) controller.abort();
    }
    expect(seen).toHaveLength(2);
  });
});
