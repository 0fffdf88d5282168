import type { Socket, TCPSocketListener } from 'bun';

/**
 * A TCP relay in front of a real Postgres, for network faults without stopping the server:
 * `cut()` drops every open connection and refuses new ones (as a restarting or unreachable
 * database does), `restore()` lets them through again.
 */
export interface TcpProxy {
  port: number;
  /** The URL with host and port replaced by the proxy's. */
  url(target: string): string;
  cut(): void;
  restore(): void;
  close(): void;
}

interface Pipe {
  upstream: Socket<Pipe> | null;
  downstream: Socket<Pipe> | null;
  pending: Uint8Array[];
  /** Bytes a socket did not take yet (Bun's write may be partial), by socket. */
  backlog: Map<Socket<Pipe>, Uint8Array[]>;
}

/** Writes in order, keeping what the socket did not take for its next drain. */
function send(pipe: Pipe, socket: Socket<Pipe> | null, chunk: Uint8Array): void {
  if (!socket) return;
  const queued = pipe.backlog.get(socket);
  if (queued) {
    queued.push(new Uint8Array(chunk));
    return;
  }
  const written = socket.write(chunk);
  if (written < chunk.byteLength) pipe.backlog.set(socket, [new Uint8Array(chunk.subarray(Math.max(0, written)))]);
}

function drain(pipe: Pipe, socket: Socket<Pipe>): void {
  const queued = pipe.backlog.get(socket);
  if (!queued) return;
  pipe.backlog.delete(socket);
  for (const chunk of queued.splice(0)) send(pipe, socket, chunk);
}

export function startTcpProxy(targetHost: string, targetPort: number): TcpProxy {
  let open = true;
  const pipes = new Set<Pipe>();
  const closePipe = (pipe: Pipe | undefined) => {
    if (!pipe) return; // a connection refused while cut has no pipe
    pipes.delete(pipe);
    pipe.upstream?.end();
    pipe.downstream?.end();
  };
  const listener: TCPSocketListener<Pipe> = Bun.listen<Pipe>({
    hostname: '127.0.0.1',
    port: 0,
    socket: {
      open(client) {
        if (!open) {
          client.terminate();
          return;
        }
        const pipe: Pipe = { upstream: null, downstream: client, pending: [], backlog: new Map() };
        client.data = pipe;
        pipes.add(pipe);
        void Bun.connect<Pipe>({
          hostname: targetHost,
          port: targetPort,
          data: pipe,
          socket: {
            open(server) {
              pipe.upstream = server;
              for (const chunk of pipe.pending) send(pipe, server, chunk);
              pipe.pending = [];
            },
            data(_server, chunk) {
              send(pipe, pipe.downstream, chunk);
            },
            drain(server) {
              drain(pipe, server);
            },
            close() {
              closePipe(pipe);
            },
            error() {
              closePipe(pipe);
            },
          },
        }).catch(() => closePipe(pipe));
      },
      data(client, chunk) {
        const pipe = client.data;
        if (pipe.upstream) send(pipe, pipe.upstream, chunk);
        else pipe.pending.push(new Uint8Array(chunk));
      },
      drain(client) {
        drain(client.data, client);
      },
      close(client) {
        closePipe(client.data);
      },
      error(client) {
        closePipe(client.data);
      },
    },
  });
  return {
    port: listener.port,
    url(target) {
      const u = new URL(target);
      u.hostname = '127.0.0.1';
      u.port = String(listener.port);
      return u.toString();
    },
    cut() {
      open = false;
      for (const pipe of [...pipes]) closePipe(pipe);
    },
    restore() {
      open = true;
    },
    close() {
      open = false;
      for (const pipe of [...pipes]) closePipe(pipe);
      listener.stop(true);
    },
  };
}
