import { randomUUID } from 'node:crypto';
import type { PubSub } from '../../db/types';
import type { ReplyEvent } from '../../shared/stream';
import type { Logger } from '../lib/logger';
import type { ReplyRegistry } from './reply-registry';

/** What a follower in another process receives: an event, a reference to a large final event, or an ack. */
export type RemoteItem = { kind: 'event'; event: ReplyEvent } | { kind: 'final-ref'; id: number };

interface Wire {
  m: string;
  e?: ReplyEvent;
  ref?: number;
  ack?: true;
}

const FOLLOW = 'reply_follow';
const STOP = 'reply_stop';
/** NOTIFY payloads must stay under 8000 bytes; larger events travel as a reference. */
const MAX_PAYLOAD = 7500;

/**
 * Fan-out of live replies between app processes on one Postgres (ARCHITECTURE §4). A process that
 * is asked for a reply it does not hold publishes a follow request; the process generating it
 * acknowledges, replays the events after the follower's last id and forwards the rest to the
 * follower's own channel. Traffic flows only for replies someone follows remotely.
 */
export class PgReplyBus {
  readonly processId = randomUUID().replaceAll('-', '').slice(0, 16);
  private readonly inbox = `reply_ev_${this.processId}`;
  private readonly waiters = new Map<string, Set<(wire: Wire) => void>>();
  private unlisteners: (() => Promise<void>)[] = [];

  constructor(
    private readonly pubsub: PubSub,
    private readonly registry: ReplyRegistry,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.unlisteners = await Promise.all([
      this.pubsub.listen(FOLLOW, (payload) => this.onFollow(payload)),
      this.pubsub.listen(STOP, (payload) => this.onStop(payload)),
      this.pubsub.listen(this.inbox, (payload) => this.onInbox(payload)),
    ]);
  }

  async close(): Promise<void> {
    await Promise.all(this.unlisteners.map((u) => u().catch(() => {})));
    this.unlisteners = [];
  }

  /**
   * Follows a reply held by another process. Ends after its final event or when `signal` aborts
   * (returning true), or returns false when no process acknowledged within `ackMs` (nobody holds it).
   */
  async *followRemote(messageId: string, afterId: number, signal: AbortSignal, ackMs = 2000): AsyncGenerator<RemoteItem, boolean> {
    const queue: Wire[] = [];
    let wake: (() => void) | null = null;
    const waiter = (wire: Wire) => {
      queue.push(wire);
      wake?.();
    };
    let set = this.waiters.get(messageId);
    if (!set) this.waiters.set(messageId, (set = new Set()));
    set.add(waiter);
    const onAbort = () => wake?.();
    signal.addEventListener('abort', onAbort, { once: true });
    let acked = false;
    let ackTimedOut = false;
    let last = afterId;
    const ackTimer = setTimeout(() => {
      ackTimedOut = true;
      wake?.();
    }, ackMs);
    try {
      await this.pubsub.notify(FOLLOW, JSON.stringify({ m: messageId, a: afterId, p: this.processId }));
      for (;;) {
        while (queue.length) {
          const wire = queue.shift()!;
          if (wire.ack) {
            acked = true;
            clearTimeout(ackTimer);
            continue;
          }
          if (wire.ref !== undefined) {
            if (wire.ref > last) yield { kind: 'final-ref', id: wire.ref };
            return true;
          }
          if (wire.e && wire.e.id > last) {
            last = wire.e.id;
            yield { kind: 'event', event: wire.e };
            if (wire.e.event === 'end') return true;
          }
        }
        if (signal.aborted) return acked;
        if (!acked && ackTimedOut) return false;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    } finally {
      clearTimeout(ackTimer);
      set.delete(waiter);
      if (set.size === 0) this.waiters.delete(messageId);
      signal.removeEventListener('abort', onAbort);
    }
  }

  /** Asks whichever process holds the reply to stop it. */
  async requestStop(messageId: string): Promise<void> {
    await this.pubsub.notify(STOP, JSON.stringify({ m: messageId }));
  }

  private onFollow(payload: string): void {
    const request = parse<{ m: string; a: number; p: string }>(payload);
    if (!request) return;
    const stream = this.registry.get(request.m);
    if (!stream) return;
    const to = `reply_ev_${request.p}`;
    void (async () => {
      try {
        await this.pubsub.notify(to, JSON.stringify({ m: request.m, ack: true } satisfies Wire));
        // The forwarder ends with the reply; it is bounded by the reply's own life.
        for await (const event of stream.follow(request.a, new AbortController().signal)) {
          const full = JSON.stringify({ m: request.m, e: event } satisfies Wire);
          await this.pubsub.notify(to, full.length <= MAX_PAYLOAD ? full : JSON.stringify({ m: request.m, ref: event.id } satisfies Wire));
        }
      } catch (err) {
        this.log.error('Forwarding a reply to another process failed', { messageId: request.m, err: err as Error });
      }
    })();
  }

  private onStop(payload: string): void {
    const request = parse<{ m: string }>(payload);
    const stream = request && this.registry.get(request.m);
    if (stream && !stream.finished) stream.controller.abort('stop');
  }

  private onInbox(payload: string): void {
    const wire = parse<Wire>(payload);
    if (!wire) return;
    for (const waiter of this.waiters.get(wire.m) ?? []) waiter(wire);
  }
}

function parse<T>(payload: string): T | null {
  try {
    return JSON.parse(payload) as T;
  } catch {
    return null;
  }
}
