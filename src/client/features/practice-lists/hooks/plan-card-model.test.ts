import { describe, expect, test } from 'bun:test';
import type { PracticePlan } from '../../../../shared/schemas/practice';
import { cardModel, cardTime, carouselSlots } from './plan-card-model';

const NOW = new Date(2030, 5, 15, 18, 0);
const at = (h: number, m = 0) => new Date(2030, 5, 15, h, m).toISOString();

function plan(extra: Partial<PracticePlan> = {}): PracticePlan {
  return {
    id: 'plan-1',
    name: 'Asking my crush out',
    description: 'Rehearse the ask',
    status: 'in_progress',
    is_succeed: false,
    failure_reason: null,
    first_succeed_time: null,
    coach: { session: { id: 'coach', name: null } },
    practices: [],
    created_at: at(9),
    updated_at: at(10, 5),
    ...extra,
  };
}

const practice = (id: string, status: PracticePlan['practices'][number]['status'], updated: string) =>
  ({ id, status, updated_at: updated }) as PracticePlan['practices'][number];

describe('practice card texts (SPEC §2)', () => {
  test('normal shows the updated time; practicing: Left at / Failed at / Completed at; completed: first_succeed_time', () => {
    expect(cardTime(plan(), 'normal', NOW)).toBe('Today, 10:05 AM');
    expect(cardTime(plan(), 'practicing', NOW)).toBe('Left at Today, 10:05 AM');
    expect(cardTime(plan({ status: 'failed' }), 'practicing', NOW)).toBe('Failed at Today, 10:05 AM');
    expect(cardTime(plan({ status: 'succeed', first_succeed_time: at(9, 30) }), 'practicing', NOW)).toBe('Completed at Today, 9:30 AM');
    expect(cardTime(plan({ status: 'failed', first_succeed_time: at(8) }), 'completed', NOW)).toBe('Completed at Today, 8:00 AM');
  });

  test("practicing cards offer 'Continue', or 'Retry' (practicing mode) when failed", () => {
    const running = cardModel(plan({ practices: [practice('a', 'in_progress', at(10))] }), 'practicing', NOW);
    expect(running.kind === 'plan' && running.button).toEqual({
      label: 'Continue',
      href: '/chat/practice-plan/plan-1/a?source=your_practice&skipPlan=true',
    });
    const failed = cardModel(plan({ status: 'failed', practices: [practice('a', 'failed', at(9)), practice('b', 'failed', at(11))] }), 'practicing', NOW);
    expect(failed.kind === 'plan' && failed.button).toEqual({
      label: 'Retry',
      href: '/chat/practice-plan/plan-1/b?source=your_practice&skipPlan=true&displayMode=practicing',
    });
    const normal = cardModel(plan(), 'normal', NOW);
    expect(normal.kind === 'plan' && normal.button).toBeNull();
  });

  test("a deleted plan, and one with neither name nor description ('Create a new practice' / 'Let's Go')", () => {
    expect(cardModel(null, 'normal')).toEqual({ kind: 'deleted', text: 'This Practice has been deleted' });
    expect(cardModel(plan({ status: 'deleted' }), 'practicing').kind).toBe('deleted');
    expect(cardModel(plan({ name: null, description: null, status: 'preparing' }), 'normal')).toEqual({
      kind: 'new',
      title: 'Create a new practice',
      button: "Let's Go",
      href: '/chat/practice-plan/plan-1?source=your_practice',
    });
  });
});

test('carousel: at most 5, two placeholders when empty, one for a single item, See All past 5', () => {
  expect(carouselSlots([], 5)).toEqual({ shown: [], placeholders: 2, seeAll: false });
  expect(carouselSlots([1], 5)).toEqual({ shown: [1], placeholders: 1, seeAll: false });
  expect(carouselSlots([1, 2], 5)).toEqual({ shown: [1, 2], placeholders: 0, seeAll: false });
  expect(carouselSlots([1, 2, 3, 4, 5, 6], 5)).toEqual({ shown: [1, 2, 3, 4, 5], placeholders: 0, seeAll: true });
});
