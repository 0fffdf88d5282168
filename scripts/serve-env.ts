import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The JavaScriptCore options (`BUN_JSC_*=…`) that package.json's `serve` script starts the
 * production server with. Benches that run our app pass them to its process, so they measure the
 * runtime the product runs on; reference servers (raw Bun) keep Bun's defaults.
 */
export function serveRuntimeEnv(root = resolve(import.meta.dir, '..')): Record<string, string> {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const serve = pkg.scripts?.serve ?? '';
  return Object.fromEntries([...serve.matchAll(/\b(BUN_JSC_\w+)=(\S+)/g)].map((m) => [m[1] as string, m[2] as string]));
}
