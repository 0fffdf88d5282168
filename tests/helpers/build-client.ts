import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dir, '../..');

/**
 * Both Vite builds of `bun run build` — the client and the public pages' server renderer — into a
 * fresh folder of their own (inside the repository, so the renderer finds node_modules), for tests
 * that need the real markup and class names without touching dist/client and dist/ssr.
 */
export function buildClientForTest(): { clientDir: string; ssrEntry: string; remove(): void } {
  const dir = join(ROOT, 'dist', `.test-build-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const clientDir = join(dir, 'client');
  const ssrDir = join(dir, 'ssr');
  for (const args of [['--outDir', clientDir], ['--ssr', '--outDir', ssrDir]]) {
    const build = Bun.spawnSync(['bun', '--bun', 'vite', 'build', '--logLevel', 'error', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdout: 'ignore',
      stderr: 'pipe',
    });
    if (build.exitCode !== 0) throw new Error(`vite build ${args.join(' ')} failed:\n${build.stderr.toString()}`);
  }
  return { clientDir, ssrEntry: join(ssrDir, 'entry-server.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
