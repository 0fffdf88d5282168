/**
 * The practice screen's simulator panel (SPEC §2): its states, the intro card and Goal dialog,
 * the header's buttons, the live score, the history popover rules and its one-time tooltip, the
 * ended card (deprecated branch included) and the End / Restart dialogs. happy-dom, no network:
 * `cd src/client && bun test ./test/practice-panel.test.tsx`.
 */
import { afterEach, describe, expect, test } from 'bun:test';
import type { PracticeChatPanelProps, PracticeChatPlugins } from '../features/practice/hooks/chat-panel';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
afterEach(() => rtl?.cleanup());

async function load() {
  const harness = await import('./setup/practice-harness');
  const { SimulatorPanel } = await import('../features/practice/components/simulator-panel');
  const { panelState } = await import('../features/practice/hooks/practice-status');
  const { HISTORY_TOOLTIP_KEY } = await import('../features/practice/hooks/local-flags');
  return { ...harness, SimulatorPanel, panelState, HISTORY_TOOLTIP_KEY };
}

/** Stands in for the chat feature: shows the chat id, and the composer through the practice's frame. */
const captured: { plugins: PracticeChatPlugins | null } = { plugins: null };
function FakeChat({ sessionId, plugins }: PracticeChatPanelProps) {
  captured.plugins = plugins;
  const Frame = plugins.ComposerFrame;
  const composer = <div data-testid="fake-composer">input</div>;
  return (
    <div data-testid="fake-chat" data-session-id={sessionId}>
      {Frame ? <Frame uiKey={sessionId}>{composer}</Frame> : composer}
    </div>
  );
}

type SetupOptions = {
  practices: import('../../shared/schemas/practice').Practice[];
  pick: number;
  plan?: Partial<import('../../shared/schemas/practice').PracticePlan>;
  displayMode?: 'practicing' | 'seen';
  handlers?: Record<string, (input: unknown) => unknown>;
};

/** The panel as the screen shows it: its state from the plan in the query cache (events write there). */
async function setup(options: SetupOptions) {
  const m = await load();
  const { trpc } = await import('../lib/trpc');
  const { PracticeToasts } = await import('../features/practice/components/practice-toasts');
  const plan = m.makePlan(options.practices, options.plan);
  const practiceId = options.practices[options.pick]!.id;
  const calls: Array<[string, unknown]> = [];
  const handlers = {
    'practice.get': () => plan,
    'chat.messages': () => ({ items: [{ id: 'x' }] }),
    ...options.handlers,
  };
  const Panel = () => {
    const { data } = trpc.practice.get.useQuery({ id: plan.id }, { initialData: plan, staleTime: Number.POSITIVE_INFINITY });
    const state = m.panelState({ plan: data, planError: false, practiceId, updating: false, displayMode: options.displayMode });
    return (
      <>
        <m.SimulatorPanel state={state} plan={data} link={{}} reportOpen={false} ChatPanel={FakeChat} onRetryLoad={() => {}} retrying={false} />
        <PracticeToasts />
      </>
    );
  };
  const view = rtl!.render(
    <m.PracticeHarness handlers={handlers} calls={calls}>
      <Panel />
    </m.PracticeHarness>,
  );
  return { ...m, plan, calls, view, practiceId };
}

