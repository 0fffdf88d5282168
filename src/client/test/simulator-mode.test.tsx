/**
 * The simulator mode of advisor chats (SPEC §2, §3): the switch and the practice shortcut only for
 * the simulator agents, the one-time tip and the switch's enabling in local storage, the setup
 * steps, the simulator capability on setup answers, and the simulation labelled with its persona.
 * `cd src/client && bun test ./test/simulator-mode.test.tsx`.
 */
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import type { Message } from '../../shared/schemas/message';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
afterEach(() => rtl?.cleanup());

const SESSION = '00000000-0000-4000-8000-00000000000s'.replace('s', '5');
const SIMULATOR = { id: '00000000-0000-4000-8000-0000000000f1', name: 'Your Crush', persona_label: 'someone I have a crush on' };

function message(kind: Message['extra_data']['simulator_setup_message_type'] | null, role: Message['role'] = 'assistant'): Message {
  return {
    id: crypto.randomUUID(),
    session_id: SESSION,
    role,
    status: 'completed',
    created_at: '2030-01-01T00:00:00.000Z',
    items: [{ id: 't', type: 'text', content: 'hi' }],
    used_capabilities: [],
    extra_data: kind ? { simulator_setup_message_type: kind } : {},
    native_receive: false,
    liked: false,
    version: 1,
    references: [],
    error: null,
  };
}

function page(slug: string, items: Message[]) {
  return {
    session: { id: SESSION, type: 'normal', agent: { slug, name: 'Advisor', id: 'a', image_url: null } },
    items,
    active_simulator_session: null,
    total: items.length,
    page: 1,
    page_size: 100,
  };
}

async function renderToolbar(uiKey: string, handlers: Record<string, (input: unknown) => unknown>) {
  const harness = await import('./setup/practice-harness');
  const { SimulatorToolbar } = await import('../features/simulator/components/simulator-toolbar');
  const { trpc } = await import('../lib/trpc');
  const calls: Array<[string, unknown]> = [];
  // The chat screen loads the chat; the toolbar reads it from the cache.
  function Loader() {
    trpc.chat.messages.useQuery({ sessionId: SESSION }, { enabled: !uiKey.startsWith('new:') });
    return <SimulatorToolbar uiKey={uiKey} />;
  }
  rtl!.render(
    <harness.PracticeHarness handlers={handlers} calls={calls}>
      <Loader />
    </harness.PracticeHarness>,
  );
  return calls;
}

beforeEach(() => {
  if (!hasDom) return;
  localStorage.removeItem('simulator_enabled');
  localStorage.removeItem('simulator_tip_seen');
});

