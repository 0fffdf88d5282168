/**
 * `bench reply-loop`: server CPU per streamed token without sockets, in this one process — the raw
 * relay's loop (a token in, one SSE frame out) against our reply runner (`runReply`: coalescing,
 * replay, checkpoints, the final write) with a REST encoder listening, and again with tRPC's, on
 * the same scripted provider at 50 tokens/s. `bench streams` measures the whole path (HTTP,
 * sockets, the kernel, a load generator sharing the cores); this isolates what our code adds per
 * token, in rounds interleaved so a busy machine weighs on both sides alike. A diagnostic for
 * issue #28's CPU-per-token row, no target. Per side: process CPU per token, and its main thread's share (the rest is JSC's JIT, GC helper
 * and allocator threads, read from /proc/self/task).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AdviceRequest } from '../src/server/ai/provider';
import { createScriptedProvider } from '../src/server/ai/scripted';
import { DEFAULT_REPLY_CONFIG } from '../src/server/deps';
import { REST_SSE, type SseFormat } from '../src/server/http/sse';
import { TRPC_SSE } from '../src/server/http/trpc-on-reply';
import { ReplyStream, type ReplyListener } from '../src/server/realtime/reply-stream';
import type { MessageRow } from '../src/server/services/messages';
import { runReply } from '../src/server/services/replies/run-reply';
import type { ReplyEvent } from '../src/shared/stream';
import { createTestDeps, type TestDeps } from '../tests/helpers/test-deps';
import { fixed, ratio, type Benchmark } from './lib/report';
import { median } from './lib/stats';
import { SCRIPT, TOKENS_PER_SECOND } from './lib/stream-script';

const STREAMS = Number(process.env.BENCH_REPLY_LOOP_STREAMS ?? 1000);
const ROUNDS = Number(process.env.BENCH_REPLY_LOOP_ROUNDS ?? 3);
const REQUEST: AdviceRequest = { agent: { slug: 'chat-advisor', name: 'Chat Advisor' }, history: [{ role: 'user', text: 'bench' }], memory: [] };
const provider = createScriptedProvider({ tokens: [...SCRIPT], tokensPerSecond: TOKENS_PER_SECOND });
const utf8 = new TextEncoder();
/** Bytes "written": kept so the encoding is never optimised away. */
let written = 0;

/** An SSE response's part that does not touch a socket: the format's frame, encoded to bytes. */
class EncodingListener implements ReplyListener {
  private readonly encoder;
  constructor(format: SseFormat) {
    this.encoder = format.encoder();
  }
  onReplyEvent(event: ReplyEvent): void {
    written += utf8.encode(this.encoder.encode(event)).length;
  }
}

/** The raw relay's loop (bench/servers/stream-raw.ts) without its socket. */
async function rawStream(): Promise<void> {
  const abort = new AbortController();
  let id = 0;
  for await (const chunk of provider.streamAdvice(REQUEST, abort.signal)) {
    if (chunk.type !== 'text') continue;
    written += utf8.encode(`id: ${++id}\ndata: ${JSON.stringify({ type: 'text', content: chunk.delta })}\n\n`).length;
  }
}

/** Our reply runner on a reply row the database does not hold: its final write finds no row. */
function ourStream(deps: TestDeps['deps'], format: SseFormat): Promise<void> {
  const messageId = crypto.randomUUID();
  const stream = new ReplyStream({ messageId, sessionId: crypto.randomUUID(), userId: crypto.randomUUID(), sessionType: 'normal', extraData: {} });
  stream.subscribe(0, new EncodingListener(format));
  const row = { id: messageId, items: [], status: 'thinking', extraData: null } as unknown as MessageRow;
  return runReply(deps, { stream, row, generation: { generate: (signal) => provider.streamAdvice(REQUEST, signal) }, reservation: null });
}

/** CPU ms so far of this process's main thread and of all its threads. */
function threadCpuMs(): { main: number; all: number } {
  let main = 0;
  let all = 0;
  for (const task of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks
      all += ms;
      if (task === String(process.pid)) main += ms;
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return { main, all };
}

/** µs of CPU per token for one round of STREAMS concurrent streams. */
async function round(start: () => Promise<void>): Promise<{ all: number; main: number }> {
  Bun.gc(true);
  const before = threadCpuMs();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: STREAMS }, start));
  await Bun.sleep(300); // the final writes and checkpoints still under way
  const used = process.cpuUsage(cpu);
  const after = threadCpuMs();
  const tokens = STREAMS * SCRIPT.length;
  return { all: (used.user + used.system) / tokens, main: ((after.main - before.main) * 1000) / tokens };
}

export const benchmark: Benchmark = {
  name: 'reply-loop',
  summary: 'server CPU per token without sockets: the raw relay loop vs our reply runner (REST and tRPC encoders), interleaved in one process (diagnostic for #28)',
  async run() {
    if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
    const test = await createTestDeps({ ai: provider, reply: { ...DEFAULT_REPLY_CONFIG } });
    const raw: { all: number; main: number }[] = [];
    const ours: { all: number; main: number }[] = [];
    const trpc: { all: number; main: number }[] = [];
    try {
      // A warm-up of each (JIT), then interleaved rounds.
      await round(rawStream);
      await round(() => ourStream(test.deps, REST_SSE));
      await round(() => ourStream(test.deps, TRPC_SSE));
      for (let r = 0; r < ROUNDS; r++) {
        raw.push(await round(rawStream));
        ours.push(await round(() => ourStream(test.deps, REST_SSE)));
        trpc.push(await round(() => ourStream(test.deps, TRPC_SSE)));
      }
    } finally {
      await test.close();
    }
    const rawAll = median(raw.map((r) => r.all));
    const oursAll = median(ours.map((r) => r.all));
    const trpcAll = median(trpc.map((r) => r.all));
    const row = (loop: string, runs: { all: number; main: number }[], all: number) => ({
      loop,
      all,
      main: median(runs.map((r) => r.main)),
      ratio: all / rawAll,
      rounds: runs.map((r) => r.all.toFixed(2)).join(' '),
    });
    return {
      title: `reply-loop: CPU per token without sockets, ${STREAMS} streams of ${SCRIPT.length} tokens at ${TOKENS_PER_SECOND}/s`,
      columns: [
        { key: 'loop', label: 'loop', align: 'left' },
        { key: 'all', label: 'µs/token (process)', format: fixed(2) },
        { key: 'main', label: 'µs/token (main thread)', format: fixed(2) },
        { key: 'ratio', label: '× raw', format: ratio },
        { key: 'rounds', label: 'rounds (process µs/token)' },
      ],
      rows: [
        row('raw relay loop (one frame per token)', raw, rawAll),
        row('runReply + REST encoder (one frame per window)', ours, oursAll),
        row('runReply + tRPC encoder (one frame per window)', trpc, trpcAll),
      ],
      notes: [
        `Medians of ${ROUNDS} interleaved rounds after a warm-up of each; ${process.env.BENCH_DATABASE_URL ? 'Postgres (BENCH_DATABASE_URL)' : 'in-memory PGlite: its checkpoint and final writes run in this process'}.`,
        'No sockets: the raw relay writes one frame per token and so pays twice our socket writes in `bench streams`; here only the JavaScript and the runtime around it are counted.',
        `${(written / 1e6).toFixed(1)} MB of frames encoded.`,
      ],
    };
  },
};
