/**
 * Proves the streaming contract of the chat (PERFORMANCE.md): while tokens arrive, only the
 * streaming reply renders, at most once per animation frame; the other rows do not re-render, and
 * a long chat keeps only the rows in view in the DOM.
 *
 * Runs under happy-dom: `cd src/client && bun test`. The root `bun test` has no DOM and skips it.
 */
import { describe, expect, mock, test } from 'bun:test';

const hasDom = typeof document !== 'undefined';

// Render counters, by the leaves every row renders: a row that re-renders re-renders these.
const rowRenders = new Map<string, number>();
let streamingRenders = 0;
const bump = (key: string) => rowRenders.set(key, (rowRenders.get(key) ?? 0) + 1);
const sum = () => [...rowRenders.values()].reduce((a, b) => a + b, 0);

// Testing Library registers its hooks when imported, so it is imported here, at the top level.
const rtl = hasDom ? await import('@testing-library/react') : null;

if (hasDom) {
  const React = await import('react');
  const { streamingStore } = await import('../features/chat/hooks/streaming-store');
  mock.module('../features/chat/components/message-time', () => ({
    MessageTime: ({ at }: { at: string }) => {
      bump(at);
      return React.createElement('time', null, at);
    },
  }));
  mock.module('../features/chat/hooks/use-stream-snapshot', () => ({
    useStreamSnapshot: (id: string) => {
      streamingRenders++;
      return React.useSyncExternalStore(
        (listener: () => void) => streamingStore.subscribe(id, listener),
        () => streamingStore.get(id),
      );
    },
  }));
}

/** happy-dom has no layout: give the list an 800 px viewport, each row 120 px, and real scrolling. */
function fakeLayout() {
  const scrollTops = new WeakMap<Element, number>();
  const isList = (el: Element) => (el as HTMLElement).dataset?.testid === 'message-list';
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return scrollTops.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      if (!isList(this)) return;
      const max = Math.max(0, this.scrollHeight - 800);
      scrollTops.set(this, Math.min(max, Math.max(0, value)));
      // Browsers fire scroll events asynchronously.
      setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
    },
  });
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: Element) {
      return isList(this) ? ((this.firstElementChild as HTMLElement | null)?.style.height ? Number.parseFloat((this.firstElementChild as HTMLElement).style.height) : 0) : 0;
    },
  });
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    const top = typeof options === 'number' ? options : options?.top;
    if (top !== undefined) this.scrollTop = top;
  } as Element['scrollTo'];
  const proto = HTMLElement.prototype;
  const client = Object.getOwnPropertyDescriptor(proto, 'clientHeight') ?? Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
  const offset = Object.getOwnPropertyDescriptor(proto, 'offsetHeight');
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'message-list' ? 800 : (client?.get?.call(this) ?? 0);
    },
  });
  Object.defineProperty(proto, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.index !== undefined ? 120 : (offset?.get?.call(this) ?? 0);
    },
  });
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe.skipIf(!hasDom)('message list (happy-dom)', () => {
  test('streamed tokens re-render only the streaming row, once per frame; long chats stay virtual', async () => {
    const { act, render } = rtl!;
    const { MessageList } = await import('../features/chat/components/message-list');
    const { streamingStore } = await import('../features/chat/hooks/streaming-store');
    const { ChatHarness, recordingActions, testMessage: message } = await import('./setup/chat-harness');

    fakeLayout();
    const total = 1000;
    const messages = Array.from({ length: total }, (_, i) => message(i));
    const streaming = message(total, { role: 'assistant', status: 'responding', items: [] });
    messages.push(streaming);

    const view = render(
      <ChatHarness actions={recordingActions().actions}>
        <MessageList messages={messages} busy />
      </ChatHarness>,
    );
    await act(nextFrame);

    // Virtualised: 1,001 messages, a handful of rows in the DOM — the streaming one among them.
    const rows = view.container.querySelectorAll('[data-testid="message-row"]');
      expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    expect(view.container.querySelector(`[data-message-id="${streaming.id}"]`)).not.toBeNull();

    // The counters see the first render (so a zero below means "not re-rendered", not "not counted").
    expect(sum()).toBeGreaterThan(0);
    expect(streamingRenders).toBeGreaterThan(0);
    rowRenders.clear();
    streamingRenders = 0;

    // 50 tokens within one frame → one render of the streaming row, none of the others.
    await act(async () => {
      for (let i = 0; i < 50; i++) streamingStore.appendText(streaming.id, `w${i} `);
      await nextFrame();
    });
    expect(streamingRenders).toBe(1);
    expect(sum()).toBe(0);

    // Five more frames of tokens → at most one render per frame.
    for (let frame = 0; frame < 5; frame++) {
      await act(async () => {
        for (let i = 0; i < 10; i++) streamingStore.appendText(streaming.id, `f${frame}t${i} `);
        await nextFrame();
      });
    }
    expect(streamingRenders).toBeLessThanOrEqual(6);
    expect(streamingRenders).toBeGreaterThanOrEqual(2);
    expect(sum()).toBe(0);

    const text = view.container.querySelector(`[data-message-id="${streaming.id}"]`)?.textContent ?? '';
    expect(text).toContain('w0 w1');
    expect(text).toContain('f4t9');
    view.unmount();
  });
});
