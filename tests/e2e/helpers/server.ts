import { createOfflinePracticeAi } from '../../../src/server/ai/offline/practice/offline-practice-ai';
import { withPracticePacing } from '../../../src/server/ai/practice-paced';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createOfflineProvider } from '../../../src/server/ai/offline/offline-provider';
import { withPacing } from '../../../src/server/ai/paced';
import { createApp } from '../../../src/server/app';
import type { HumanCheck } from '../../../src/server/auth/human-check';
import type { AppConfig } from '../../../src/server/deps';
import { createTestDeps } from '../../helpers/test-deps';

const CLIENT_DIR = resolve(import.meta.dir, '../../../dist/client');
const SSR_ENTRY = resolve(import.meta.dir, '../../../dist/ssr/entry-server.js');

/**
 * The whole app on a free port with the built client and a fresh database, for browser tests.
 * Build the client first (`bun run build`, which also builds the public pages' pre-renderer); the e2e script does. `paceMs` releases the offline
 * engine's words at that pace (production uses 25 ms), so a test can act while a reply streams.
 */
export async function startTestServer(options: { paceMs?: number; humanCheck?: HumanCheck; config?: Partial<AppConfig> } = {}): Promise<{
  url: string;
  lastCodeFor(email: string): string | undefined;
  close(): Promise<void>;
}> {
  if (!existsSync(resolve(CLIENT_DIR, 'index.html'))) throw new Error('dist/client is missing: run `bun run build` first');
  if (!existsSync(SSR_ENTRY)) throw new Error('dist/ssr is missing: run `bun run build` first');
  const ai = options.paceMs ? withPacing(createOfflineProvider(), options.paceMs) : undefined;
  const practiceAi = options.paceMs ? withPracticePacing(createOfflinePracticeAi(), options.paceMs) : undefined;
  const t = await createTestDeps({ config: { ...options.config, clientDir: CLIENT_DIR, ssrEntry: SSR_ENTRY }, ai, practiceAi, humanCheck: options.humanCheck });
  const app = createApp(t.deps).listen({ port: 0, hostname: '127.0.0.1' });
  const port = app.server?.port;
  if (!port) throw new Error('The test server did not start');
  return {
    url: `http://127.0.0.1:${port}`,
    lastCodeFor: t.lastCodeFor,
    close: async () => {
      await app.stop(true);
      await t.close();
    },
  };
}