describe.skipIf(!hasDom)('simulator mode (happy-dom)', () => {
  test('only the simulator agents get the switch and the practice shortcut', async () => {
    await renderToolbar('new:message-decoder', { 'simulator.ofAgent': () => [] });
    expect(rtl!.screen.queryByTestId('simulator-toolbar')).toBeNull();
    rtl!.cleanup();
    await renderToolbar('new:love-signals-detector', { 'simulator.ofAgent': () => [SIMULATOR] });
    expect(rtl!.screen.getByTestId('simulator-toolbar')).toBeDefined();
    expect(rtl!.screen.getByTestId('practice-shortcut').getAttribute('href')).toBe('/chat/practice-plan/create?source=chat_love-signals-detector');
  });

  test("from a saved chat, 'Practice this' names the chat so the coach starts from it", async () => {
    const { practiceShortcutUrl } = await import('../features/simulator/components/simulator-toolbar');
    const id = '00000000-0000-4000-8000-0000000000c1';
    expect(practiceShortcutUrl('love-signals-detector', id)).toBe(`/chat/practice-plan/create?source=chat_love-signals-detector&from=${id}`);
  });

  test('the tip shows once; turning the switch on is remembered and asks the advisor to set up', async () => {
    const { screen, fireEvent, waitFor } = rtl!;
    const calls = await renderToolbar(SESSION, {
      'chat.messages': () => page('love-signals-detector', [message(null, 'user'), message(null)]),
      'simulator.ofAgent': () => [SIMULATOR],
      'simulator.prepare': () => message('start'),
    });
    await waitFor(() => expect(screen.getByText("New: rehearse with the simulator. I'll play someone I have a crush on.")).toBeDefined());
    const toggle = screen.getByTestId('simulator-toggle') as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.find(([path]) => path === 'simulator.prepare')?.[1]).toEqual({ simulatorId: SIMULATOR.id, normal_session_id: SESSION }));
    expect(localStorage.getItem('simulator_enabled')).toBe('1');
    expect(localStorage.getItem('simulator_tip_seen')).toBe('1');
    await waitFor(() => expect(screen.getByTestId('simulator-collecting')).toBeDefined());
    expect(screen.queryByText("New: rehearse with the simulator. I'll play someone I have a crush on.")).toBeNull();
  });

  test('answers carry the simulator capability while the advisor collects; ready offers Start simulation', async () => {
    const { createSimulatorPlugin } = await import('../features/simulator/components/simulator-plugin');
    const { simulatorPrefs } = await import('../features/simulator/hooks/simulator-prefs');
    let items = [message('start')];
    const plugin = createSimulatorPlugin(() => ({ items }));
    simulatorPrefs.setEnabled(true);
    expect(plugin.sendExtras(SESSION)).toEqual({ used_capabilities: ['simulator'] });
    items = [message('start'), message(null, 'user'), message('ready')];
    expect(plugin.sendExtras(SESSION)).toEqual({});
    simulatorPrefs.setEnabled(false);
    expect(plugin.sendExtras(SESSION)).toEqual({});

    const { screen, fireEvent, waitFor } = rtl!;
    const calls = await renderToolbar(SESSION, {
      'chat.messages': () => page('love-signals-detector', items),
      'simulator.ofAgent': () => [SIMULATOR],
      'simulator.createSession': () => ({ id: 'sim' }),
    });
    fireEvent.click(await screen.findByTestId('simulator-start'));
    await waitFor(() =>
      expect(calls.find(([path]) => path === 'simulator.createSession')?.[1]).toEqual({ simulator_id: SIMULATOR.id, normal_session_id: SESSION }),
    );
  });

  test('an open simulation shows the simulated person, labelled with the persona; End hands back with the summary', async () => {
    const { screen, fireEvent, waitFor } = rtl!;
    const harness = await import('./setup/practice-harness');
    const { SimulationView } = await import('../features/simulator/components/simulation-view');
    const chatId = '00000000-0000-4000-8000-0000000000d1';
    const calls: Array<[string, unknown]> = [];
    const advisor = { ...page('love-signals-detector', [message('ready')]), active_simulator_session: { id: 'sim-1' } };
    rtl!.render(
      <harness.PracticeHarness
        calls={calls}
        handlers={{
          'simulator.session': () => ({ id: 'sim-1', chat_session_id: chatId, simulator: SIMULATOR }),
          'chat.messages': () => page('love-signals-detector', []),
          'simulator.welcome': () => ({ sessionId: chatId, messageId: 'w' }),
          'simulator.closeWithSummary': () => ({ sessionId: SESSION, messageId: 's' }),
        }}
      >
        <SimulationView page={advisor as never} renderChat={(id) => <div data-testid="sim-chat">{id}</div>} />
      </harness.PracticeHarness>,
    );
    await waitFor(() => expect(screen.getByTestId('simulation-persona').textContent).toBe('someone I have a crush on'));
    expect(screen.getByTestId('simulation-name').textContent).toBe('Your Crush');
    expect(screen.getByTestId('sim-chat').textContent).toBe(chatId);
    await waitFor(() => expect(calls.some(([path]) => path === 'simulator.welcome')).toBe(true)); // the person speaks first
    fireEvent.click(screen.getByTestId('simulation-end'));
    await waitFor(() => expect(calls.find(([path]) => path === 'simulator.closeWithSummary')?.[1]).toEqual({ id: 'sim-1' }));
  });
});
