import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A reply's final state as the database statement takes it (see CheckpointWriter.writeFinals). */
export interface FinalRecord {
  id: string;
  items: unknown;
  status: 'completed' | 'failed';
  error: unknown;
  extra_data: unknown;
  updated_at: string;
  /** Give back the use the row was charged: the reply ends having written nothing (once: see writeFinalRecords). */
  refund: boolean;
}

/**
 * Final states that could not be written in time (the database down longer than the retries),
 * kept until it answers again. With a folder they survive a restart — one file per reply, written
 * whole then renamed, so a crash mid-write leaves no half record — and are written at boot;
 * without one (tests) they live in memory only.
 */
export class FinalOutbox {
  private readonly memory = new Map<string, FinalRecord>();

  constructor(private readonly dir: string | null) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  park(records: FinalRecord[]): void {
    for (const record of records) {
      if (!this.dir) {
        this.memory.set(record.id, record);
        continue;
      }
      const path = join(this.dir, `${record.id}.json`);
      writeFileSync(`${path}.tmp`, JSON.stringify(record));
      renameSync(`${path}.tmp`, path);
    }
  }

  entries(): FinalRecord[] {
    if (!this.dir) return [...this.memory.values()];
    const records: FinalRecord[] = [];
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.json')) continue;
      try {
        records.push(JSON.parse(readFileSync(join(this.dir, name), 'utf8')) as FinalRecord);
      } catch {
        // Another process flushed it meanwhile.
      }
    }
    return records;
  }

  get size(): number {
    return this.dir ? readdirSync(this.dir).filter((n) => n.endsWith('.json')).length : this.memory.size;
  }

  remove(ids: Iterable<string>): void {
    for (const id of ids) {
      if (this.dir) rmSync(join(this.dir, `${id}.json`), { force: true });
      else this.memory.delete(id);
    }
  }
}
