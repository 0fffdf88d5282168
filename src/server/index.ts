import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app';
import { createComponents } from './deps';
import { parseEnv } from './env';

/** Boots the app on the embedded defaults or whatever the environment switches on. */
const env = parseEnv();
const clientDir = resolve(import.meta.dir, '../../dist/client');
const components = await createComponents(env, existsSync(resolve(clientDir, 'index.html')) ? clientDir : null);
const { deps } = components;

for (const line of components.describe()) deps.log.info(line);

const app = createApp(deps).listen({ port: env.PORT, hostname: env.HOST, maxRequestBodySize: 8 * 1024 * 1024 });
deps.log.info(`Listening on http://localhost:${app.server?.port ?? env.PORT}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.log.info(`${signal} received, shutting down`);
  try {
    await app.stop();
  } finally {
    await components.database.close();
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
