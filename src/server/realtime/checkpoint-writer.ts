import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { DB } from '../../db/types';
import type { MessageError, MessageExtraData, MessageItem } from '../../shared/schemas/message';
import type { Logger } from '../lib/logger';
import { FinalOutbox, type FinalRecord } from './final-outbox';

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
  /** Give back the use the row was charged (messages.charge) — a reply that wrote nothing. */
  refund?: boolean;
}

/** Where a final state went: the row (`saved`), nowhere (`gone`: no such row), or the outbox (`parked`). */
export type FinalOutcome = 'saved' | 'gone' | 'parked';

interface QueuedFinal {
  record: FinalRecord;
  done: (outcome: FinalOutcome) => void;
}

export interface CheckpointWriterOptions {
  intervalMs: number;
  heartbeatMs: number;
  /** How long a final write is retried (with backoff) before it is parked in the outbox. */
  finalRetryMs?: number;
  /** Folder of the outbox (null or absent: in memory). */
  outboxDir?: string | null;
}

const FINAL_RETRY_MS = 20_000;
/** How often parked finals are tried again. */
const OUTBOX_RETRY_MS = 2_000;

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
  private readonly outbox: FinalOutbox;
  private outboxTimer: ReturnType<typeof setInterval> | null = null;
  private flushingOutbox: Promise<number> | null = null;
  /** Statements issued, for tests that count writes. */
  writes = 0;
  /** Final-state statements issued (one per batch of replies ending in the same tick). */
  finalWrites = 0;

  constructor(
    private readonly db: DB,
    private readonly log: Logger,
    private readonly options: CheckpointWriterOptions,
  ) {
    this.outbox = new FinalOutbox(options.outboxDir ?? null);
  }

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
   * statement instead of one each. A failed write (a restart, an outage, a stale connection) is
   * tried again with backoff — postgres.js replaces a broken connection on the next query — for
   * `finalRetryMs`, then parked in the outbox, written once the database answers again. Never
   * rejects.
   */
  saveFinal(messageId: string, state: FinalState): Promise<FinalOutcome> {
    this.forget(messageId);
    const record: FinalRecord = {
      id: messageId,
      items: state.items,
      status: state.status,
      error: state.error,
      extra_data: state.extraData,
      updated_at: state.updatedAt.toISOString(),
      refund: state.refund ?? false,
    };
    return new Promise((done) => {
      this.finals.push({ record, done });
      if (this.finalsScheduled) return;
      this.finalsScheduled = true;
      setImmediate(() => void this.writeFinals());
    });
  }

  private async writeFinals(): Promise<void> {
    const batch = this.finals;
    this.finals = [];
    this.finalsScheduled = false;
    const records = batch.map((f) => f.record);
    const retryMs = this.options.finalRetryMs ?? FINAL_RETRY_MS;
    const deadline = Date.now() + retryMs;
    for (let attempt = 0; ; attempt++) {
      try {
        const saved = await this.writeFinalRecords(records);
        await settleInSlices(batch, (f) => f.done(saved.has(f.record.id) ? 'saved' : 'gone'));
        return;
      } catch (err) {
        const wait = Math.min(100 * 2 ** attempt, 2_000);
        if (Date.now() + wait > deadline) {
          this.log.error('Saving final replies failed; parked until the database answers', { err: err as Error, count: records.length });
          this.park(records);
          await settleInSlices(batch, (f) => f.done('parked'));
          return;
        }
        this.log.warn('Saving final replies failed; retrying', { err: err as Error, count: records.length, attempt });
        await Bun.sleep(wait);
      }
    }
  }

  /**
   * One statement for a batch of final states; answers the ids whose row was there. One JSON
   * parameter: the statement text is the same for any batch size, so the database prepares it
   * once (a parameter per value made each size a new statement: 5,000 replies, 30,000 parameters).
   * A use is given back only when this statement is the one that ends the row (it was still
   * unfinished in the statement's snapshot, which its own update does not change), so a retry
   * after a lost answer, or a sweep that failed the row first, does not refund twice.
   */
  private async writeFinalRecords(records: FinalRecord[]): Promise<Set<string>> {
    this.finalWrites++;
    const result = await this.db.execute(sql`
      with v as (
        select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(id uuid, items jsonb, status message_status,
          error jsonb, extra_data jsonb, updated_at timestamptz, refund boolean)
      ),
      before as (select m.id, m.status, m.user_id, m.charge from messages m join v on v.id = m.id),
      saved as (
        update messages as m set items = v.items, status = v.status, error = v.error, liked = false,
          extra_data = coalesce(v.extra_data, m.extra_data), updated_at = v.updated_at
        from v where m.id = v.id
        returning m.id
      ),
      refunds as (
        select b.user_id, b.charge->>'feature' as feature, (b.charge->>'day')::date as day, count(*)::int as n
        from v join before b on b.id = v.id
        where v.refund and b.charge is not null and b.status in ('thinking', 'responding')
        group by 1, 2, 3
      ),
      refunded as (
        update usage_counters as u set count = greatest(u.count - r.n, 0) from refunds r
        where u.user_id = r.user_id and u.feature = r.feature and u.day = r.day
        returning u.user_id
      )
      select id from saved`);
    return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
  }

  private park(records: FinalRecord[]): void {
    try {
      this.outbox.park(records);
    } catch (err) {
      this.log.error('Parking final replies failed: they are lost', { err: err as Error, ids: records.map((r) => r.id) });
      return;
    }
    if (this.outboxTimer) return;
    this.outboxTimer = setInterval(() => void this.flushOutbox(), OUTBOX_RETRY_MS);
    this.outboxTimer.unref?.();
  }

  /** Final states parked so far (tests, the boot log). */
  get parked(): number {
    return this.outbox.size;
  }

  /**
   * Writes the parked final states (at boot, and every few seconds while there are some).
   * Answers how many were written; the rest stay parked.
   */
  async flushOutbox(): Promise<number> {
    if (this.flushingOutbox) return this.flushingOutbox;
    this.flushingOutbox = (async () => {
      const records = this.outbox.entries();
      if (records.length === 0) return 0;
      try {
        await this.writeFinalRecords(records);
      } catch (err) {
        this.log.warn('Parked final replies still cannot be written', { err: err as Error, count: records.length });
        return 0;
      }
      this.outbox.remove(records.map((r) => r.id));
      this.log.info(`Wrote ${records.length} parked final replies`);
      if (this.outbox.size === 0 && this.outboxTimer) {
        clearInterval(this.outboxTimer);
        this.outboxTimer = null;
      }
      return records.length;
    })().finally(() => {
      this.flushingOutbox = null;
    });
    return this.flushingOutbox;
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
    if (this.outboxTimer) clearInterval(this.outboxTimer);
    this.timer = null;
    this.outboxTimer = null;
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
      // The status guard keeps a late checkpoint from overwriting a final state. Rows another
      // statement holds (a final write under way) are skipped, never waited for: a checkpoint
      // that waited could deadlock with a final batch locking the same rows in another order
      // (seen at 300 streams), and a reply being finalised needs no checkpoint. One JSON
      // parameter, one statement text whatever the batch size (see writeFinalRecords).
      await this.db.execute(sql`
        with v as (select * from jsonb_to_recordset(${json}::jsonb) as v(id uuid, items jsonb, status message_status)),
        free as (
          select m.id from messages m join v on v.id = m.id
          where m.status in ('thinking', 'responding') for update of m skip locked
        )
        update messages as m set items = v.items, status = v.status, updated_at = now()
        from v, free where m.id = v.id and free.id = m.id`);
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

