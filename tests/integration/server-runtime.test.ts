import { expect, test } from 'bun:test';
import { resolve } from 'node:path';
import { serveRuntimeEnv } from '../../scripts/serve-env';

const ROOT = resolve(import.meta.dir, '../..');

test('the production server (start → serve) runs with a bounded JavaScriptCore heap growth', async () => {
  const pkg = (await Bun.file(resolve(ROOT, 'package.json')).json()) as { scripts: Record<string, string> };
  expect(pkg.scripts.start).toEndWith('&& bun run serve');
  const env = serveRuntimeEnv(ROOT);
  // docs/decisions.md "Server runtime": on hosts with > 16 GB of RAM JSC lets the heap triple
  // between collections (default 3); a burst of sends then leaves every open stream pinning heap blocks.
  expect(Number(env.BUN_JSC_heapGrowthMaxIncrease)).toBeLessThan(3);
});

test('this Bun accepts and applies every JSC option the serve script sets', async () => {
  const env = serveRuntimeEnv(ROOT);
  const proc = Bun.spawn(['bun', '-e', '0'], { env: { ...process.env, ...env, BUN_JSC_dumpOptions: '1' }, stdout: 'pipe', stderr: 'pipe' });
  const [stderr, code] = await Promise.all([new Response(proc.stderr).text(), proc.exited]);
  // An option this JSC does not know makes Bun refuse to start; a known one is listed as modified.
  expect(code).toBe(0);
  for (const [name, value] of Object.entries(env)) expect(stderr).toContain(`${name.replace(/^BUN_JSC_/, '')}=${value} (default:`);
});
