/**
 * One HTTP target for the throughput benchmark, in its own process so the load generator does not
 * share its core. Usage: bun bench/servers/http-target.ts <raw|elysia|app>
 * Prints `PORT=<n>` on stdout once listening; exits on SIGTERM/SIGINT, when stdin closes (the
 * bench process died) or after BENCH_SERVER_MAX_SECONDS (default 900) at the latest.
 */
import { Elysia } from 'elysia';

// The references answer the same JSON as the route they are compared with (the bench passes the
// app's catalogue answer in BENCH_BODY_FILE), serialised per request as any handler would.
const BODY = process.env.BENCH_BODY_FILE ? await Bun.file(process.env.BENCH_BODY_FILE).json() : { ok: true, message: 'hello', items: [1, 2, 3] };
const kind = process.argv[2];
const port = Number(process.env.BENCH_PORT ?? 0);
const cleanups: (() => unknown)[] = [];

if (kind === 'raw') {
  const server = Bun.serve({ port, hostname: '127.0.0.1', fetch: () => Response.json(BODY) });
  cleanups.push(() => server.stop(true));
  ready(server.port);
} else if (kind === 'elysia') {
  const app = new Elysia().get('/json', () => BODY).listen({ port, hostname: '127.0.0.1' });
  cleanups.push(() => app.stop());
  ready(app.server?.port);
} else if (kind === 'app') {
  // Our real app on a fresh, seeded database (in-memory PGlite, or Postgres via TEST_DATABASE_URL).
  const { createApp } = await import('../../src/server/app');
  const { createTestDeps } = await import('../../tests/helpers/test-deps');
  const test = await createTestDeps();
  const app = createApp(test.deps).listen({ port, hostname: '127.0.0.1' });
  cleanups.push(() => app.stop(), () => test.close());
  ready(app.server?.port);
} else {
  console.error(`unknown target "${kind}" (expected raw | elysia | app)`);
  process.exit(2);
}

function ready(port: number | undefined) {
  if (!port) throw new Error('server did not report a port');
  console.log(`PORT=${port}`);
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const fn of cleanups) await Promise.resolve(fn()).catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop()).resume();
setTimeout(() => void stop(), Number(process.env.BENCH_SERVER_MAX_SECONDS ?? 900) * 1000);
