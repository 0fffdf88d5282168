import { describe, expect, test } from 'bun:test';
import { DbHealth } from './health';

/** A probe the test answers by hand: each call waits until `answer` settles it. */
function manualProbe() {
  const waiting: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  return {
    calls: () => waiting.length,
    probe: () => new Promise<void>((resolve, reject) => waiting.push({ resolve, reject })),
    answer: (ok: boolean) => {
      for (const w of waiting.splice(0)) ok ? w.resolve() : w.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
    },
  };
}
const refused = Object.assign(new Error('connection reset'), { code: 'ECONNRESET' });
const options = { everyMs: 60_000, timeoutMs: 1_000 };

describe('DbHealth', () => {
  test('a check while a probe runs gets that probe\'s answer, not the state from before it', async () => {
    const p = manualProbe();
    const health = new DbHealth(p.probe, options);
    const first = health.check();
    const second = health.check();
    expect(p.calls()).toBe(1);
    p.answer(false); // the first try fails…
    await Bun.sleep(0);
    p.answer(false); // …and so does the retry on a new connection
    expect(await first).toBe(false);
    expect(await second).toBe(false);
    expect(health.up).toBe(false);
    health.stop();
  });

  test('one failed query while the database answers is no outage: a probe decides, and it answers', async () => {
    const p = manualProbe();
    const health = new DbHealth(p.probe, options);
    health.report(refused);
    expect(health.up).toBe(true);
    expect(p.calls()).toBe(1);
    p.answer(true);
    await health.check();
    expect(health.up).toBe(true);
    health.stop();
  });

  test('a failed query during an outage marks it down once the probe fails too; a probe that answers brings it back', async () => {
    const changes: boolean[] = [];
    const p = manualProbe();
    const health = new DbHealth(p.probe, { ...options, onChange: (up) => changes.push(up) });
    health.report(refused);
    p.answer(false);
    await Bun.sleep(0);
    p.answer(false);
    await Bun.sleep(0);
    expect(health.up).toBe(false);
    const back = health.check();
    p.answer(true);
    expect(await back).toBe(true);
    expect(health.up).toBe(true);
    expect(changes).toEqual([false, true]);
    health.stop();
  });

  test('an error that is not about the database reaching us starts no probe', () => {
    const p = manualProbe();
    const health = new DbHealth(p.probe, options);
    health.report(Object.assign(new Error('syntax error'), { code: '42601' }));
    expect(p.calls()).toBe(0);
    expect(health.up).toBe(true);
    health.stop();
  });

  test('a probe that times out asks for a fresh client before its retry (a reconnecting client may wait seconds)', async () => {
    let renewed = 0;
    let calls = 0;
    const health = new DbHealth(() => (++calls === 1 ? new Promise(() => {}) : Promise.resolve()), { everyMs: 60_000, timeoutMs: 20, onTimeout: () => renewed++ });
    expect(await health.check()).toBe(true);
    expect(renewed).toBe(1);
    expect(calls).toBe(2);
    health.stop();
  });

  test('the embedded database has no probe and is always up', async () => {
    const health = new DbHealth(null);
    health.report(refused);
    expect(await health.check()).toBe(true);
    expect(health.up).toBe(true);
  });
});
