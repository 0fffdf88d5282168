import { LIMITS } from '../../shared/constants';
import { errorBody } from '../rest/envelope';
import { STREAM_DONE, type PracticeEvent, type ReplyEvent } from '../../shared/stream';
import type { ReplyListener, ReplyStream } from '../realtime/reply-stream';
import { sharedInterval, type IntervalJob, type SharedInterval } from '../realtime/shared-interval';

const SINK_HIGH_WATER_MARK_BYTES = 4 * 1024;
const encoder = new TextEncoder();
// Bun sizes the response's native write buffer from this high-water mark: 64 KB here cost 64 KB
// per open stream. Events are small and written at once; the 1 MB slow-client check counts from
// whatever this is. One strategy for every response (a stream reads it once, when it is made).
const SINK_STRATEGY = new ByteLengthQueuingStrategy({ highWaterMark: SINK_HIGH_WATER_MARK_BYTES });
const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' };

/** What to stream: a reply generated here (observed push-style) or any sequence of events. */
export type ReplySource =
  | { live: ReplyStream; after: number }
  | { events: AsyncIterable<ReplyEvent> }
  /** A practice-level stream (…/end): not a reply, so no per-reply encoder. */
  | { practiceEvents: AsyncIterable<PracticeEvent> };

/**
 * Encodes reply events as SPEC §7's server-sent events: `id`, `event`, `data` lines, a comment
 * heartbeat when nothing else was written for a while, at most 10 s apart (Bun closes idle
 * sockets), and `data: [DONE]` at the end. A client that goes away ends only this observer (the
 * abort), never the generation.
 */
export function replyEventsResponse(
  source: ReplySource,
  observer: AbortController,
  onError: (err: unknown) => void,
  heartbeatMs: number = LIMITS.streamHeartbeatMs,
  format: SseFormat = REST_SSE,
): Response {
  // Checked twice per heartbeat period: a stream that wrote nothing since the last check gets a
  // ping, so no gap exceeds one period.
  const checks = sharedInterval(Math.max(1, Math.floor(heartbeatMs / 2)));
  const body = new ReadableStream<Uint8Array>(new ReplyEventsSource(source, observer, onError, checks, format), SINK_STRATEGY);
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}

/**
 * The body of one SSE response. One object is the stream's source, its heartbeat job, the live
 * reply's listener and the observer's abort listener (`handleEvent`): an open stream holds it and
 * no closures of its own (memory per open stream, PERFORMANCE.md).
 */
class ReplyEventsSource implements UnderlyingDefaultSource<Uint8Array>, IntervalJob, ReplyListener {
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private readonly encoder: EventEncoder;
  /** The body is closed (or its close is under way): nothing more is written. */
  private closed = false;
  /**
   * Nothing was written since the last heartbeat check. A streaming reply writes every window,
   * so it needs no pings: thousands of them written in one tick held the event loop for
   * milliseconds while tokens were due.
   */
  private quiet = true;
  /**
   * Bytes of the replay written at subscribe (all at once, before the client could read any):
   * the slow-client guard counts what the client leaves unread beyond them, so a fast reader
   * resuming a long reply (thousands of reasoning deltas) is not cut off on every resume.
   */
  private replayBytes = 0;
  private replaying = false;

  constructor(
    private readonly source: ReplySource,
    private readonly observer: AbortController,
    private readonly onError: (err: unknown) => void,
    private readonly heartbeat: SharedInterval,
    private readonly format: SseFormat,
  ) {
    this.encoder = format.encoder();
  }

  start(controller: ReadableStreamDefaultController<Uint8Array>): Promise<void> | void {
    this.controller = controller;
    if (this.format.open) this.write(this.format.open);
    // On the interval every open stream shares: no timer of its own.
    this.heartbeat.add(this);
    const { source } = this;
    if ('live' in source) {
      // Written from inside the reply's push(): no promise or generator step per event.
      this.observer.signal.addEventListener('abort', this, { once: true });
      this.replaying = true;
      try {
        source.live.subscribe(source.after, this);
      } finally {
        this.replaying = false;
      }
      return;
    }
    return this.pump(source);
  }

  cancel(): void {
    this.stop();
    this.observer.abort('client went away');
  }

  onReplyEvent(event: ReplyEvent): void {
    this.write(this.encoder.encode(event));
    if (event.event === 'end') this.end();
  }

  /** The observer was aborted (the client went away, or it fell too far behind). */
  handleEvent(): void {
    this.end();
  }

  onInterval(): void {
    if (this.quiet) this.write(this.format.ping);
    this.quiet = true;
  }

  private async pump(source: Exclude<ReplySource, { live: ReplyStream }>): Promise<void> {
    try {
      if ('practiceEvents' in source) for await (const event of source.practiceEvents) this.write(encodeEvent(event));
      else for await (const event of source.events) this.write(this.encoder.encode(event));
      this.write(this.format.close);
    } catch (err) {
      this.onError(err);
      if (this.format.failure) this.write(this.format.failure);
    } finally {
      this.heartbeat.remove(this);
      if (!this.observer.signal.aborted) this.close();
    }
  }

