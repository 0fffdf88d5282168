import { LIMITS } from '../../shared/constants';
import { errorBody } from '../rest/envelope';
import { STREAM_DONE, type ReplyEvent } from '../../shared/stream';
import type { ReplyStream } from '../realtime/reply-stream';

/** What to stream: a reply generated here (observed push-style) or any sequence of events. */
export type ReplySource = { live: ReplyStream; after: number } | { events: AsyncIterable<ReplyEvent> };

/**
 * Encodes reply events as SPEC §7's server-sent events: `id`, `event`, `data` lines, a comment
 * heartbeat every ≤ 10 s (Bun closes idle sockets), and `data: [DONE]` at the end. A client that
 * goes away ends only this observer (the abort), never the generation.
 */
export function replyEventsResponse(
  source: ReplySource,
  observer: AbortController,
  onError: (err: unknown) => void,
  heartbeatMs: number = LIMITS.streamHeartbeatMs,
): Response {
  const encoder = new TextEncoder();
  const encode = eventEncoder();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (observer.signal.aborted) return;
        // A client that stops reading may fall at most 1 MB behind; then it is told to reload
        // (the reply goes on and is saved) instead of the server buffering without bound.
        if ((controller.desiredSize ?? 0) < -LIMITS.streamBufferMaxBytes) {
          controller.enqueue(encoder.encode(`event: error\ndata: ${JSON.stringify(errorBody('common.payload_too_large').error)}\n\n`));
          observer.abort('slow client');
          unsubscribe?.();
          clearInterval(heartbeat);
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(text));
      };
      heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
      if ('live' in source) {
        // Written from inside the reply's push(): no promise or generator step per event.
        await new Promise<void>((resolve) => {
          observer.signal.addEventListener('abort', () => resolve(), { once: true });
          unsubscribe = source.live.subscribe(source.after, (event) => {
            write(encode(event));
            if (event.event === 'end') resolve();
          });
        });
        unsubscribe?.();
        clearInterval(heartbeat);
        if (!observer.signal.aborted) {
          write(`data: ${STREAM_DONE}\n\n`);
          controller.close();
        }
        return;
      }
      try {
        for await (const event of source.events) write(encode(event));
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
      unsubscribe?.();
      observer.abort('client went away');
    },
  }, new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }));
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}

export function encodeEvent(event: ReplyEvent): string {
  return `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * An encoder for one reply's events: the fields every event repeats (ids, session type, extra
 * data) are serialised once; each frame only serialises its type and content. Same JSON, same
 * key order as encodeEvent.
 */
export function eventEncoder(): (event: ReplyEvent) => string {
  let tail: string | null = null;
  return (event) => {
    const d = event.data;
    tail ??= `,"message_id":${JSON.stringify(d.message_id)},"session_id":${JSON.stringify(d.session_id)},"session_type":${JSON.stringify(d.session_type)},"extra_data":${JSON.stringify(d.extra_data)}}`;
    return `id: ${event.id}\nevent: ${event.event}\ndata: {"type":${JSON.stringify(d.type)},"content":${JSON.stringify(d.content)}${tail}\n\n`;
  };
}
