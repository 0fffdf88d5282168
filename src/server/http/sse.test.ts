import { expect, test } from 'bun:test';
import type { ReplyEvent } from '../../shared/stream';
import { RestEventEncoder, encodeEvent, trpcSseFormat } from './sse';

const base = { message_id: 'm-1', session_id: 's-1', session_type: 'normal' as const, extra_data: { practice_message_type: 'x"y' } };

test('the per-reply encoder writes the same bytes as the plain one, as the kind of event changes', () => {
  const encoder = new RestEventEncoder();
  const events: ReplyEvent[] = [
    { id: 1, event: 'message', data: { type: 'start', content: { version: 1, reply_to_id: null }, ...base } },
    { id: 2, event: 'message', data: { type: 'text', content: 'He said "ok"\n\u2028 🙂', ...base } },
    { id: 3, event: 'message', data: { type: 'text', content: 'more', ...base } },
    { id: 4, event: 'message', data: { type: 'reasoning_content', content: 'why', ...base } },
    { id: 5, event: 'message', data: { type: 'text', content: 'again', ...base } },
    { id: 6, event: 'practice_plan_updating', data: { type: 'practice_plan_updating', content: { plan_id: 'p-1' }, ...base } },
    { id: 7, event: 'end', data: { type: 'failed', content: { code: 'reply.timeout', message: 'Request timed out 300000ms' }, ...base } },
  ];
  const trpc = trpcSseFormat({}).encoder();
  for (const event of events) {
    expect(encoder.encode(event)).toBe(encodeEvent(event));
    // tRPC's frame: superjson's envelope around the tracked event, then its id.
    const tracked = `{"json":{"id":${event.id},"event":"${event.event}","data":${JSON.stringify(event.data)}}}`;
    expect(trpc.encode(event)).toBe(`data: ${tracked}\nid: ${event.id}\n\n\n`);
  }
});

test('a client that stops reading is cut off after 1 MB with the buffer text; the reply goes on', async () => {
  const { ReplyStream } = await import('../realtime/reply-stream');
  const { replyEventsResponse } = await import('./sse');
  const stream = new ReplyStream({ messageId: 'm-1', sessionId: 's-1', userId: 'u-1', sessionType: 'normal', extraData: {} });
  const observer = new AbortController();
  const res = replyEventsResponse({ live: stream, after: 0 }, observer, () => {});
  await Bun.sleep(0);
  const chunk = 'x'.repeat(64 * 1024);
  for (let i = 0; i < 40; i++) stream.push({ type: 'text', content: chunk }); // 2.5 MB, nobody reading
  expect(observer.signal.aborted).toBe(true);
  stream.push({ type: 'text', content: 'still generating' }, true); // the generation is unaffected
  const body = await res.text();
  expect(body.length).toBeLessThan(1.3 * 1024 * 1024);
  expect(body.trimEnd().split('\n\n').at(-1)).toBe(
    'event: error\ndata: {"code":"common.payload_too_large","message":"Buffer overflow: too much data received","status":413,"tag":null}',
  );
});

test('a resume handed a replay larger than 1 MB is not cut off for it; only what it leaves unread beyond the replay counts', async () => {
  const { ReplyStream } = await import('../realtime/reply-stream');
  const { replyEventsResponse } = await import('./sse');
  const stream = new ReplyStream({ messageId: 'm-2', sessionId: 's-1', userId: 'u-1', sessionType: 'normal', extraData: {} });
  // Many reasoning deltas before the client resumes: ~1.5 MB of replay.
  const delta = 'r'.repeat(1024);
  for (let i = 0; i < 1500; i++) stream.push({ type: 'reasoning_content', content: delta });
  const observer = new AbortController();
  const res = replyEventsResponse({ live: stream, after: 0 }, observer, () => {});
  const reader = res.body!.getReader();
  await reader.read();
  expect(observer.signal.aborted).toBe(false);
  stream.push({ type: 'text', content: 'the answer' }, true);
  const decoder = new TextDecoder();
  let body = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    body += decoder.decode(value, { stream: true });
  }
  expect(observer.signal.aborted).toBe(false);
  expect(body).toContain('the answer');
  expect(body.trimEnd().endsWith('data: [DONE]')).toBe(true);
});

test('heartbeats go only to quiet streams, and no gap between writes exceeds the heartbeat period', async () => {
  const { ReplyStream } = await import('../realtime/reply-stream');
  const { replyEventsResponse } = await import('./sse');
  const stream = new ReplyStream({ messageId: 'm-2', sessionId: 's-1', userId: 'u-1', sessionType: 'normal', extraData: {} });
  const heartbeatMs = 200;
  const res = replyEventsResponse({ live: stream, after: 0 }, new AbortController(), () => {}, heartbeatMs);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const writes: { at: number; text: string }[] = [];
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      writes.push({ at: performance.now(), text: decoder.decode(value) });
    }
  })();
  // Streaming: an event every 20 ms for 400 ms, then quiet for 700 ms, then the end.
  const started = performance.now();
  for (let i = 0; i < 20; i++) {
    stream.push({ type: 'text', content: `t${i} ` });
    await Bun.sleep(20);
  }
  const quietFrom = performance.now();
  await Bun.sleep(700);
  stream.push({ type: 'text', content: 'the end' }, true);
  await reading;
  const pingsAt = writes.filter((w) => w.text.includes(': ping')).map((w) => w.at);
  expect(pingsAt.filter((at) => at < quietFrom && at > started + heartbeatMs).length).toBe(0);
  expect(pingsAt.filter((at) => at >= quietFrom).length).toBeGreaterThanOrEqual(2);
  // The bound is one period; the margin is for timers firing late on a busy machine.
  const gaps = writes.slice(1).map((w, i) => w.at - writes[i]!.at);
  expect(Math.max(...gaps)).toBeLessThan(heartbeatMs + 150);
});
