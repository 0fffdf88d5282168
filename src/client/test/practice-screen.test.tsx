/**
 * The practice screen's coach side (SPEC §2, §4): the coach greets first, `practice_plan_updating`
 * shows 'Creating Your Roleplay Practice', `practice_plan_updated` replaces the plan and opens its
 * first practice; a plan URL opens its default practice. `cd src/client && bun test ./test/practice-screen.test.tsx`.
 */
import { afterEach, describe, expect, test } from 'bun:test';
import type { PracticeChatPanelProps, PracticeChatPlugins } from '../features/practice/hooks/chat-panel';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
afterEach(() => rtl?.cleanup());

const panels = new Map<string, PracticeChatPlugins>();
function FakeChat({ sessionId, plugins }: PracticeChatPanelProps) {
  panels.set(sessionId, plugins);
  return <div data-testid="fake-chat" data-session-id={sessionId} />;
}

async function renderScreen(plan: import('../../shared/schemas/practice').PracticePlan, path: string, practiceId?: string) {
  const harness = await import('./setup/practice-harness');
  const { PracticeScreen } = await import('../features/practice/components/practice-screen');
  const calls: Array<[string, unknown]> = [];
  rtl!.render(
    <harness.PracticeHarness
      path={path}
      calls={calls}
      handlers={{
        'practice.get': () => plan,
        'chat.messages': () => ({ items: [] }),
        'practice.welcome': () => ({ sessionId: harness.COACH_ID, messageId: 'w' }),
      }}
    >
      <PracticeScreen planId={plan.id} practiceId={practiceId} extra={undefined} search={{ source: 'test' }} ChatPanel={FakeChat} ready />
    </harness.PracticeHarness>,
  );
  return { calls, ...harness };
}

describe.skipIf(!hasDom)('practice screen (happy-dom)', () => {
  test('the coach greets first; building the plan shows the creating state, then its first practice opens', async () => {
    const { screen, waitFor, act } = rtl!;
    const { makePlan, makePractice, COACH_ID, PLAN_ID } = await import('./setup/practice-harness');
    const empty = makePlan([], { status: 'preparing', name: null, description: null });
    const { calls, locationRef } = await renderScreen(empty, `/chat/practice-plan/${PLAN_ID}?source=test`);
    await waitFor(() => expect(screen.getByTestId('fake-chat').getAttribute('data-session-id')).toBe(COACH_ID));
    expect(screen.queryByTestId('simulator-panel')).toBeNull(); // nothing to practise yet: the coach has the screen
    await waitFor(() => expect(calls.some(([path, input]) => path === 'practice.welcome' && (input as { id: string }).id === PLAN_ID)).toBe(true));

    const coach = panels.get(COACH_ID)!;
    act(() => coach.onReplyEvent!(COACH_ID, { type: 'practice_plan_updating', content: { plan_id: PLAN_ID } }));
    await waitFor(() => expect(screen.getByTestId('practice-creating-title').textContent).toBe('Creating Your Roleplay Practice'));
    expect(screen.getByTestId('practice-screen').getAttribute('data-simulator-open')).toBe('true');

    const first = makePractice('pending');
    const built = makePlan([first, makePractice('pending')]);
    act(() => coach.onReplyEvent!(COACH_ID, { type: 'practice_plan_updated', content: built }));
    await waitFor(() => expect(locationRef.current).toBe(`/chat/practice-plan/${PLAN_ID}/${first.id}?source=test`));
    expect(screen.queryByTestId('practice-creating')).toBeNull();
  });

  test('a plan URL opens the practice being played', async () => {
    const { waitFor } = rtl!;
    const { makePlan, makePractice, PLAN_ID } = await import('./setup/practice-harness');
    const running = makePractice('in_progress');
    const { locationRef } = await renderScreen(makePlan([makePractice('succeed'), running]), `/chat/practice-plan/${PLAN_ID}?source=test`);
    await waitFor(() => expect(locationRef.current).toBe(`/chat/practice-plan/${PLAN_ID}/${running.id}?source=test`));
  });
});
