import { randomUUID } from 'node:crypto';
import type { PubSub } from '../../db/types';
import type { ReplyEvent } from '../../shared/stream';
import type { Logger } from '../lib/logger';
import type { ReplyRegistry } from './reply-registry';
import type { ReplyListener, ReplyStream } from './reply-stream';
import { BatchedWork } from './batched-work';
import { WorkQueue } from './work-queue';

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
/** A remote follower that heard nothing for this long asks the generator again. */
export const FOLLOWER_SILENCE_MS = 5_000;
/** NOTIFY payloads must stay under 8000 bytes (bytes, not characters); larger events travel as a reference. */
export const MAX_PAYLOAD_BYTES = 7500;

/**
 * Fan-out of live replies between app processes on one Postgres (ARCHITECTURE §4). A process that
 * is asked for a reply it does not hold publishes a follow request; the process generating it
 * acknowledges, replays the events after the follower's last id and forwards the rest to the
 * follower's own channel. Traffic flows only for replies someone follows remotely, and whatever
 * is bound for one process in one turn of the event loop shares NOTIFYs (`Outbox`): a ticker slot
 * flushes many replies at once, so a thousand remote followers cost a few hundred NOTIFYs a
 * second, not one per event each.
 */
export class PgReplyBus {
  readonly processId = randomUUID().replaceAll('-', '').slice(0, 16);
  private readonly inbox = `reply_ev_${this.processId}`;
  private readonly waiters = new Map<string, Set<(wire: Wire) => void>>();
  private readonly outboxes = new Map<string, Outbox>();
  /** One forwarder per reply and following process: asking again replaces it (no duplicate stream). */
  private readonly forwarders = new Map<string, { stream: ReplyStream; forwarder: Forwarder }>();
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
   * NOTIFYs can be lost (the listening connection dropped, a NOTIFY that failed, the generator
   * died): events carry the reply's sequence (their ids), so a gap, or `silenceMs` without a word,
   * makes the follower ask again from the last event it has — the generator replays exactly what
   * is missing, and when none answers the caller reads the stored reply instead.
   */
  async *followRemote(
    messageId: string,
    afterId: number,
    signal: AbortSignal,
    ackMs = 2000,
    silenceMs = FOLLOWER_SILENCE_MS,
  ): AsyncGenerator<RemoteItem, boolean> {
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
    let everAcked = false;
    let last = afterId;
    let askedAt = 0;
    let heardAt = Date.now();
    const timer = setInterval(() => wake?.(), Math.max(50, Math.min(ackMs, silenceMs) / 4));
    const ask = () => {
      acked = false;
      askedAt = Date.now();
      // Not awaited: while the database is away a NOTIFY may wait for a connection for as long as
      // the outage lasts; the ack deadline counts from now either way.
      this.pubsub.notify(FOLLOW, JSON.stringify({ m: messageId, a: last, p: this.processId })).catch((err: unknown) => {
        this.log.warn('Asking for a remote reply failed', { messageId, err: err as Error });
      });
    };
    try {
      ask();
      for (;;) {
        while (queue.length) {
          const wire = queue.shift()!;
          heardAt = Date.now();
          if (wire.ack) {
            acked = everAcked = true;
            continue;
          }
          if (wire.ref !== undefined) {
            if (wire.ref > last) yield { kind: 'final-ref', id: wire.ref };
            return true;
          }
          if (!wire.e || wire.e.id <= last) continue; // a replay of what this follower has
          if (wire.e.id > last + 1) {
            // A gap: events were lost on the way. Ask for them again; later ones are replayed too.
            queue.length = 0;
            ask();
            break;
          }
          last = wire.e.id;
          yield { kind: 'event', event: wire.e };
          if (wire.e.event === 'end') return true;
        }
        if (signal.aborted) return everAcked;
        const now = Date.now();
        if (!acked && now - askedAt >= ackMs) return false; // nobody holds it (any more)
        if (acked && now - heardAt >= silenceMs) ask(); // still there? (answers with an ack)
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    } finally {
      clearInterval(timer);
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
    this.send(to, JSON.stringify({ m: request.m, ack: true } satisfies Wire));
    const key = `${request.m}:${request.p}`;
    const previous = this.forwarders.get(key);
    if (previous) previous.stream.unsubscribe(previous.forwarder);
    // Replays what the follower has not seen, then forwards each event as it is pushed; the
    // stream drops its listeners with the final event, so a forwarder lives as long as the reply.
    const forwarder = new Forwarder(this, to, request.m);
    stream.subscribe(request.a, forwarder);
    if (stream.finished) this.forwarders.delete(key);
    else this.forwarders.set(key, { stream, forwarder });
    forwarder.onEnd = () => {
      if (this.forwarders.get(key)?.forwarder === forwarder) this.forwarders.delete(key);
    };
  }

  /** Queues a serialised wire for another process (its outbox exists while it has work). */
  send(channel: string, wire: string): void {
    let outbox = this.outboxes.get(channel);
    if (!outbox) {
      this.outboxes.set(channel, (outbox = new Outbox(this.pubsub, channel, this.log)));
      outbox.push(wire);
      this.dropWhenIdle(outbox);
      return;
    }
    outbox.push(wire);
  }

  /** Everything queued so far has been sent (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.outboxes.values()].map((o) => o.idle()));
  }

  /** An outbox with nothing queued or in flight is dropped: a later one sends strictly after it. */
  private dropWhenIdle(outbox: Outbox): void {
    void outbox.idle().then(() => {
      if (outbox.busy) this.dropWhenIdle(outbox);
      else if (this.outboxes.get(outbox.channel) === outbox) this.outboxes.delete(outbox.channel);
    });
  }

  private onStop(payload: string): void {
    const request = parse<{ m: string }>(payload);
    const stream = request && this.registry.get(request.m);
    if (stream && !stream.finished) stream.controller.abort('stop');
  }

  /** One wire, or (from an outbox) an array of them in the order they were sent. */
  private onInbox(payload: string): void {
    const parsed = parse<Wire | Wire[]>(payload);
    if (!parsed) return;
    for (const wire of Array.isArray(parsed) ? parsed : [parsed]) {
      for (const waiter of this.waiters.get(wire.m) ?? []) waiter(wire);
    }
  }
}

/** Forwards one reply's events to a follower's process. An object: no closure per forwarded reply. */
class Forwarder implements ReplyListener {
  constructor(
    private readonly bus: PgReplyBus,
    private readonly channel: string,
    private readonly messageId: string,
  ) {}

  /** Called after the final event was queued. */
  onEnd: (() => void) | null = null;

  onReplyEvent(event: ReplyEvent): void {
    if (event.event === 'end') this.onEnd?.();
    const full = JSON.stringify({ m: this.messageId, e: event } satisfies Wire);
    // Room for the array's brackets; a final event with a long answer travels as a reference.
    const fits = Buffer.byteLength(full) <= MAX_PAYLOAD_BYTES - 2;
    this.bus.send(this.channel, fits ? full : JSON.stringify({ m: this.messageId, ref: event.id } satisfies Wire));
  }
}

/**
 * The wires bound for one process: those pushed before a batch starts (at least one turn of the
 * event loop) join it, and a queue of one sends batch after batch as JSON arrays of at most
 * MAX_PAYLOAD_BYTES each, so the follower gets them in order. A failed NOTIFY is logged and its
 * wires are lost, as before.
 */
class Outbox {
  private readonly queue = new WorkQueue({ concurrency: 1, maxQueued: Number.POSITIVE_INFINITY });
  private readonly batches = new BatchedWork<string>(this.queue, (wires) => this.send(wires), Number.POSITIVE_INFINITY);

  constructor(
    private readonly pubsub: PubSub,
    readonly channel: string,
    private readonly log: Logger,
  ) {}

  /** `wire`: one serialised Wire of at most MAX_PAYLOAD_BYTES − 2 bytes. */
  push(wire: string): void {
    this.batches.add(wire);
  }

  get busy(): boolean {
    return this.queue.size > 0;
  }

  idle(): Promise<void> {
    return this.queue.idle();
  }

  private async send(wires: string[]): Promise<void> {
    for (const payload of pack(wires)) {
      try {
        await this.pubsub.notify(this.channel, payload);
      } catch (err) {
        this.log.error('Forwarding a reply to another process failed', { channel: this.channel, err: err as Error });
      }
    }
  }
}

/** Serialised wires as JSON arrays of at most MAX_PAYLOAD_BYTES each, in order. */
export function pack(wires: string[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = 2; // the brackets
  for (const wire of wires) {
    const size = Buffer.byteLength(wire);
    if (batch.length && bytes + 1 + size > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      bytes = 2;
    }
    bytes += (batch.length ? 1 : 0) + size;
    batch.push(wire);
  }
  if (batch.length) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

function parse<T>(payload: string): T | null {
  try {
    return JSON.parse(payload) as T;
  } catch {
    return null;
  }
}
