import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { DB } from '../../db/types';
import type { MessageError, MessageExtraData, MessageItem } from '../../shared/schemas/message';
import type { Logger } from '../lib/logger';

export interface Pending {
  items: MessageItem[];
  status: 'thinking' | 'responding';
}

/** A reply's final state. */
export interface FinalState {
  items: MessageItem[];
  status: 'completed' | 'failed';
  error: MessageError | null;
  extraData: MessageExtraData | null;
  updatedAt: Date;
}

interface QueuedFinal {
  id: string;
  state: FinalState;
  done: (saved: boolean) => void;
  fail: (err: unknown) => void;
}

/** Resolves on the next turn of the event loop, after the I/O and timers already due. */
function nextTurn(): Promise<void> {
  return new Promise((next) => setImmediate(next));
}

/** Waiters settled per turn of the event loop (see settleInSlices). */
const SETTLE_SLICE = 64;

/**
 * Settles a batch's waiters a slice per turn of the event loop. Each goes on at once to send its
 * final event and retire its reply (~0.1 ms apiece): 2,000 settled together held the loop for
 * ~170 ms while the tokens of replies still streaming were due.
 */
async function settleInSlices<T>(batch: T[], settle: (item: T) => void): Promise<void> {
  for (let i = 0; i < batch.length; i += SETTLE_SLICE) {
    if (i > 0) await nextTurn();
    for (const item of batch.slice(i, i + SETTLE_SLICE)) settle(item);
  }
}

/** A running reply, asked for its current state when a checkpoint is written — not on every token. */
export interface CheckpointSource {
  checkpoint(): Pending;
}

/**
 * Replies per checkpoint statement. Building a checkpoint holds the event loop (~8 µs per reply:
 * its items, then JSON): 2,000 replies in one piece held it 13–16 ms every interval, late for
 * every token due meanwhile. Slices are built a turn of the event loop apart.
 */
const CHECKPOINT_SLICE = 200;

/**
 * Saves running replies' content once per interval, one statement per slice of replies — never a
 * write per token. A reply that has not been written for `heartbeatMs` is touched even without new
 * content, so other processes can tell a live reply from one orphaned by a crash.
 */
export class CheckpointWriter {
  private readonly dirty = new Set<string>();
  private readonly live = new Map<string, { lastWrite: number; source: CheckpointSource }>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<void> | null = null;
  private finals: QueuedFinal[] = [];
  private finalsScheduled = false;
  /** Statements issued, for tests that count writes. */
  writes = 0;
  /** Final-state statements issued (one per batch of replies ending in the same tick). */
  finalWrites = 0;

  constructor(
    private readonly db: DB,
    private readonly log: Logger,
    private readonly options: { intervalMs: number; heartbeatMs: number },
  ) {}

  track(messageId: string, source: CheckpointSource): void {
    this.live.set(messageId, { lastWrite: Date.now(), source });
    this.ensureTimer();
  }

  /** The reply changed: write it at the next interval (cheap; safe to call per token). */
  mark(messageId: string): void {
    this.dirty.add(messageId);
  }

  /** The reply is final: its last state is written by the caller, never by a late checkpoint. */
  forget(messageId: string): void {
    this.dirty.delete(messageId);
    this.live.delete(messageId);
    if (this.live.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /**
   * Writes a reply's final state. Replies that end in the same tick (a burst, at scale) share one
   * statement instead of one each. Resolves true when the row was there to update.
   */
  saveFinal(messageId: string, state: FinalState): Promise<boolean> {
    this.forget(messageId);
    return new Promise((done, fail) => {
      this.finals.push({ id: messageId, state, done, fail });
      if (this.finalsScheduled) return;
      this.finalsScheduled = true;
      setImmediate(() => void this.writeFinals());
    });
  }

  private async writeFinals(): Promise<void> {
    const batch = this.finals;
    this.finals = [];
    this.finalsScheduled = false;
    // One JSON parameter for the whole batch: the statement text is the same for any batch size,
    // so the database prepares it once; a parameter per value made each size a new statement
    // (5,000 replies: 30,000 parameters to describe and bind, most of the server's CPU at scale).
    const json = JSON.stringify(
      batch.map(({ id, state: f }) => ({ id, items: f.items, status: f.status, error: f.error, extra_data: f.extraData, updated_at: f.updatedAt.toISOString() })),
    );
    try {
      this.finalWrites++;
      const result = await this.db.execute(sql`
        update messages as m set items = v.items, status = v.status, error = v.error, liked = false,
          extra_data = coalesce(v.extra_data, m.extra_data), updated_at = v.updated_at
        from jsonb_to_recordset(${json}::jsonb)
          as v(id uuid, items jsonb, status message_status, error jsonb, extra_data jsonb, updated_at timestamptz)
        where m.id = v.id
        returning m.id`);
      const saved = new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
      await settleInSlices(batch, (f) => f.done(saved.has(f.id)));
    } catch (err) {
      await settleInSlices(batch, (f) => f.fail(err));
    }
  }

  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private ensureTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.intervalMs);
    this.timer.unref?.();
  }

  private async write(): Promise<void> {
    const now = Date.now();
    for (const [id, entry] of this.live) {
      if (now - entry.lastWrite >= this.options.heartbeatMs) this.dirty.add(id);
    }
    const ids = [...this.dirty];
    this.dirty.clear();
    const slices: Promise<void>[] = [];
    for (let i = 0; i < ids.length; i += CHECKPOINT_SLICE) {
      if (i > 0) await nextTurn();
      slices.push(this.writeSlice(ids.slice(i, i + CHECKPOINT_SLICE), now));
    }
    await Promise.all(slices);
  }

  /** One statement for these replies' current state (a reply that ended since is skipped). */
  private async writeSlice(ids: string[], now: number): Promise<void> {
    const batch: [string, Pending][] = [];
    for (const id of ids) {
      const entry = this.live.get(id);
      if (entry) batch.push([id, entry.source.checkpoint()]);
    }
    if (batch.length === 0) return;
    const json = JSON.stringify(batch.map(([id, p]) => ({ id, items: p.items, status: p.status })));
    try {
      this.writes++;
      // The status guard keeps a late checkpoint from overwriting a final state. One JSON
      // parameter, one statement text whatever the batch size (see writeFinals).
      await this.db.execute(sql`
        update messages as m set items = v.items, status = v.status, updated_at = now()
        from jsonb_to_recordset(${json}::jsonb) as v(id uuid, items jsonb, status message_status)
        where m.id = v.id and m.status in ('thinking', 'responding')`);
      for (const [id] of batch) {
        const entry = this.live.get(id);
        if (entry) entry.lastWrite = now;
      }
    } catch (err) {
      this.log.error('Checkpointing replies failed', { err: err as Error, count: batch.length });
      for (const [id] of batch) if (this.live.has(id)) this.dirty.add(id);
    }
  }
}

