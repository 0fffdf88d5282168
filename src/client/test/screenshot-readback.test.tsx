/**
 * The screenshot read-back in an advisor reply (issue 22), under happy-dom: "Here's what I read"
 * before the advice, the last lines first, and "Not right?" putting the transcript in the input.
 */
import { describe, expect, test } from 'bun:test';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;

async function setup() {
  const { BotMessage } = await import('../features/chat/components/bot-message');
  const harness = await import('./setup/chat-harness');
  const { chatUi } = await import('../features/chat/hooks/chat-ui-store');
  return { BotMessage, chatUi, ...harness };
}

const lines = Array.from({ length: 8 }, (_, i) => ({ speaker: i % 2 ? ('you' as const) : ('them' as const), text: `line ${i + 1}` }));

describe.skipIf(!hasDom)('screenshot read-back (happy-dom)', () => {
  test('shown above the advice, last 6 lines until "Show all"; "Not right?" prefills the input', async () => {
    const { render, screen, fireEvent, cleanup } = rtl!;
    const { BotMessage, ChatHarness, recordingActions, testMessage, chatUi } = await setup();
    const message = testMessage(1, {
      items: [
        { id: 'm:text', type: 'text', content: 'Advice about line 7.' },
        { id: 'm:transcript', type: 'screenshot_transcript', content: { images: 1, lines } },
      ],
    });
    render(
      <ChatHarness actions={recordingActions().actions}>
        <BotMessage message={message} isLast busy={false} />
      </ChatHarness>,
    );
    const box = screen.getByTestId('screenshot-readback');
    expect(box.textContent).toContain("Here's what I read");
    expect(screen.getAllByTestId('readback-line').map((el) => el.textContent)).toEqual([
      'Them: line 3', 'You: line 4', 'Them: line 5', 'You: line 6', 'Them: line 7', 'You: line 8',
    ]);
    // Before the advice text.
    expect(box.compareDocumentPosition(screen.getByTestId('bot-text')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByTestId('readback-show-all'));
    expect(screen.getAllByTestId('readback-line')).toHaveLength(8);

    fireEvent.click(screen.getByTestId('readback-correct'));
    const draft = chatUi.get(message.session_id).draft?.text ?? '';
    expect(draft).toContain('Them: line 1\nMe: line 2');
    expect(draft).toContain('Me: line 8');
    cleanup();
  });
});
