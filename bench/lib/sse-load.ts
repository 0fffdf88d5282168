import type { Socket } from 'bun';
import { TOKEN_COUNT, TOKEN_ENDS, epochNow } from './stream-script';

/**
 * The SSE load generator of `bench streams`: one raw TCP socket (Bun.connect) per stream, one
 * reader per socket, no fetch, no EventSource. It writes a prepared HTTP/1.1 request, decodes
 * chunked transfer encoding and SSE frames, reassembles the text of each stream and stamps the
 * receive time of every script token (all tokens completed by one TCP read share its time).
 *
 * Three encodings of the same stream:
 * - `raw`: the reference relay (`: open`, then `data: {"type":"text","content":…}` per token, `data: [DONE]`).
 * - `rest`: our REST SSE (`event: message|end`, `data: <ReplyEvent data>`, `data: [DONE]`).
 * - `trpc`: tRPC v11 SSE (`event: connected`, `data: {"json":<ReplyEvent>}` + `id:`, `event: return`).
 */
export type SseFlavor = 'raw' | 'rest' | 'trpc';

export interface StreamSpec {
  key: string;
  /** The whole HTTP/1.1 request (head and body). */
  request: Uint8Array;
  /**
   * Makes `request` a first request on the same connection (tRPC's `chat.send`, as a browser reuses
   * its idle keep-alive connection): its answer (status 200, Content-Length) must be read whole,
   * then `next` turns its body into the stream's request, or null to fail the stream.
   */
  next?: (body: string) => Uint8Array | null;
}

export interface StreamState {
  key: string;
  /** The stream is open at the server: raw `: open`, REST/tRPC the reply's `start` event. */
  opened: boolean;
  done: boolean;
  error: string | null;
  /** Reassembled text (`text` events only). */
  text: string;
  /** Epoch ms at which token i was complete at the client (NaN: never). */
  times: Float64Array;
  /** Text events received. */
  textEvents: number;
  // decoder state
  head: string;
  headerDone: boolean;
  chunked: boolean;
  raw: string;
  chunkLeft: number;
  expectCrlf: boolean;
  sse: string;
  nextToken: number;
  /** Set while the first request's answer is awaited (StreamSpec.next). */
  next: ((body: string) => Uint8Array | null) | null;
}

export interface OpenOptions {
  /** Streams being opened (connected, not yet `opened`) at any time. */
  concurrency: number;
  /** Give up opening at this performance.now() time. */
  deadline: number;
  onProgress?: (opened: number) => void;
}

export class SseLoad {
  readonly streams: StreamState[] = [];
  private readonly sockets = new Set<Socket<StreamState>>();
  private pending = 0;
  private settledCount = 0;
  private onSettle: (() => void) | null = null;
  private onOpen: (() => void) | null = null;
  openedCount = 0;
  private failedOpening = 0;

  constructor(
    private readonly hostname: string,
    private readonly port: number,
    private readonly flavor: SseFlavor,
  ) {}

  /** Opens every stream (at most `concurrency` opening at once); resolves once each is open or failed. */
  /** Opens `specs` (more may be opened by a later call on the same load). */
  async open(specs: StreamSpec[], o: OpenOptions): Promise<void> {
    let nextSpec = 0;
    const before = this.openedCount + this.failedOpening;
    const launch = () => {
      while (this.pending < o.concurrency && nextSpec < specs.length && performance.now() < o.deadline) {
        this.pending++;
        this.connect(specs[nextSpec++] as StreamSpec);
      }
    };
    await new Promise<void>((resolve) => {
      const check = () => {
        if (this.openedCount + this.failedOpening - before >= specs.length || (performance.now() >= o.deadline && this.pending === 0)) {
          clearInterval(timer);
          this.onOpen = null;
          resolve();
          return;
        }
        launch();
      };
      this.onOpen = () => {
        o.onProgress?.(this.openedCount);
        check();
      };
      const timer = setInterval(() => {
        if (performance.now() >= o.deadline) {
          for (const s of this.sockets) if (!s.data.opened) this.fail(s, 'not open by the deadline');
        }
        check();
      }, 50);
      launch();
    });
  }

