import { LIMITS } from '../../shared/constants';
import { errorBody } from '../rest/envelope';
import { STREAM_DONE, type ReplyEvent } from '../../shared/stream';

/**
 * Encodes reply events as SPEC §7's server-sent events: `id`, `event`, `data` lines, a comment
 * heartbeat every ≤ 10 s (Bun closes idle sockets), and `data: [DONE]` at the end. A client that
 * goes away ends only this observer (the abort), never the generation.
 */
export function replyEventsResponse(
  events: AsyncIterable<ReplyEvent>,
  observer: AbortController,
  onError: (err: unknown) => void,
  heartbeatMs: number = LIMITS.streamHeartbeatMs,
): Response {
  const encoder = new TextEncoder();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (!observer.signal.aborted) controller.enqueue(encoder.encode(text));
      };
      heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
      try {
        for await (const event of events) write(encodeEvent(event));
        write(`data: ${STREAM_DONE}\n\n`);
      } catch (err) {
        onError(err);
        write(`event: error\ndata: ${JSON.stringify(errorBody('common.internal').error)}\n\n`);
      } finally {
        clearInterval(heartbeat);
        if (!observer.signal.aborted) controller.close();
      }
    },
    cancel() {
      clearInterval(heartbeat);
      observer.abort('client went away');
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}

export function encodeEvent(event: ReplyEvent): string {
  return `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
