import { afterAll, beforeAll, setDefaultTimeout } from 'bun:test';
import type { Browser } from 'playwright-core';
import { startTestServer } from '../helpers/server';
import { launchBrowser } from './browser';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * One app server (fresh database, built client) and one browser for a test file: started before
 * its tests, closed after them. `ready` hands both to the file.
 */
export function useE2eApp(
  ready: (server: TestServer, browser: Browser) => void,
  options: { paceMs?: number; testTimeoutMs?: number; server?: () => Parameters<typeof startTestServer>[0] } = {},
): void {
  // Browser flows take seconds; bun's default per-test timeout is 5 s.
  setDefaultTimeout(options.testTimeoutMs ?? 60_000);
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startTestServer({ ...options.server?.(), ...(options.paceMs === undefined ? {} : { paceMs: options.paceMs }) });
    browser = await launchBrowser();
    ready(server, browser);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  }, 30_000);
}