describe.skipIf(!hasDom)('simulator panel (happy-dom)', () => {
  test("intro card: 'Practice', the name, scenario, goal and what you'll practise; Start runs once, a failure is a toast", async () => {
    const { screen, fireEvent, waitFor } = rtl!;
    const { makePractice, AppCodeError } = await load();
    let starts = 0;
    const { calls } = await setup({
      practices: [makePractice('pending')],
      pick: 0,
      handlers: {
        'practice.startPractice': async () => {
          starts += 1;
          await new Promise((r) => setTimeout(r, 30));
          throw new AppCodeError('practice.not_ready', 409);
        },
      },
    });
    expect(screen.getByTestId('practice-intro-title').textContent).toBe('Practice');
    expect(screen.getByTestId('practice-intro-name').textContent).toMatch(/^Ask them out \d+$/);
    const intro = screen.getByTestId('practice-intro');
    for (const text of ['Practice Goal', 'You Made It When…', 'You failed It When…', "What You'll Practice", 'After class, you walk out together.', 'Make a clear, specific invite', '🎯']) {
      expect(intro.textContent).toContain(text);
    }
    expect(screen.queryByTestId('practice-history-button')).toBeNull(); // one practice: no history
    fireEvent.click(screen.getByTestId('practice-start'));
    fireEvent.click(screen.getByTestId('practice-start')); // ignored while the first start runs
    await waitFor(() => expect(screen.getByTestId('practice-toast').textContent).toContain('This practice is still being prepared.'));
    expect(starts).toBe(1);
    expect(calls.filter(([path]) => path === 'practice.startPractice')).toHaveLength(1);
  });

  test('history: only from 2 practices; the tooltip shows once (local storage); entries show status lines; a click opens one', async () => {
    const { screen, fireEvent, waitFor } = rtl!;
    const { makePractice, HISTORY_TOOLTIP_KEY, locationRef } = await load();
    localStorage.removeItem(HISTORY_TOOLTIP_KEY);
    const stopped = makePractice('failed', { end_type: 'manual' });
    const pending = makePractice('pending');
    const won = makePractice('succeed', { end_type: 'auto' });
    const { view } = await setup({ practices: [stopped, pending, won], pick: 1 });
    await waitFor(() => expect(screen.getByText('View your practice history here')).toBeDefined());
    fireEvent.click(screen.getByTestId('practice-history-button'));
    expect(localStorage.getItem(HISTORY_TOOLTIP_KEY)).toBe('1');
    await waitFor(() => expect(screen.getByTestId('practice-history').textContent).toContain('Practice History'));
    const items = screen.getAllByTestId('practice-history-item');
    expect(items).toHaveLength(3);
    const line = (id: string) => items.find((i) => i.getAttribute('data-practice-id') === id)!.querySelector('[data-testid="practice-history-status"]')!.textContent;
    expect(line(stopped.id)).toBe('Stopped');
    expect(line(pending.id)).toBe('Ready to start');
    expect(line(won.id)).toBe('Completed');
    fireEvent.click(items.find((i) => i.getAttribute('data-practice-id') === won.id)!);
    expect(locationRef.current).toBe(`/chat/practice-plan/${won.plan_id}/${won.id}`);
    view.unmount();

    // Seen once: not again.
    await setup({ practices: [stopped, pending], pick: 1 });
    expect(screen.getByTestId('practice-history-button')).toBeDefined();
    expect(screen.queryByText('View your practice history here')).toBeNull();
  });

  test("playing: End and Goal (no History); the live score moves the progress and badges the line; 'End Practice?' can be cancelled", async () => {
    const { screen, fireEvent, waitFor, act } = rtl!;
    const { makePractice } = await load();
    const running = makePractice('in_progress', { progress: 10 });
    await setup({ practices: [running, makePractice('pending')], pick: 0 });
    expect(screen.getByTestId('practice-end')).toBeDefined();
    expect(screen.getByTestId('practice-goal')).toBeDefined();
    expect(screen.queryByTestId('practice-history-button')).toBeNull();
    expect(screen.getByTestId('fake-chat').getAttribute('data-session-id')).toBe(running.session!.id);
    expect(screen.getByTestId('fake-composer')).toBeDefined();
    expect(captured.plugins!.sendExtras!(running.session!.id)).toEqual({ session_type: 'practice', active_practice_id: running.id });
    await waitFor(() => expect(screen.getByTestId('practice-progress').getAttribute('data-value')).toBe('10'));

    // ★ A scored line: progress 45, and the user's line gets its badge.
    const { TurnBadge } = await import('../features/practice/components/turn-badge');
    const line = { id: 'user-line-1', extra_data: {} } as never;
    const { MantineProvider } = await import('@mantine/core');
    const badge = rtl!.render(
      <MantineProvider env="test">
        <TurnBadge message={line} />
      </MantineProvider>,
    );
    expect(badge.queryByTestId('turn-badge')).toBeNull();
    act(() => {
      captured.plugins!.onReplyEvent!(running.session!.id, {
        type: 'practice_turn',
        content: { practice_id: running.id, rating: 'great', reason: 'You asked about her day.', delta: 35, progress: 45, user_message_id: 'user-line-1', practice: { ...running, progress: 45 } },
      });
    });
    await waitFor(() => expect(screen.getByTestId('practice-progress').getAttribute('data-value')).toBe('45'));
    expect(badge.getByTestId('turn-badge').getAttribute('data-rating')).toBe('great');
    expect(badge.getByTestId('turn-badge-reason').textContent).toBe('You asked about her day.');

    fireEvent.click(screen.getByTestId('practice-end'));
    await waitFor(() => expect(screen.getByTestId('practice-end-dialog-title').textContent).toBe('End Practice?'));
    expect(screen.getByTestId('practice-end-dialog-confirm').textContent).toBe('End');
    fireEvent.click(screen.getByTestId('practice-end-dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('practice-end-dialog-title')).toBeNull());

    // Goal: the intro as a dialog, with a back button and no start button.
    fireEvent.click(screen.getByTestId('practice-goal'));
    const dialog = await screen.findByTestId('practice-goal-dialog');
    expect(dialog.textContent).toContain('You Made It When…');
    expect(screen.queryByTestId('practice-start')).toBeNull();
    fireEvent.click(screen.getByTestId('practice-goal-back'));
    await waitFor(() => expect(screen.queryByTestId('practice-goal-back')).toBeNull());
  });

  test('a line stored with its score shows the badge after a reload', async () => {
    const { TurnBadge } = await import('../features/practice/components/turn-badge');
    const { MantineProvider } = await import('@mantine/core');
    const message = { id: 'stored', extra_data: { practice_turn: { practice_id: 'p', rating: 'risky', reason: 'That sounded pushy.', delta: -10, progress: 20 } } } as never;
    const view = rtl!.render(
      <MantineProvider env="test">
        <TurnBadge message={message} />
      </MantineProvider>,
    );
    expect(view.getByTestId('turn-badge').getAttribute('data-rating')).toBe('risky');
    expect(view.getByText('Risky')).toBeDefined();
  });

  test('ended: the three headlines, the composer replaced, History in the header; Restart asks first, then opens the new practice', async () => {
    const { screen, fireEvent, waitFor } = rtl!;
    const { makePractice, locationRef } = await load();
    const won = makePractice('succeed', { end_type: 'auto', progress: 100 });
    const fresh = makePractice('in_progress');
    const { calls, view } = await setup({
      practices: [won, makePractice('pending')],
      pick: 0,
      handlers: { 'practice.restartPractice': () => fresh },
    });
    expect(screen.getByTestId('practice-ended-title').textContent).toBe('You did it!');
    expect(screen.queryByTestId('fake-composer')).toBeNull();
    expect(screen.queryByTestId('practice-end')).toBeNull();
    expect(screen.getByTestId('practice-history-button')).toBeDefined();
    expect(screen.getByTestId('practice-view-insight').textContent).toBe('View Practice Insight');
    fireEvent.click(screen.getByTestId('practice-restart'));
    await waitFor(() => expect(screen.getByTestId('practice-restart-dialog-title').textContent).toBe('Restart will end your current practice, Restart?'));
    fireEvent.click(screen.getByTestId('practice-restart-dialog-confirm'));
    await waitFor(() => expect(locationRef.current).toBe(`/chat/practice-plan/${won.plan_id}/${fresh.id}`));
    expect(calls.find(([path]) => path === 'practice.restartPractice')?.[1]).toEqual({ id: won.plan_id, practiceId: won.id });
    view.unmount();

    await setup({ practices: [makePractice('failed', { end_type: 'manual' })], pick: 0 });
    expect(screen.getByTestId('practice-ended-title').textContent).toBe('Practice ended');
    rtl!.cleanup();
    await setup({ practices: [makePractice('failed', { end_type: 'auto' })], pick: 0, plan: { failure_reason: 'You pressured them.' } });
    expect(screen.getByTestId('practice-ended-title').textContent).toBe('Not quite there');
    expect(screen.getByTestId('practice-ended-reason').textContent).toBe('You pressured them.');
  });

  test("End: 'End Practice?' → End; the practice shows as ended by hand, in place of the input", async () => {
    const { screen, fireEvent, waitFor } = rtl!;
    const { makePractice } = await load();
    const running = makePractice('in_progress', { progress: 20 });
    const ended = { ...running, status: 'failed' as const, end_type: 'manual' as const, skip_report: true };
    const meta = { practice_id: running.id, session_id: running.session!.id, session_type: 'practice' };
    const { calls } = await setup({
      practices: [running],
      pick: 0,
      handlers: {
        'practice.endPractice': () => [
          { id: 1, event: 'message', data: { type: 'report_skipped', content: { practice_id: running.id }, ...meta } },
          { id: 2, event: 'end', data: { type: 'practice_ended', content: { practice: ended }, ...meta } },
        ],
      },
    });
    fireEvent.click(screen.getByTestId('practice-end'));
    fireEvent.click(await screen.findByTestId('practice-end-dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('practice-ended-title').textContent).toBe('Practice ended'));
    expect(calls.find(([path]) => path === 'practice.endPractice')?.[1]).toMatchObject({ id: running.plan_id, practiceId: running.id });
    expect(screen.queryByTestId('fake-composer')).toBeNull();
    expect(screen.getByTestId('practice-ended').getAttribute('data-outcome')).toBe('manual');
  });

  test('a failed restart is a toast and is tracked with its reason', async () => {
    const { screen, fireEvent, waitFor } = rtl!;
    const { makePractice, AppCodeError } = await load();
    const { setAnalyticsSink } = await import('../lib/analytics');
    const events: Array<[string, unknown]> = [];
    const restore = setAnalyticsSink((event, props) => events.push([event, props]));
    try {
      await setup({
        practices: [makePractice('failed', { end_type: 'auto' })],
        pick: 0,
        handlers: {
          'practice.restartPractice': () => {
            throw new AppCodeError('practice.not_ready', 409);
          },
        },
      });
      fireEvent.click(screen.getByTestId('practice-restart'));
      fireEvent.click(await screen.findByTestId('practice-restart-dialog-confirm'));
      await waitFor(() => expect(screen.getByTestId('practice-toast').textContent).toContain('This practice is still being prepared.'));
      expect(events).toContainEqual(['practice_restart_failed', { reason: 'practice.not_ready' }]);
    } finally {
      restore();
    }
  });

  test("a deprecated plan's ended practice: tell the advisor what to improve, 'Start a new chat', no restart", async () => {
    const { screen, fireEvent } = rtl!;
    const { makePractice, locationRef } = await load();
    const { DEPRECATED_TEXT } = await import('../features/practice/components/ended-card');
    await setup({ practices: [makePractice('failed', { end_type: 'manual' })], pick: 0, plan: { status: 'deprecated' } });
    expect(screen.getByTestId('practice-deprecated').textContent).toBe(DEPRECATED_TEXT);
    expect(DEPRECATED_TEXT).toContain('Tell your advisor what');
    expect(screen.queryByTestId('practice-restart')).toBeNull();
    fireEvent.click(screen.getByTestId('practice-new-chat'));
    expect(locationRef.current).toBe('/chat/practice-plan/create?source=practice_deprecated');
  });

  test("a failed practice opened in practicing mode shows the intro; 'Start Practice' restarts it", async () => {
    const { screen, fireEvent, waitFor } = rtl!;
    const { makePractice } = await load();
    const failed = makePractice('failed', { end_type: 'auto' });
    const { calls } = await setup({
      practices: [failed],
      pick: 0,
      displayMode: 'practicing',
      handlers: { 'practice.restartPractice': () => makePractice('in_progress') },
    });
    expect(screen.getByTestId('practice-intro')).toBeDefined();
    fireEvent.click(screen.getByTestId('practice-start'));
    await waitFor(() => expect(calls.some(([path]) => path === 'practice.restartPractice')).toBe(true));
    expect(calls.some(([path]) => path === 'practice.startPractice')).toBe(false);
  });

  test("the 'Creating …' placeholder titles", async () => {
    const { PanelCreating } = await import('../features/practice/components/panel-placeholders');
    const { CREATING_FIRST, CREATING_NEXT } = await import('../features/practice/hooks/practice-status');
    const { MantineProvider } = await import('@mantine/core');
    const view = rtl!.render(
      <MantineProvider env="test">
        <PanelCreating title={CREATING_FIRST} />
      </MantineProvider>,
    );
    expect(view.getByTestId('practice-creating-title').textContent).toBe('Creating Your Roleplay Practice');
    expect(CREATING_NEXT).toBe('Creating New Practice');
  });
});
