import { afterAll, beforeAll } from 'bun:test';

/**
 * A fixture for a whole test file: `start` runs before the file's tests and `close` after them.
 * The answer stands for what `start` gave; read it inside tests (before beforeAll it throws).
 */
export function startedForFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return new Proxy({} as T, {
    get: (_, key) => {
      if (!started) throw new Error('a file fixture is read before its beforeAll ran');
      return Reflect.get(started, key);
    },
  });
}
