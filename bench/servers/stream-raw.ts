/**
 * The reference for `bench streams`: a raw Bun SSE relay, no framework. `GET /sse?key=<k>` answers
 * `: open`, waits for the start gate, then relays the scripted provider (the same one, same script,
 * same 50 tokens/s timing as the app) as one SSE event per token, then `data: [DONE]`.
 * Control endpoints: POST /bench/* on a port of its own (see common.ts). Prints `CONTROL=<n>` and
 * `PORT=<n>`; exits when stdin closes.
 */
import { createScriptedProvider } from '../../src/server/ai/scripted';
import type { AdviceRequest } from '../../src/server/ai/provider';
import { SCRIPT, TOKEN_INTERVAL_MS, TOKENS_PER_SECOND } from '../lib/stream-script';
import { StartGate, controlAnswer, diagnostics, lifeline, ready, recordStart, serveControl, sharesPort } from './common';

const provider = createScriptedProvider({ tokens: [...SCRIPT], tokensPerSecond: TOKENS_PER_SECOND });
const REQUEST: AdviceRequest = { agent: { slug: 'chat-advisor', name: 'Chat Advisor' }, history: [{ role: 'user', text: 'bench' }], memory: [] };
const gate = new StartGate();
const encoder = new TextEncoder();
const HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' };

function relay(key: string): Response {
  const abort = new AbortController();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(': open\n\n'));
      await gate.wait(abort.signal);
      recordStart(key);
      let id = 0;
      const started = performance.now();
      try {
        for await (const chunk of provider.streamAdvice(REQUEST, abort.signal)) {
          if (chunk.type !== 'text') continue;
          if (diagnostics.on) diagnostics.yieldLate.push(performance.now() - (started + id * TOKEN_INTERVAL_MS));
          controller.enqueue(encoder.encode(`id: ${++id}\ndata: ${JSON.stringify({ type: 'text', content: chunk.delta })}\n\n`));
        }
        if (!abort.signal.aborted) {
          controller.enqueue(encoder.encode('data: [DONE]\n\n'));
          controller.close();
        }
      } catch {
        // client gone
      }
    },
    cancel() {
      abort.abort();
    },
  });
  return new Response(body, { headers: HEADERS });
}

const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.BENCH_PORT ?? 0),
  reusePort: sharesPort,
  idleTimeout: 0, // streams wait at the gate for as long as the others take to open
  fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/sse') return relay(url.searchParams.get('key') ?? '');
    return new Response('not found', { status: 404 });
  },
});
const control = serveControl((path, body) => controlAnswer(path, gate, body));
lifeline([() => server.stop(true)]);
ready(server.port, control);
