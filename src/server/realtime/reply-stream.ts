import type { MessageExtraData, SessionType } from '../../shared/schemas/message';
import { eventNameFor, type ReplyEvent, type ReplyEventData } from '../../shared/stream';

export interface ReplyStreamMeta {
  messageId: string;
  sessionId: string;
  userId: string;
  sessionType: SessionType;
  extraData: MessageExtraData;
}

/** An observer of a reply's events: an object, so an open SSE response needs no closure for it. */
export interface ReplyListener {
  onReplyEvent(event: ReplyEvent): void;
}

/**
 * The events of one running reply: numbered, kept for replay, fanned out to every observer.
 * Observers come and go (a reload, a second tab); the generation does not depend on any of them.
 */
export class ReplyStream {
  readonly meta: ReplyStreamMeta;
  /** Ends the generation: a stop (user) or shutdown from outside; the runner aborts it too at a limit and at the end. */
  readonly controller = new AbortController();
  private readonly events: ReplyEvent[] = [];
  /**
   * Copied on subscribe and unsubscribe (rare), read on every event: push() walks an array by
   * index, no iterator per event, and a listener that leaves while being called (the final
   * event) does not disturb the walk.
   */
  private listeners: readonly ReplyListener[] = [];
  private nextId = 1;
  private ended = false;

  constructor(meta: ReplyStreamMeta) {
    this.meta = meta;
  }

  get finished(): boolean {
    return this.ended;
  }

  get lastEventId(): number {
    return this.nextId - 1;
  }

  push(data: ReplyEventData, final = false): ReplyEvent {
    return this.pushContent<ReplyEventData>(data.type, data.content, final);
  }

  /**
   * push() without a `{ type, content }` object of the caller's: a reply's coalesced text windows
   * are most of its events, and each was an object made only to be taken apart here.
   */
  pushContent<T extends ReplyEventData>(type: T['type'], content: T['content'], final = false): ReplyEvent {
    if (this.ended) throw new Error(`Reply ${this.meta.messageId} already ended`);
    const meta = this.meta;
    const event: ReplyEvent = {
      id: this.nextId++,
      event: eventNameFor(type, final),
      // Spelled out rather than spread: built for every event of every reply.
      data: {
        type,
        content,
        message_id: meta.messageId,
        session_id: meta.sessionId,
        session_type: meta.sessionType,
        extra_data: meta.extraData,
      } as ReplyEvent['data'],
    };
    this.events.push(event);
    if (final) this.ended = true;
    const listeners = this.listeners;
    for (let i = 0; i < listeners.length; i++) listeners[i]!.onReplyEvent(event);
    if (final) this.listeners = [];
    return event;
  }

  /**
   * Push-style observer: replays every event after `afterId` synchronously, then calls the
   * listener from inside push() — no promise per event, the cheapest path for an SSE writer. Ends
   * with the final event or with unsubscribe().
   */
  subscribe(afterId: number, listener: ReplyListener): void {
    for (const event of this.events) if (event.id > afterId) listener.onReplyEvent(event);
    if (!this.ended) this.addListener(listener);
  }

  unsubscribe(listener: ReplyListener): void {
    if (this.listeners.includes(listener)) this.listeners = this.listeners.filter((l) => l !== listener);
  }

  private addListener(listener: ReplyListener): void {
    if (!this.listeners.includes(listener)) this.listeners = [...this.listeners, listener];
  }

  /** Replays every event after `afterId`, then follows live ones until the end or the signal. */
  async *follow(afterId: number, signal: AbortSignal): AsyncGenerator<ReplyEvent> {
    const queue: ReplyEvent[] = this.events.filter((e) => e.id > afterId);
    let wake: (() => void) | null = null;
    const listener: ReplyListener = {
      onReplyEvent(event) {
        queue.push(event);
        wake?.();
      },
    };
    const onAbort = () => wake?.();
    if (!this.ended) this.addListener(listener);
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      for (;;) {
        while (queue.length) {
          const event = queue.shift()!;
          yield event;
          if (event.event === 'end') return;
        }
        if (this.ended || signal.aborted) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    } finally {
      this.unsubscribe(listener);
      signal.removeEventListener('abort', onAbort);
    }
  }

  /**
   * After the end, keep only the final event (it carries the whole stored message): a late
   * follower still gets the complete reply, and a finished reply holds kilobytes less.
   */
  compact(): void {
    if (!this.ended) return;
    const last = this.events.at(-1);
    this.events.length = 0;
    if (last) this.events.push(last);
  }

  get observerCount(): number {
    return this.listeners.length;
  }
}