  /** A live reply ended, or its observer went away. */
  private end(): void {
    this.stop();
    if (!this.observer.signal.aborted) {
      this.write(this.format.close);
      this.close();
    }
  }

  private stop(): void {
    this.heartbeat.remove(this);
    if ('live' in this.source) {
      this.source.live.unsubscribe(this);
      this.observer.signal.removeEventListener('abort', this);
    }
  }

  private write(text: string): void {
    const controller = this.controller;
    if (!controller || this.closed || this.observer.signal.aborted) return;
    // A client that stops reading may fall at most 1 MB behind (beyond the replay it was handed
    // at once); then it is told to reload (the reply goes on and is saved) instead of the server
    // buffering without bound.
    if (this.replaying) this.replayBytes += Buffer.byteLength(text);
    else if ((controller.desiredSize ?? 0) < -(LIMITS.streamBufferMaxBytes + this.replayBytes)) {
      if (this.format.overflow) controller.enqueue(encoder.encode(this.format.overflow));
      this.close();
      this.stop();
      this.observer.abort('slow client');
      return;
    }
    this.quiet = false;
    controller.enqueue(encoder.encode(text));
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.controller?.close();
  }
}

export function encodeEvent(event: ReplyEvent | PracticeEvent): string {
  return `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** Frames one response's reply events. */
export interface EventEncoder {
  encode(event: ReplyEvent): string;
}

/**
 * An encoder for one reply's events: the fields every event repeats (ids, session type, extra
 * data) are serialised once, and so is the frame's head for the event name and type of the frame
 * before (a reply's frames are mostly the same kind, text); each frame serialises its id and its
 * content. Same JSON, same key order as encodeEvent.
 */
export class RestEventEncoder implements EventEncoder {
  private readonly parts = new FrameParts((name, type) => `\nevent: ${name}\ndata: {"type":${JSON.stringify(type)},"content":`);

  encode(event: ReplyEvent): string {
    const parts = this.parts;
    const head = parts.head(event);
    return 'id: ' + event.id + head + JSON.stringify(event.data.content) + parts.tail + '\n\n';
  }
}

/** tRPC's frame of the same event: superjson's `{"json":…}` envelope, then the tracked id. */
class TrpcEventEncoder implements EventEncoder {
  private readonly parts = new FrameParts((name, type) => `,"event":"${name}","data":{"type":${JSON.stringify(type)},"content":`);

  encode(event: ReplyEvent): string {
    const parts = this.parts;
    const head = parts.head(event);
    return 'data: {"json":{"id":' + event.id + head + JSON.stringify(event.data.content) + parts.tail + '}}\nid: ' + event.id + '\n\n\n';
  }
}

/**
 * The constant pieces of one reply's frames, serialised once: the head for an event name and type
 * (kept for the last kind seen) and the tail every data object of the reply ends with.
 */
class FrameParts {
  /** `,"message_id":…,"extra_data":…}`: the end of every data object of one reply. */
  tail = '';
  private name: string | null = null;
  private type: string | null = null;
  private cached = '';

  constructor(private readonly makeHead: (name: string, type: string) => string) {}

  head(event: ReplyEvent): string {
    const { type } = event.data;
    if (event.event === this.name && type === this.type) return this.cached;
    if (this.name === null) this.tail = repeatedFields(event);
    this.name = event.event;
    this.type = type;
    // join() makes one flat string; a template would keep a rope of pieces for the reply's lifetime.
    this.cached = [this.makeHead(event.event, type)].join('');
    return this.cached;
  }
}

/** `,"message_id":…,"extra_data":…}`, serialised once per reply. */
function repeatedFields(event: ReplyEvent): string {
  const d = event.data;
  const json = JSON.stringify({ message_id: d.message_id, session_id: d.session_id, session_type: d.session_type, extra_data: d.extra_data });
  return [',', json.slice(1)].join('');
}

/** How a stream of reply events is framed on the wire. */
export interface SseFormat {
  /** Written first (tRPC: its `connected` event). */
  open?: string;
  /** One encoder per response: it may cache the fields every event of a reply repeats. */
  encoder(): EventEncoder;
  ping: string;
  close: string;
  /** Written when a slow client overflows the buffer, before closing; none = just close. */
  overflow?: string;
  failure?: string;
}

/** SPEC §7: `id`/`event`/`data` frames, comment heartbeats, `data: [DONE]`, `event: error`. */
export const REST_SSE: SseFormat = {
  encoder: () => new RestEventEncoder(),
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
    encoder: () => new TrpcEventEncoder(),
    ping: 'event: ping\ndata: \n\n\n',
    close: 'event: return\ndata: \n\n\n',
  };
}
