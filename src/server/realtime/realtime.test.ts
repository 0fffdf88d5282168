import { expect, test } from 'bun:test';
import { ReplyStream } from './reply-stream';
import { TextCoalescer } from './text-coalescer';
import { Ticker, type TickJob } from './ticker';

test('a ticker runs each scheduled job once per tick; jobs scheduled during a tick wait for the next', async () => {
  const ticker = new Ticker(5, 1);
  const runs: string[] = [];
  const job = (run: () => void) => ({ onTick: run });
  const again = job(() => runs.push('again'));
  const first = job(() => {
    runs.push('first');
    ticker.schedule(again);
  });
  ticker.schedule(first);
  ticker.schedule(first);
  const cancelled = job(() => runs.push('cancelled'));
  ticker.schedule(cancelled);
  ticker.cancel(cancelled);
  await Bun.sleep(8);
  expect(runs).toEqual(['first']);
  await Bun.sleep(10);
  expect(runs).toEqual(['first', 'again']);
});

test('a ticker spreads its members over the window: each lane runs in its own slot, never before it', async () => {
  // Checked by the clock's lower bound only: lane i cannot run before i + 1 slots have passed, even
  // when a stalled loop makes a late tick catch up several lanes at once (by design). An upper bound
  // in wall time would measure the machine's load, not the ticker.
  const windowMs = 400;
  const slotMs = windowMs / 4;
  const ticker = new Ticker(windowMs, 4);
  const lanes = Array.from({ length: 8 }, () => ticker.lane());
  expect(lanes).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
  const ranAt: number[][] = [[], [], [], []];
  const scheduledAt = performance.now();
  for (const lane of [0, 1, 2, 3]) ticker.schedule({ onTick: () => ranAt[lane]!.push(performance.now()) }, lane);
  while (ranAt.some((times) => times.length === 0) && performance.now() - scheduledAt < 20_000) await Bun.sleep(windowMs / 4);
  await Bun.sleep(windowMs);
  // Each lane's job ran once (not again in a later window)…
  expect(ranAt.map((times) => times.length)).toEqual([1, 1, 1, 1]);
  // …in slot order, none before its own slot: spread over the window, not all in the first tick.
  const times = ranAt.map((t) => t[0]!);
  for (let i = 1; i < 4; i++) expect(times[i]!).toBeGreaterThanOrEqual(times[i - 1]!);
  // 1 ms: an interval timer may fire a fraction of a millisecond early.
  times.forEach((at, lane) => expect(at - scheduledAt).toBeGreaterThanOrEqual((lane + 1) * slotMs - 1));
});

test('a compacted reply keeps only its final event; live and replaying followers are unaffected', async () => {
  const stream = new ReplyStream({ messageId: 'm', sessionId: 's', userId: 'u', sessionType: 'normal', extraData: {} });
  stream.push({ type: 'text', content: 'a' });
  stream.compact(); // not ended: nothing happens
  stream.push({ type: 'text', content: 'b' });
  const early = stream.follow(0, new AbortController().signal);
  const first = await early.next();
  stream.push({ type: 'failed', content: { code: 'reply.timeout', message: 'Request timed out 300000ms' } }, true);
  stream.compact();
  const rest = [];
  for await (const e of early) rest.push(e.id);
  expect([first.value?.id, ...rest]).toEqual([1, 2, 3]);
  const late = [];
  for await (const e of stream.follow(0, new AbortController().signal)) late.push(e.id);
  expect(late).toEqual([3]);
});

test('a coalescer emits a window of tokens as one text and asks the ticker once per window', async () => {
  const ticker = new Ticker(5);
  const asked: string[] = [];
  const counting = {
    lane: () => ticker.lane(),
    schedule: (job: TickJob, lane: number) => (asked.push('schedule'), ticker.schedule(job, lane)),
    cancel: (job: TickJob, lane: number) => (asked.push('cancel'), ticker.cancel(job, lane)),
  } as unknown as Ticker;
  const emitted: string[] = [];
  const coalescer = new TextCoalescer(counting, { pushText: (text) => emitted.push(text) });
  for (const token of ['a', 'b', 'c']) coalescer.add(token);
  await Bun.sleep(12);
  coalescer.add('d');
  coalescer.flush(); // an event (e.g. reply cards) goes out: the pending text first, at once
  coalescer.add('e');
  coalescer.dispose(); // dropped with its window
  await Bun.sleep(12);
  expect(emitted).toEqual(['abc', 'd']);
  expect(asked).toEqual(['schedule', 'schedule', 'cancel', 'schedule', 'cancel']);
});

test('when the ticker is late, windows merge into one event at its slot (a busy server catches up)', async () => {
  const ticker = new Ticker(5, 1);
  const emitted: string[] = [];
  const coalescer = new TextCoalescer(ticker, { pushText: (text) => emitted.push(text) });
  coalescer.add('a');
  // The event loop is held well past the window while deltas keep coming.
  const until = performance.now() + 20;
  let i = 0;
  while (performance.now() < until) if (i++ % 1000 === 0) coalescer.add('b');
  expect(emitted).toEqual([]);
  // The late slot runs once the loop is free (polled: a loaded machine may fire it late).
  for (let waited = 0; waited < 1000 && emitted.length === 0; waited += 5) await Bun.sleep(5);
  await Bun.sleep(15); // a few more slots: nothing is left to send
  expect(emitted).toHaveLength(1);
  expect(emitted[0]!.startsWith('ab')).toBe(true);
});
