import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ENTRY = resolve(import.meta.dir, '../../src/server/index.ts');
const dirs: string[] = [];
const running: Bun.Subprocess[] = [];

afterAll(() => {
  for (const p of running) p.kill();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function start(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'one-port-'));
  dirs.push(dataDir);
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  const proc = Bun.spawn(['bun', ENTRY], { env, stdout: 'pipe', stderr: 'pipe' });
  running.push(proc);
  return proc;
}

async function readUntil(stream: ReadableStream<Uint8Array>, pattern: RegExp): Promise<RegExpMatchArray> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) {
    text += decoder.decode(chunk, { stream: true });
    const match = text.match(pattern);
    if (match) return match;
  }
  throw new Error(`stream ended without ${pattern}: ${text.slice(-500)}`);
}

test('on the embedded database a second server on the same port fails to start instead of sharing it', async () => {
  const first = start(0);
  const [, port] = await readUntil(first.stdout, /Listening on http:\/\/localhost:(\d+)/);
  const second = start(Number(port));
  // Sharing the port, it would serve on (a bound for the failure, not a speed claim).
  const exit = await Promise.race([second.exited, Bun.sleep(40_000).then(() => 'still serving')]);
  expect(exit).not.toBe('still serving');
  expect(exit).not.toBe(0);
  expect(await new Response(second.stderr).text()).toContain('in use');
  // The first one still answers, alone.
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
}, 90_000);
