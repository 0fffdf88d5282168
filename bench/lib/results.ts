import { mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import type { Report } from './report';

export const RESULTS_FILE = resolve(import.meta.dir, '../results/latest.json');

/**
 * Merges one benchmark's report into bench/results/latest.json (git-ignored), keyed by benchmark
 * name, so `bun run bench <name>` refreshes its entry and keeps the others.
 */
export async function saveReport(name: string, report: Report): Promise<void> {
  mkdirSync(resolve(RESULTS_FILE, '..'), { recursive: true });
  const file = Bun.file(RESULTS_FILE);
  let previous: { benchmarks?: Record<string, unknown> } = {};
  if (await file.exists()) {
    try {
      previous = await file.json();
    } catch {
      // unreadable: start over
    }
  }
  const entry = { at: new Date().toISOString(), machine: machine(), title: report.title, rows: report.rows, notes: report.notes };
  const out = { updatedAt: entry.at, benchmarks: { ...previous.benchmarks, [name]: entry } };
  await Bun.write(RESULTS_FILE, `${JSON.stringify(out, null, 2)}\n`);
}

function machine() {
  const list = cpus();
  return { bun: Bun.version, platform: process.platform, arch: process.arch, cores: list.length, cpu: list[0]?.model ?? null };
}
