import { expect, test } from 'bun:test';
import { DEFAULT_FETCH_LIMIT, FETCH_HEADROOM, replyStreamCap, runtimeFetchLimit } from './fetch-limit';

test("the runtime's fetch limit comes from BUN_CONFIG_MAX_HTTP_REQUESTS, else Bun's default", () => {
  expect(runtimeFetchLimit({})).toBe(DEFAULT_FETCH_LIMIT);
  expect(runtimeFetchLimit({ BUN_CONFIG_MAX_HTTP_REQUESTS: '65535' })).toBe(65_535);
  expect(runtimeFetchLimit({ BUN_CONFIG_MAX_HTTP_REQUESTS: 'lots' })).toBe(DEFAULT_FETCH_LIMIT);
});

test('the reply cap never exceeds what the runtime can stream at once', () => {
  expect(replyStreamCap(5_000, 65_535)).toBe(5_000);
  expect(replyStreamCap(5_000, DEFAULT_FETCH_LIMIT)).toBe(DEFAULT_FETCH_LIMIT - FETCH_HEADROOM);
});

test('the serve script raises the runtime limit above the default reply cap', async () => {
  const pkg = (await Bun.file(new URL('../../../package.json', import.meta.url)).json()) as { scripts: Record<string, string> };
  const limit = /BUN_CONFIG_MAX_HTTP_REQUESTS=(\d+)/.exec(pkg.scripts.serve!)?.[1];
  const { DEFAULT_REPLY_CONFIG } = await import('../deps');
  expect(replyStreamCap(DEFAULT_REPLY_CONFIG.maxStreamsPerProcess, runtimeFetchLimit({ BUN_CONFIG_MAX_HTTP_REQUESTS: limit }))).toBe(
    DEFAULT_REPLY_CONFIG.maxStreamsPerProcess,
  );
});
