/**
 * The states of an advisor reply (SPEC §2, §4, §8) and safe Markdown (ARCHITECTURE §7), rendered
 * under happy-dom: `cd src/client && bun test`. The root `bun test` has no DOM and skips it.
 */
import { describe, expect, test } from 'bun:test';

const hasDom = typeof document !== 'undefined';
// Testing Library registers its hooks when imported, so it is imported here, at the top level.
const rtl = hasDom ? await import('@testing-library/react') : null;

async function setup() {
  const { BotMessage } = await import('../features/chat/components/bot-message');
  const harness = await import('./setup/chat-harness');
  const { streamingStore } = await import('../features/chat/hooks/streaming-store');
  return { BotMessage, streamingStore, ...harness };
}

describe.skipIf(!hasDom)('bot message states (happy-dom)', () => {
  test('thinking shows the waiting text; words replace it as they stream', async () => {
    const { render, screen, act } = rtl!;
    const { BotMessage, ChatHarness, recordingActions, testMessage, streamingStore } = await setup();
    const message = testMessage(1, { status: 'thinking', items: [] });
    render(
      <ChatHarness actions={recordingActions().actions}>
        <BotMessage message={message} isLast busy />
      </ChatHarness>,
    );
    expect(screen.getByTestId('thinking-placeholder').textContent).toBe('Ideas coming right up! Just a moment');
    expect(screen.queryByTestId('message-actions')).toBeNull(); // no actions while it streams
    await act(async () => {
      streamingStore.appendText(message.id, 'Here is my read.');
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(screen.queryByTestId('thinking-placeholder')).toBeNull();
    expect(screen.getByTestId('bot-streaming').getAttribute('data-phase')).toBe('responding');
    expect(screen.getByTestId('bot-streaming').textContent).toContain('Here is my read.');
  });

  test("failed: the catalogue text and 'Try Again' (regenerates; waits while busy; last reply only)", async () => {
    const { render, screen, fireEvent, cleanup } = rtl!;
    const { BotMessage, ChatHarness, recordingActions, testMessage } = await setup();
    const failed = testMessage(1, { status: 'failed', error: { code: 'reply.idle_timeout', message: 'x' } });
    const { actions, calls } = recordingActions();
    const view = render(
      <ChatHarness actions={actions}>
        <BotMessage message={failed} isLast busy={false} />
      </ChatHarness>,
    );
    // The notice appears whole once the error catalogue is here (lib/error-catalogue.tsx).
    expect((await screen.findByTestId('bot-error-text')).textContent).toBe('Stream timeout: no data received');
    fireEvent.click(screen.getByTestId('bot-try-again'));
    expect(calls).toEqual([['regenerate', failed.id]]);

    view.rerender(
      <ChatHarness actions={actions}>
        <BotMessage message={failed} isLast busy />
      </ChatHarness>,
    );
    expect((screen.getByTestId('bot-try-again') as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    render(
      <ChatHarness actions={actions}>
        <BotMessage message={failed} isLast={false} busy={false} />
      </ChatHarness>,
    );
    expect(screen.getByTestId('bot-error')).toBeDefined();
    expect(screen.queryByTestId('bot-try-again')).toBeNull();
  });

  test("completed: like, copy, 'Try Another' on the last reply only, hidden in simulation; the pager after a regenerate", async () => {
    const { render, screen, fireEvent, cleanup } = rtl!;
    const { BotMessage, ChatHarness, recordingActions, testMessage } = await setup();
    const { actions, calls } = recordingActions();
    const reply = testMessage(3, { liked: true, version: 2 });
    render(
      <ChatHarness actions={actions}>
        <BotMessage message={reply} isLast busy={false} />
      </ChatHarness>,
    );
    expect(screen.getByTestId('bot-like').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('bot-like'));
    fireEvent.click(screen.getByTestId('bot-try-another'));
    expect(calls).toEqual([
      ['like', reply.id],
      ['regenerate', reply.id],
    ]);
    expect(screen.getByTestId('bot-copy')).toBeDefined();
    expect(screen.getByTestId('version-label').textContent).toBe('2/2');
    expect((screen.getByTestId('version-next') as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    render(
      <ChatHarness actions={actions}>
        <BotMessage message={testMessage(3)} isLast={false} busy={false} />
      </ChatHarness>,
    );
    expect(screen.queryByTestId('bot-try-another')).toBeNull();
    expect(screen.queryByTestId('version-pager')).toBeNull();
    cleanup();

    render(
      <ChatHarness actions={actions} simulation>
        <BotMessage message={testMessage(3)} isLast busy={false} />
      </ChatHarness>,
    );
    expect(screen.queryByTestId('bot-try-another')).toBeNull();
  });

  test('Markdown is rendered safely: no raw HTML, no images, only http/https/mailto links', async () => {
    const { render, screen, waitFor } = rtl!;
    const { BotMessage, ChatHarness, recordingActions, testMessage } = await setup();
    const markdown = [
      '**Bold** advice with a [good link](https://example.com/tips) and [mail](mailto:help@example.com).',
      '',
      '[bad](javascript:alert(1)) [data](data:text/html,<b>x</b>) [relative](/chat)',
      '',
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><b>raw</b>',
      '',
      '![tracker](https://example.com/pixel.png)',
    ].join('\n');
    render(
      <ChatHarness actions={recordingActions().actions}>
        <BotMessage message={testMessage(1, { items: [{ id: 't', type: 'text', content: markdown }] })} isLast busy={false} />
      </ChatHarness>,
    );
    await waitFor(() => expect(screen.getAllByTestId('bot-text')[0]?.querySelector('strong')).not.toBeNull(), { timeout: 15_000 });
    const [body] = screen.getAllByTestId('bot-text'); // the reply's prose (the avatar is an img too)
    if (!body) throw new Error('no reply text');
    const links = [...body.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target')]);
    expect(links).toEqual([
      ['https://example.com/tips', 'noopener noreferrer nofollow', '_blank'],
      ['mailto:help@example.com', 'noopener noreferrer nofollow', '_blank'],
    ]);
    expect(body.textContent).toContain('bad'); // unsafe links keep their text, lose the link
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('b')).toBeNull();
    expect(body.innerHTML).not.toContain('onerror');
  }, 20_000); // the Markdown chunk is imported lazily: on a loaded machine that can take seconds
});