  /** Resolves when every stream has ended or failed, or at `deadline` (then the rest fail). */
  async waitDone(deadline: number): Promise<void> {
    if (this.settledCount >= this.streams.length) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        for (const s of this.sockets) this.fail(s, 'not finished by the deadline');
        for (const st of this.streams) if (!st.done && !st.error) st.error = 'not finished by the deadline';
        resolve();
      }, Math.max(0, deadline - performance.now()));
      this.onSettle = () => {
        if (this.settledCount >= this.streams.length) {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    this.onSettle = null;
  }

  closeAll(): void {
    for (const s of this.sockets) s.terminate();
    this.sockets.clear();
  }

  private settle() {
    this.settledCount++;
    this.onSettle?.();
  }

  private markOpened(socket: Socket<StreamState>) {
    if (socket.data.opened) return;
    socket.data.opened = true;
    this.openedCount++;
    this.pending--;
    this.onOpen?.();
  }

  private connect(spec: StreamSpec) {
    const state: StreamState = {
      key: spec.key,
      opened: false,
      done: false,
      error: null,
      text: '',
      times: new Float64Array(TOKEN_COUNT).fill(Number.NaN),
      textEvents: 0,
      head: '',
      headerDone: false,
      chunked: false,
      raw: '',
      chunkLeft: 0,
      expectCrlf: false,
      sse: '',
      nextToken: 0,
      next: spec.next ?? null,
    };
    this.streams.push(state);
    const self = this;
    Bun.connect<StreamState>({
      hostname: this.hostname,
      port: this.port,
      data: state,
      socket: {
        open(socket) {
          self.sockets.add(socket);
          socket.write(spec.request);
        },
        data(socket, chunk) {
          self.receive(socket, chunk.toString('latin1'), epochNow());
        },
        close(socket) {
          self.sockets.delete(socket);
          if (!socket.data.done && !socket.data.error) self.fail(socket, 'connection closed before the end');
        },
        error(socket, err) {
          if (!socket.data.done && !socket.data.error) self.fail(socket, `socket error: ${err.message}`);
        },
        connectError(socket, err) {
          if (!socket.data.error) self.fail(socket, `connect error: ${err.message}`);
        },
      },
    }).catch(() => {}); // reported through connectError
  }

  private fail(socket: Socket<StreamState>, why: string) {
    const s = socket.data;
    if (s.error || s.done) return;
    s.error = why;
    if (!s.opened) {
      this.failedOpening++;
      this.pending--;
      this.onOpen?.();
    }
    this.settle();
    socket.terminate();
  }

  private receive(socket: Socket<StreamState>, text: string, at: number) {
    const s = socket.data;
    if (s.done || s.error) return;
    if (s.next) return this.receiveFirst(socket, text);
    if (!s.headerDone) {
      s.head += text;
      const end = s.head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = s.head.slice(0, end);
      text = s.head.slice(end + 4);
      s.head = '';
      s.headerDone = true;
      const status = Number(head.slice(9, 12));
      s.chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
      if (status !== 200) {
        this.fail(socket, `HTTP ${status}: ${text.slice(0, 300).replace(/\s+/g, ' ')}`);
        return;
      }
    }
    if (s.chunked) {
      let raw = s.raw + text;
      for (;;) {
        if (s.chunkLeft === 0) {
          if (s.expectCrlf) {
            if (raw.length < 2) break;
            raw = raw.slice(2);
            s.expectCrlf = false;
          }
          const nl = raw.indexOf('\r\n');
          if (nl < 0) break;
          const size = Number.parseInt(raw.slice(0, nl), 16);
          raw = raw.slice(nl + 2);
          if (!(size > 0)) break; // last chunk: the frames below end the stream
          s.chunkLeft = size;
        }
        if (raw.length === 0) break;
        const take = Math.min(s.chunkLeft, raw.length);
        s.sse += raw.slice(0, take);
        raw = raw.slice(take);
        s.chunkLeft -= take;
        if (s.chunkLeft === 0) s.expectCrlf = true;
      }
      s.raw = raw;
    } else {
      s.sse += text;
    }
    let at2: number;
    while ((at2 = s.sse.indexOf('\n\n')) >= 0) {
      const frame = s.sse.slice(0, at2);
      s.sse = s.sse.slice(at2 + 2);
      this.frame(socket, frame, at);
      if (s.done || s.error) return;
    }
  }

  /** The first request's answer: read it whole, then write the stream's request. */
  private receiveFirst(socket: Socket<StreamState>, text: string) {
    const s = socket.data;
    s.head += text;
    const end = s.head.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = s.head.slice(0, end);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    if (length === undefined) return this.fail(socket, `first answer without Content-Length: ${head.slice(0, 200)}`);
    if (s.head.length < end + 4 + Number(length)) return;
    const body = s.head.slice(end + 4, end + 4 + Number(length));
    const status = Number(head.slice(9, 12));
    const request = status === 200 ? (s.next as (body: string) => Uint8Array | null)(body) : null;
    s.head = '';
    s.next = null;
    if (!request) return this.fail(socket, `first request answered HTTP ${status}: ${body.slice(0, 300)}`);
    socket.write(request);
  }

  private frame(socket: Socket<StreamState>, frame: string, at: number) {
    const s = socket.data;
    let event = 'message';
    let data: string | null = null;
    let comment = false;
    for (const line of frame.split('\n')) {
      if (line.startsWith('data:')) data = (data === null ? '' : `${data}\n`) + line.slice(line[5] === ' ' ? 6 : 5);
      else if (line.startsWith('event:')) event = line.slice(line[6] === ' ' ? 7 : 6);
      else if (line.startsWith(':')) comment = true;
    }
    if (data === null) {
      if (comment && this.flavor === 'raw') this.markOpened(socket);
      return;
    }
    if (this.flavor === 'trpc') {
      if (event === 'connected' || event === 'ping') return;
      if (event === 'return') return this.finish(socket);
      if (event === 'serialized-error') return this.fail(socket, `tRPC error: ${data.slice(0, 300)}`);
    } else {
      if (data === '[DONE]') return this.finish(socket);
      if (event === 'error') return this.fail(socket, `error event: ${data.slice(0, 300)}`);
    }
    // Text events are most of the traffic: read their content without parsing the whole event.
    // (Anchored: a final event carries the whole message, whose items look like text events.)
    const from = this.flavor === 'trpc' ? trpcTextStart(data) : data.startsWith(TEXT_PREFIX) ? TEXT_PREFIX.length : -1;
    if (from >= 0) {
      this.markOpened(socket);
      s.textEvents++;
      s.text += readJsonString(data, from);
      while (s.nextToken < TOKEN_COUNT && s.text.length >= (TOKEN_ENDS[s.nextToken] as number)) s.times[s.nextToken++] = at;
      return;
    }
    const parsed = JSON.parse(data) as { type?: string; content?: unknown; json?: { data?: { type?: string; content?: unknown } } };
    const payload = this.flavor === 'trpc' ? parsed.json?.data : parsed;
    if (payload?.type === 'start') this.markOpened(socket);
    else if (payload?.type === 'failed') this.fail(socket, `reply failed: ${JSON.stringify(payload.content).slice(0, 200)}`);
    else if (payload?.type === 'text') throw new Error(`text event in an unexpected shape: ${data.slice(0, 200)}`);
  }

  private finish(socket: Socket<StreamState>) {
    const s = socket.data;
    if (s.done || s.error) return;
    s.done = true;
    this.settle();
    socket.end();
  }
}

