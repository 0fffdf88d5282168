import type { Socket } from 'bun';
import { summarise, type LoadOptions, type LoadResult } from './load';

const HEADER_END = Buffer.from('\r\n\r\n');

interface Conn {
  sentAt: number;
  inFlight: boolean;
  /** Start of an answer whose header has not fully arrived yet. */
  pending: Buffer | null;
  headerDone: boolean;
  ok: boolean;
  remaining: number;
  chunked: boolean;
  tail: string;
}

/**
 * A minimal HTTP/1.1 keep-alive load generator on raw TCP sockets (Bun.connect): `connections`
 * sockets, each sending one GET, reading the whole answer (Content-Length or chunked), then the
 * next — the same closed loop as wrk. Much cheaper per request than fetch, which matters when the
 * generator and the server share a 2-core machine. Every socket is closed at the deadline, and a
 * hard stop a few seconds later ends the phase whatever the server does.
 */
export async function runSocketLoad({ url, seconds, connections }: LoadOptions): Promise<LoadResult> {
  const { hostname, port, pathname, search } = new URL(url);
  const request = Buffer.from(`GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: */*\r\n\r\n`, 'latin1');
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let end = start;
  let open = 0;
  let stopped = false;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const sockets = new Set<Socket<Conn>>();

  const send = (socket: Socket<Conn>) => {
    const c = socket.data;
    Object.assign(c, { inFlight: true, pending: null, headerDone: false, ok: false, remaining: 0, chunked: false, tail: '' });
    c.sentAt = performance.now();
    socket.write(request);
  };
  const complete = (socket: Socket<Conn>) => {
    const c = socket.data;
    const now = performance.now();
    c.inFlight = false;
    if (c.ok) latencies.push(now - c.sentAt);
    else errors++;
    end = now;
    if (now < deadline && !stopped) send(socket);
    else socket.end();
  };
  const connect = () => {
    open++;
    Bun.connect<Conn>({
      hostname,
      port: Number(port),
      data: { sentAt: 0, inFlight: false, pending: null, headerDone: false, ok: false, remaining: 0, chunked: false, tail: '' },
      socket: {
        open(socket) {
          sockets.add(socket);
          send(socket);
        },
        data(socket, chunk) {
          const c = socket.data;
          let bodyStart = 0;
          let buf = chunk;
          if (!c.headerDone) {
            buf = c.pending ? Buffer.concat([c.pending, chunk]) : chunk;
            const at = buf.indexOf(HEADER_END);
            if (at < 0) {
              c.pending = buf;
              return;
            }
            const head = buf.toString('latin1', 0, at);
            const status = Number(head.slice(9, 12));
            c.ok = status >= 200 && status < 300;
            c.chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
            c.remaining = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
            c.headerDone = true;
            c.pending = null;
            bodyStart = at + 4;
          }
          if (c.chunked) {
            c.tail = (c.tail + buf.toString('latin1', Math.max(bodyStart, buf.length - 7))).slice(-7);
            if (c.tail.endsWith('0\r\n\r\n')) complete(socket);
          } else {
            c.remaining -= buf.length - bodyStart;
            if (c.remaining <= 0) complete(socket);
          }
        },
        close(socket) {
          sockets.delete(socket);
          if (socket.data.inFlight) errors++;
          open--;
          if (!stopped && performance.now() < deadline) connect();
          else if (open === 0) finish();
        },
        error(socket) {
          if (socket.data.inFlight) errors++;
          socket.data.inFlight = false;
        },
        connectError() {
          errors++;
          open--;
          if (!stopped && performance.now() < deadline) setTimeout(connect, 10);
          else if (open === 0) finish();
        },
      },
    }).catch(() => {}); // reported through connectError
  };

  for (let i = 0; i < connections; i++) connect();
  const hardStop = setTimeout(() => {
    stopped = true;
    for (const socket of sockets) socket.terminate();
    finish();
  }, seconds * 1000 + 5_000);
  await done;
  clearTimeout(hardStop);
  stopped = true;

  return summarise('socket', latencies, errors, (end - start) / 1000);
}
