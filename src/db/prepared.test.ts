import { describe, expect, test } from 'bun:test';
import { prepared } from './prepared';
import type { Executor } from './types';

describe('prepared statements', () => {
  test('built once per executor and name, again for another executor', () => {
    const db = {} as Executor;
    const tx = {} as Executor;
    let builds = 0;
    const build = (on: Executor) => ({ on, n: ++builds });
    const first = prepared(db, 'a', build);
    expect(prepared(db, 'a', build)).toBe(first);
    expect(builds).toBe(1);
    expect(prepared(db, 'b', build)).not.toBe(first);
    const inTx = prepared(tx, 'a', build);
    expect(inTx.on).toBe(tx);
    expect(builds).toBe(3);
  });
});
