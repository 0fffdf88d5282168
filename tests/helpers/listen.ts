import { createApp } from '../../src/server/app';
import type { Deps } from '../../src/server/deps';

/** The whole app on a real loopback port, for tests that speak HTTP as clients do. */
export function listenTestApp(deps: Deps): { base: string; stop: () => Promise<void> } {
  const server = createApp(deps).listen({ port: 0, hostname: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${server.server?.port}`,
    stop: async () => {
      await server.stop(true);
    },
  };
}
