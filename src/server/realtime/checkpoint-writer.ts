import { sql, type SQL } from 'drizzle-orm';
import type { DB } from '../../db/types';
import type { MessageItem } from '../../shared/schemas/message';
import type { Logger } from '../lib/logger';

export interface Pending {
  items: MessageItem[];
  status: 'thinking' | 'responding';
}

/** Reads a reply's current state when a checkpoint is written — not on every token. */
export type Snapshot = () => Pending;

/**
 * Saves running replies' content in one statement per interval for all of them — never a write
 * per token. A reply that has not been written for `heartbeatMs` is touched even without new
 * content, so other processes can tell a live reply from one orphaned by a crash.
 */
export class CheckpointWriter {
  private readonly dirty = new Set<string>();
  private readonly live = new Map<string, { lastWrite: number; snapshot: Snapshot }>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<void> | null = null;
  /** Statements issued, for tests that count writes. */
  writes = 0;

  constructor(
    private readonly db: DB,
    private readonly log: Logger,
    private readonly options: { intervalMs: number; heartbeatMs: number },
  ) {}

  track(messageId: string, snapshot: Snapshot): void {
    this.live.set(messageId, { lastWrite: Date.now(), snapshot });
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
    const batch: [string, Pending][] = [];
    for (const id of this.dirty) {
      const entry = this.live.get(id);
      if (entry) batch.push([id, entry.snapshot()]);
    }
    this.dirty.clear();
    if (batch.length === 0) return;
    const rows: SQL[] = batch.map(([id, p]) => sql`(${id}::uuid, ${JSON.stringify(p.items)}::jsonb, ${p.status}::message_status)`);
    try {
      this.writes++;
      // The status guard keeps a late checkpoint from overwriting a final state.
      await this.db.execute(sql`
        update messages as m set items = v.items, status = v.status, updated_at = now()
        from (values ${sql.join(rows, sql`, `)}) as v(id, items, status)
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