/** A raw or REST text event starts so (ReplyStream puts `type` and `content` first). */
const TEXT_PREFIX = '{"type":"text","content":"';
/** A tRPC text event: `{"json":{"id":<n>` then this. */
const TRPC_TEXT_MARK = ',"event":"message","data":{"type":"text","content":"';

function trpcTextStart(data: string): number {
  if (!data.startsWith('{"json":{"id":')) return -1;
  const at = data.indexOf(TRPC_TEXT_MARK, 14);
  return at >= 0 && at < 40 ? at + TRPC_TEXT_MARK.length : -1;
}

/** The JSON string starting at `from` (just after its opening quote), unescaped. */
function readJsonString(s: string, from: number): string {
  let end = from;
  for (;;) {
    end = s.indexOf('"', end);
    if (end < 0) throw new Error(`unterminated string in ${s.slice(0, 200)}`);
    let slashes = 0;
    while (s.charCodeAt(end - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) break;
    end++;
  }
  const raw = s.slice(from, end);
  return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
}

/** An HTTP/1.1 request as bytes. */
export function httpRequest(method: string, host: string, path: string, headers: Record<string, string>, body?: string): Uint8Array {
  const bodyBytes = body === undefined ? null : Buffer.from(body, 'utf8');
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (bodyBytes) lines.push(`Content-Length: ${bodyBytes.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return bodyBytes ? Buffer.concat([head, bodyBytes]) : head;
}
