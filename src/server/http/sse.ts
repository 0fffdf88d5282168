import { LIMITS } from '../../shared/constants';
import { errorBody } from '../rest/envelope';
import { STREAM_DONE, type PracticeEvent, type ReplyEvent } from '../../shared/stream';
import type { ReplyStream } from '../realtime/reply-stream';
import { sharedInterval } from '../realtime/shared-interval';

const SINK_HIGH_WATER_MARK_BYTES = 4 * 1024;
const encoder = new TextEncoder();

/** What to stream: a reply generated here (observed push-style) or any sequence of events. */
export type ReplySource =
  | { live: ReplyStream; after: number }
  | { events: AsyncIterable<ReplyEvent> }
  /** A practice-level stream (…/end): not a reply, so no per-reply encoder. */
  | { practiceEvents: AsyncIterable<PracticeEvent> };

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
  format: SseFormat = REST_SSE,
): Response {
  const encode = format.encoder();
  let stopHeartbeat: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (observer.signal.aborted) return;
        // A client that stops reading may fall at most 1 MB behind; then it is told to reload
        // (the reply goes on and is saved) instead of the server buffering without bound.
        if ((controller.desiredSize ?? 0) < -LIMITS.streamBufferMaxBytes) {
          if (format.overflow) controller.enqueue(encoder.encode(format.overflow));
          observer.abort('slow client');
          unsubscribe?.();
          stopHeartbeat?.();
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(text));
      };
      if (format.open) write(format.open);
      // On the interval every open stream shares: no timer of its own.
      stopHeartbeat = sharedInterval(heartbeatMs).add(() => write(format.ping));
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
        stopHeartbeat?.();
        if (!observer.signal.aborted) {
          write(format.close);
          controller.close();
        }
        return;
      }
      try {
        if ('practiceEvents' in source) for await (const event of source.practiceEvents) write(encodeEvent(event));
        else for await (const event of source.events) write(encode(event));
        write(format.close);
      } catch (err) {
        onError(err);
        if (format.failure) write(format.failure);
      } finally {
        stopHeartbeat?.();
        if (!observer.signal.aborted) controller.close();
      }
    },
    cancel() {
      stopHeartbeat?.();
      unsubscribe?.();
      observer.abort('client went away');
    },
    // Bun sizes the response's native write buffer from this high-water mark: 64 KB here cost 64 KB
    // per open stream. Events are small and written at once; the 1 MB slow-client check above counts
    // from whatever this is.
  }, new ByteLengthQueuingStrategy({ highWaterMark: SINK_HIGH_WATER_MARK_BYTES }));
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}

export function encodeEvent(event: ReplyEvent | PracticeEvent): string {
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
    tail ??= repeatedFields(event);
    return `id: ${event.id}\nevent: ${event.event}\ndata: ${dataJson(event, tail)}\n\n`;
  };
}

/** `,"message_id":…,"extra_data":…}`: the end of every data object of one reply, serialised once. */
function repeatedFields(event: ReplyEvent): string {
  const d = event.data;
  const json = JSON.stringify({ message_id: d.message_id, session_id: d.session_id, session_type: d.session_type, extra_data: d.extra_data });
  // join() makes one flat string; a template would keep a rope of pieces for the reply's lifetime.
  return [',', json.slice(1)].join('');
}

function dataJson(event: ReplyEvent, tail: string): string {
  return `{"type":${JSON.stringify(event.data.type)},"content":${JSON.stringify(event.data.content)}${tail}`;
}


/** How a stream of reply events is framed on the wire. */
export interface SseFormat {
  /** Written first (tRPC: its `connected` event). */
  open?: string;
  /** One encoder per response: it may cache the fields every event of a reply repeats. */
  encoder(): (event: ReplyEvent) => string;
  ping: string;
  close: string;
  /** Written when a slow client overflows the buffer, before closing; none = just close. */
  overflow?: string;
  failure?: string;
}

/** SPEC §7: `id`/`event`/`data` frames, comment heartbeats, `data: [DONE]`, `event: error`. */
export const REST_SSE: SseFormat = {
  encoder: eventEncoder,
  ping: ': ping\n\n',
  close: `data: ${STREAM_DONE}\n\n`,
  overflow: `event: error\ndata: ${JSON.stringify(errorBody('common.payload_too_large').error)}\n\n`,
  failure: `event: error\ndata: ${JSON.stringify(errorBody('common.internal').error)}\n\n`,
};

/**
 * The frames tRPC's httpSubscriptionLink reads (as @trpc/server's sseStreamProducer writes them):
 * `connected` with the client options, one `data:` (superjson envelope `{"json":…}`) + `id:` per
 * tracked event, `ping` events, and `return` at the end. A slow client is simply closed: the link
 * reconnects with lastEventId and resumes exactly.
 */
export function trpcSseFormat(clientOptions: Record<string, unknown>): SseFormat {
  return {
    open: `event: connected\ndata: ${JSON.stringify(clientOptions)}\n\n\n`,
    encoder: () => {
      let tail: string | null = null;
      return (event) => {
        tail ??= repeatedFields(event);
        return `data: {"json":{"id":${event.id},"event":"${event.event}","data":${dataJson(event, tail)}}}\nid: ${event.id}\n\n\n`;
      };
    },
    ping: 'event: ping\ndata: \n\n\n',
    close: 'event: return\ndata: \n\n\n',
  };
}
