/**
 * Quoting a reply (SPEC §3 text reference): text selected inside one reply shows a Quote button;
 * the quote waits in the input and is sent as a reference with source_type normal.
 * Runs under happy-dom: `cd src/client && bun test`.
 */
import { afterEach, describe, expect, test } from 'bun:test';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
// Rendered trees (and Mantine's portals) go after each test, whichever file ran before.
afterEach(() => rtl?.cleanup());
const { cleanQuote, quotePreview } = await import('../features/chat/hooks/quote-selection');
const { outgoingBody } = await import('../features/chat/hooks/use-send-message');

describe('quote text', () => {
  test('trimmed, blank runs folded, too short refused, previews shortened', () => {
    expect(cleanQuote('  Ask her out\n\n\n\nfor coffee.  ')).toBe('Ask her out\n\nfor coffee.');
    expect(cleanQuote(' a ')).toBeNull();
    expect(cleanQuote('x'.repeat(12_000))?.length).toBe(10_000);
    expect(quotePreview('one\ntwo   three')).toBe('one two three');
    expect(quotePreview('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  test('the send carries the quote as a reference (source_type normal), images by stored name', () => {
    const image = { id: 'i', status: 'completed' as const, fileName: 'stored.png', previewUrl: 'blob:x', originName: 'a.png' };
    expect(outgoingBody({ text: 'What now?', images: [image], quote: 'Ask her out.' })).toEqual({
      items: [
        { type: 'text', content: 'What now?' },
        { type: 'image', content: 'stored.png' },
      ],
      references: [{ content: 'Ask her out.', source_type: 'normal' }],
    });
    expect(outgoingBody({ text: 'Hi', images: [], quote: null }).references).toBeUndefined();
  });
});

describe.skipIf(!hasDom)('selecting text in a reply (happy-dom)', () => {
  async function renderChat() {
    const { render } = rtl!;
    // The Markdown renderer first: a reply re-rendered by it would drop the selection made on its fallback.
    const { preloadMarkdown } = await import('../features/chat/components/message-markdown');
    preloadMarkdown();
    await import('../features/chat/components/markdown-renderer');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { BotMessage } = await import('../features/chat/components/bot-message');
    const { UserMessage } = await import('../features/chat/components/user-message');
    const { QuoteButton } = await import('../features/chat/components/quote-button');
    const { ChatInput } = await import('../features/chat/components/chat-input');
    const { ChatHarness, recordingActions, testMessage } = await import('./setup/chat-harness');
    const sessionId = '00000000-0000-4000-8000-aaaaaaaaaaaa';
    const sent: unknown[] = [];
    const reply = testMessage(1, { items: [{ id: 't1', type: 'text', content: 'Ask her out for coffee this weekend.' }] });
    const question = testMessage(0);
    render(
      <ChatHarness actions={recordingActions().actions}>
        <UserMessage message={question} />
        <BotMessage message={reply} isLast busy={false} />
        <QuoteButton uiKey={sessionId} />
        <ChatInput
          uiKey={sessionId}
          responding={false}
          blocked={false}
          onBlockedAttempt={() => {}}
          onSend={(draft) => {
            sent.push(draft);
            return true;
          }}
        />
      </ChatHarness>,
    );
    return { sent, sessionId };
  }

  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

  function select(node: Node, start: number, end: number) {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  }

  test('a selection inside the reply can be quoted, then sent with the message', async () => {
    const { screen, act, fireEvent, findByTestId } = { ...rtl!, findByTestId: rtl!.screen.findByTestId };
    const { sent } = await renderChat();
    const reply = await findByTestId('bot-text');
    const textNode = document.createTreeWalker(reply, NodeFilter.SHOW_TEXT).nextNode()!;
    await act(async () => {
      select(textNode, 0, 'Ask her out'.length);
      await nextFrame();
    });
    fireEvent.click(await findByTestId('quote-button'));
    expect(screen.getByTestId('input-quote-text').textContent).toBe('Ask her out');
    expect(screen.queryByTestId('quote-button')).toBeNull();

    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'How do I say it?' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(sent).toEqual([{ text: 'How do I say it?', images: [], quote: 'Ask her out' }]);
    expect(screen.queryByTestId('input-quote')).toBeNull();
  });

  test("text outside a reply (the user's own message) is not offered for quoting", async () => {
    const { screen, act } = rtl!;
    await renderChat();
    const own = screen.getByTestId('user-text').firstChild!;
    await act(async () => {
      select(own, 0, 5);
      await nextFrame();
    });
    expect(screen.queryByTestId('quote-button')).toBeNull();
  });

  test('the quote can be dropped before sending', async () => {
    const { screen, act, fireEvent } = rtl!;
    const { chatUi } = await import('../features/chat/hooks/chat-ui-store');
    const { sessionId } = await renderChat();
    act(() => chatUi.setQuote(sessionId, 'Some advice'));
    fireEvent.click(screen.getByTestId('input-quote-remove'));
    expect(screen.queryByTestId('input-quote')).toBeNull();
    expect(chatUi.get(sessionId).quote).toBeNull();
  });
});
