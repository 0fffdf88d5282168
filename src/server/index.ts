import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app';
import { drainReplies, startBackgroundWork } from './background';
import { createComponents } from './deps';
import { parseEnv } from './env';
import { createLogger } from './lib/logger';
import { isWorkerProcess, planWorkers, superviseWorkers } from './workers';

/** Boots the app on the embedded defaults or whatever the environment switches on. */
const env = parseEnv();
const workers = planWorkers(env.WORKERS, Boolean(env.DATABASE_URL));
if (workers.count > 1 && !isWorkerProcess()) {
  // This process only supervises: each worker boots the whole app and shares the port (reusePort).
  const log = createLogger({ level: env.LOG_LEVEL, json: env.LOG_FORMAT === 'json' });
  process.exit(await superviseWorkers({ count: workers.count, command: [process.execPath, ...process.argv.slice(1)], log }));
}
const clientDir = resolve(import.meta.dir, '../../dist/client');
const ssrEntry = resolve(import.meta.dir, '../../dist/ssr/entry-server.js');
const hasClient = existsSync(resolve(clientDir, 'index.html'));
const components = await createComponents(env, hasClient ? clientDir : null, hasClient && existsSync(ssrEntry) ? ssrEntry : null);
const { deps } = components;

for (const line of components.describe()) deps.log.info(line);
if (workers.note) deps.log.warn(workers.note);
const stopBackground = await startBackgroundWork(deps, components.database);

const app = createApp(deps).listen({
  port: env.PORT,
  hostname: env.HOST,
  maxRequestBodySize: 8 * 1024 * 1024,
  // Elysia shares the port by default. Several processes on one Postgres may (they follow each
  // other's replies); an embedded-database server is one process, so a second one (a stale dev
  // server, another checkout) must fail to start rather than take half the requests.
  reusePort: components.database.driver === 'postgres',
});
deps.log.info(`Listening on http://localhost:${app.server?.port ?? env.PORT}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.log.info(`${signal} received, shutting down`);
  try {
    stopBackground();
    // Stop taking requests; let replies that are streaming finish (SHUTDOWN_DRAIN_MS), then end
    // the rest as interrupted and save them.
    const closing = app.stop();
    await drainReplies(deps, deps.config.reply.drainMs);
    await closing;
  } finally {
    // Events of the drained replies still queued for followers on other processes go out first
    // (bounded: a database that stopped answering must not hold the exit).
    await Promise.race([deps.bus?.idle(), Bun.sleep(2_000)]);
    await deps.bus?.close();
    await deps.screenshots.close();
    await components.database.close();
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// A bad request must never take the process down (SECURITY-TESTS M-4): log and carry on.
process.on('unhandledRejection', (reason) => deps.log.error('Unhandled rejection', { err: reason as Error }));
process.on('uncaughtException', (err) => deps.log.error('Uncaught exception', { err }));
process.on('SIGINT', () => void shutdown('SIGINT'));
