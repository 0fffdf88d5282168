/**
 * Practice cards and carousels (SPEC §2, §9): at most 5 cards, 'See All' past that, 'Create
 * Practice' placeholders when there are few; card modes and their buttons; deleted and empty
 * plans. `cd src/client && bun test ./test/practice-cards.test.tsx`.
 */
import { afterEach, describe, expect, test } from 'bun:test';
import type { PracticePlan } from '../../shared/schemas/practice';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
afterEach(() => rtl?.cleanup());

async function render(node: (m: typeof import('../features/practice-lists/components/practice-carousel') & typeof import('../features/practice-lists/components/plan-card')) => React.ReactNode) {
  const harness = await import('./setup/practice-harness');
  const carousel = await import('../features/practice-lists/components/practice-carousel');
  const card = await import('../features/practice-lists/components/plan-card');
  rtl!.render(
    <harness.PracticeHarness handlers={{}} calls={[]}>
      {node({ ...carousel, ...card })}
    </harness.PracticeHarness>,
  );
}

async function plans(count: number, extra: Partial<PracticePlan> = {}): Promise<PracticePlan[]> {
  const { makePlan, makePractice } = await import('./setup/practice-harness');
  return Array.from({ length: count }, (_, i) => ({ ...makePlan([makePractice('in_progress')]), id: `plan-${i}`, name: `Plan ${i}`, ...extra }));
}

describe.skipIf(!hasDom)('practice cards (happy-dom)', () => {
  test("a carousel shows at most 5 cards and 'See All' when there are more", async () => {
    const items = await plans(7);
    await render((m) => <m.PracticeCarousel title="Ready to Practice" plans={items} total={7} mode="normal" seeAllTo="/all" testId="c" />);
    expect(rtl!.screen.getAllByTestId('plan-card')).toHaveLength(5);
    expect(rtl!.screen.getByTestId('carousel-see-all').textContent).toBe('See All');
    expect(rtl!.screen.queryByTestId('create-practice-card')).toBeNull();
  });

  test("few items: one or two 'Create Practice' cards, no 'See All'", async () => {
    const one = await plans(1);
    await render((m) => <m.PracticeCarousel title="T" plans={one} total={1} mode="normal" seeAllTo="/all" testId="c" />);
    expect(rtl!.screen.getAllByTestId('create-practice-card')).toHaveLength(1);
    expect(rtl!.screen.getByTestId('create-practice-card').textContent).toContain('Create Practice');
    expect(rtl!.screen.queryByTestId('carousel-see-all')).toBeNull();
    rtl!.cleanup();
    await render((m) => <m.PracticeCarousel title="T" plans={[]} total={0} mode="normal" seeAllTo="/all" testId="c" />);
    expect(rtl!.screen.getAllByTestId('create-practice-card')).toHaveLength(2);
  });

  test("practicing cards: 'Continue', or 'Retry' when failed; deleted and empty plans", async () => {
    const [running] = await plans(1, { status: 'in_progress' });
    const [failed] = await plans(1, { status: 'failed' });
    const [fresh] = await plans(1, { name: null, description: null, status: 'preparing' });
    await render((m) => (
      <>
        <m.PlanCard plan={running!} mode="practicing" />
        <m.PlanCard plan={failed!} mode="practicing" />
        <m.PlanCard plan={null} mode="practicing" />
        <m.PlanCard plan={fresh!} mode="normal" />
      </>
    ));
    const actions = rtl!.screen.getAllByTestId('plan-card-action').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(actions[0]![0]).toBe('Continue');
    expect(actions[1]![0]).toBe('Retry');
    expect(actions[1]![1]).toContain('displayMode=practicing');
    expect(rtl!.screen.getAllByTestId('plan-card-time')[0]!.textContent).toStartWith('Left at ');
    expect(rtl!.screen.getAllByTestId('plan-card-time')[1]!.textContent).toStartWith('Failed at ');
    expect(rtl!.screen.getByTestId('plan-card-deleted').textContent).toBe('This Practice has been deleted');
    const go = rtl!.screen.getByTestId('plan-card-go');
    expect(go.textContent).toBe("Let's Go");
    expect(rtl!.screen.getAllByTestId('plan-card-title').some((t) => t.textContent === 'Create a new practice')).toBe(true);
  });
});
