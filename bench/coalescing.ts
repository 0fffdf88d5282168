/**
 * `bench coalescing`: how long a streamed token waits in the server's coalescer before its event
 * goes out, and how many events a stream costs — the two sides of the text coalescer's trade
 * (`src/server/realtime/text-coalescer.ts`). N streams in this process feed the real Ticker and
 * TextCoalescer on the shared timer wheel, as replies do, with no sockets: the wait here is the
 * coalescing's share of `bench streams`' lag, and events per stream drive its CPU per token.
 * Chunk patterns: steady 50/s (the scripted and offline providers), Poisson arrivals at a 20 ms
 * mean and 100/s (what a remote model's stream looks like).
 */
import { DEFAULT_REPLY_CONFIG } from '../src/server/deps';
import { timerWheel } from '../src/server/lib/timer-wheel';
import { TextCoalescer } from '../src/server/realtime/text-coalescer';
import { Ticker } from '../src/server/realtime/ticker';
import { fixed, type Benchmark } from './lib/report';
import { quantile } from './lib/stats';

const STREAMS = Number(process.env.BENCH_COALESCING_STREAMS ?? 300);
const DURATION_MS = 2_000;

/** Chunk arrival offsets (ms) of one stream. */
const PATTERNS: Record<string, (random: () => number) => number[]> = {
  'steady, 50 chunks/s': () => Array.from({ length: DURATION_MS / 20 }, (_, i) => i * 20),
  'Poisson, 20 ms mean': (random) => {
    const times: number[] = [];
    for (let t = 0; t < DURATION_MS; t += -Math.log(1 - random()) * 20) times.push(t);
    return times;
  },
  'steady, 100 chunks/s': () => Array.from({ length: DURATION_MS / 10 }, (_, i) => i * 10),
};

/** A seeded generator: every run sees the same arrivals. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 16_807) % 2_147_483_647) / 2_147_483_647;
}

async function measure(pattern: string) {
  const ticker = new Ticker(DEFAULT_REPLY_CONFIG.coalesceWindowMs);
  const waits: number[] = [];
  let events = 0;
  let chunks = 0;
  const random = seeded(7);
  const t0 = performance.now() + 50;
  const streams = Array.from({ length: STREAMS }, async (_, s) => {
    const arrivals: number[] = [];
    const coalescer = new TextCoalescer(ticker, {
      pushText() {
        events++;
        const now = performance.now();
        for (const at of arrivals.splice(0)) waits.push(now - at);
      },
    });
    // Streams start spread over one 20 ms interval, as in `bench streams`.
    const start = t0 + (s / STREAMS) * 20;
    for (const offset of (PATTERNS[pattern] as (r: () => number) => number[])(random)) {
      const due = start + offset;
      if (due > performance.now()) await new Promise<void>((wake) => timerWheel.schedule(due, wake));
      const now = performance.now();
      arrivals.push(now);
      chunks++;
      coalescer.add('x');
    }
    coalescer.flush(); // the reply's end sends what waits
  });
  await Promise.all(streams);
  waits.sort((a, b) => a - b);
  return {
    pattern,
    eventsPerSecond: events / STREAMS / (DURATION_MS / 1000),
    chunksPerEvent: chunks / events,
    p50: quantile(waits, 0.5),
    p90: quantile(waits, 0.9),
    p99: quantile(waits, 0.99),
    over25: (waits.filter((w) => w > 25).length / waits.length) * 100,
  };
}

export const benchmark: Benchmark = {
  name: 'coalescing',
  summary: 'time a streamed token waits in the coalescer and events per stream (real Ticker + TextCoalescer, no sockets)',
  async run() {
    const rows = [];
    for (const pattern of Object.keys(PATTERNS)) rows.push(await measure(pattern));
    return {
      title: `Coalescing: ${STREAMS} streams, ${DURATION_MS / 1000} s each, ${DEFAULT_REPLY_CONFIG.coalesceWindowMs} ms window`,
      columns: [
        { key: 'pattern', label: 'chunks', align: 'left' },
        { key: 'eventsPerSecond', label: 'events/s per stream', format: fixed(1) },
        { key: 'chunksPerEvent', label: 'chunks/event', format: fixed(2) },
        { key: 'p50', label: 'wait p50 ms', format: fixed(1) },
        { key: 'p90', label: 'wait p90 ms', format: fixed(1) },
        { key: 'p99', label: 'wait p99 ms', format: fixed(1) },
        { key: 'over25', label: '% over 25 ms', format: fixed(1) },
      ],
      rows,
      notes: [
        'wait = when the event carrying a chunk went out − when the chunk came; events/s per stream is what costs CPU (one socket write each).',
        'A diagnostic, no target: the lag target is judged end to end by `bench streams`. Timer-driven: a busy machine delays the ticker and the chunks alike (run it quiet).',
      ],
    };
  },
};
