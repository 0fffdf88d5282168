/**
 * `bun run bench` runs every benchmark below, in order; `bun run bench <name> [<name>…]` runs some;
 * `bun run bench --list` lists them. Each prints a table; all are merged into
 * bench/results/latest.json. A run including http, streams or chat-page ends with issue #28's
 * targets in one table (lib/targets.ts). A missed target is reported, never an exit code; a
 * benchmark that crashes makes the process exit 1 after the others have run.
 */
import type { Benchmark } from './lib/report';
import { renderTable } from './lib/report';
import { RESULTS_FILE, saveReport } from './lib/results';
import { measuresIssue28, targetSummary, type TargetCheck } from './lib/targets';

/** Add a benchmark: a file exporting `benchmark: Benchmark`, plus one line here. */
const REGISTRY: Record<string, () => Promise<Benchmark>> = {
  http: async () => (await import('./http')).benchmark,
  'cold-start': async () => (await import('./cold-start')).benchmark,
  streams: async () => (await import('./streams')).benchmark,
  coalescing: async () => (await import('./coalescing')).benchmark,
  'reply-loop': async () => (await import('./reply-loop')).benchmark,
  'chat-page': async () => (await import('./chat-page')).benchmark,
  'initial-assets': async () => (await import('./initial-assets')).benchmark,
  'page-load': async () => (await import('./page-load')).benchmark,
  screenshots: async () => (await import('./screenshots')).benchmark,
  understanding: async () => (await import('./understanding')).benchmark,
  practice: async () => (await import('./practice')).benchmark,
  lighthouse: async () => (await import('./lighthouse')).benchmark,
};

const args = process.argv.slice(2);
if (args.includes('--list') || args.includes('--help') || args.includes('-h')) {
  for (const [name, load] of Object.entries(REGISTRY)) console.log(`${name.padEnd(14)} ${(await load()).summary}`);
  process.exit(0);
}
const unknown = args.filter((name) => !(name in REGISTRY));
if (unknown.length) {
  console.error(`unknown benchmark: ${unknown.join(', ')}; known: ${Object.keys(REGISTRY).join(', ')}`);
  process.exit(2);
}

let crashed = false;
const ran = args.length ? args : Object.keys(REGISTRY);
const failed: string[] = [];
const checks: TargetCheck[] = [];
for (const name of ran) {
  const benchmark = await (REGISTRY[name] as () => Promise<Benchmark>)();
  try {
    const report = await benchmark.run();
    console.log(`\n${renderTable(report)}\n`);
    await saveReport(name, report);
    checks.push(...(report.targets ?? []));
  } catch (err) {
    crashed = true;
    failed.push(name);
    console.error(`\nbenchmark ${name} failed:`, err);
  }
}
// Issue #28 is judged on one run of http, streams and chat-page: every target of it in one table.
if (measuresIssue28(ran)) {
  const summary = targetSummary({ ran, failed, checks, postgres: Boolean(process.env.BENCH_DATABASE_URL) });
  console.log(`\n${renderTable(summary)}\n`);
  await saveReport('issue-28-targets', summary);
}
console.log(`results: ${RESULTS_FILE}`);
process.exit(crashed ? 1 : 0);
