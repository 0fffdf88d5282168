/**
 * A stand-in for Cloudflare's siteverify endpoint, over real HTTP on 127.0.0.1 (port 0).
 *
 * It speaks the documented protocol: a form-encoded (or JSON) POST of `secret`, `response`,
 * `remoteip`, `idempotency_key`; a JSON answer `{ success, 'error-codes', challenge_ts, hostname,
 * action, cdata }`. Semantics follow Cloudflare's docs and test keys:
 * - the accepted secret defaults to the "always passes" dummy secret; another secret →
 *   `invalid-input-secret`; none → `missing-input-secret`. The documented dummy secrets
 *   `2x…AA` (always fails) and `3x…AA` (token already spent) behave as documented.
 * - tokens look like `XXXX.DUMMY.TOKEN.XXXX`; tests `issue()` them with their action, hostname and
 *   solve time. A token is single use: the second verify → `timeout-or-duplicate`. A token older
 *   than 300 s → `timeout-or-duplicate` (as Cloudflare answers for expired tokens). An unknown
 *   token → `invalid-input-response`; none → `missing-input-response`.
 * - the literal dummy token `XXXX.DUMMY.TOKEN.XXXX` passes (reusably) with hostname
 *   `example.com` and an empty action, as the dummy keys do.
 * - switches: `delayMs` (to test timeouts), `failWith` (an HTTP status such as 500, or
 *   'malformed' for a 200 that is not JSON).
 */

export const TURNSTILE_DUMMY_SECRETS = {
  alwaysPasses: '1x0000000000000000000000000000000AA',
  alwaysFails: '2x0000000000000000000000000000000AA',
  alreadySpent: '3x0000000000000000000000000000000AA',
} as const;
export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export interface IssueOptions {
  action?: string;
  hostname?: string;
  /** When the challenge was solved (the token's `challenge_ts`); defaults to now. */
  solvedAt?: Date;
  cdata?: string;
}

export interface SiteverifyCall {
  contentType: string | null;
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  idempotencyKey: string | null;
}

export interface FakeTurnstileServer {
  /** The siteverify URL to configure. */
  readonly url: string;
  readonly secret: string;
  /** Every call received, in order. */
  readonly calls: SiteverifyCall[];
  /** A fresh single-use token for the given action and hostname (default 'localhost'). */
  issue(options?: IssueOptions): string;
  /** Answer after this many ms (0 = at once). */
  delayMs: number;
  /** null = behave; a status = answer with it; 'malformed' = 200 with a non-JSON body. */
  failWith: number | 'malformed' | null;
  reset(): void;
  stop(): Promise<void>;
}

interface Issued {
  action: string;
  hostname: string;
  solvedAt: Date;
  cdata: string;
  spent: boolean;
}

const MAX_AGE_MS = 300_000;

export function startFakeTurnstileServer(options: { secret?: string; now?: () => number } = {}): FakeTurnstileServer {
  const secret = options.secret ?? TURNSTILE_DUMMY_SECRETS.alwaysPasses;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, Issued>();
  const calls: SiteverifyCall[] = [];
  let counter = 0;

  const answer = (body: Record<string, unknown>) => Response.json(body);
  const failure = (...codes: string[]) => answer({ success: false, 'error-codes': codes, messages: [] });
  const passed = (t: Omit<Issued, 'spent'>) =>
    answer({
      success: true,
      'error-codes': [],
      challenge_ts: t.solvedAt.toISOString(),
      hostname: t.hostname,
      action: t.action,
      cdata: t.cdata,
      metadata: { interactive: false },
    });

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(req) {
      const path = new URL(req.url).pathname;
      if (req.method !== 'POST' || !path.endsWith('/siteverify')) return new Response('not found', { status: 404 });
      const contentType = req.headers.get('content-type');
      let fields: Record<string, string | null>;
      try {
        if (contentType?.includes('application/json')) {
          const json = (await req.json()) as Record<string, unknown>;
          const pick = (k: string) => (typeof json[k] === 'string' ? (json[k] as string) : null);
          fields = { secret: pick('secret'), response: pick('response'), remoteip: pick('remoteip'), idempotency_key: pick('idempotency_key') };
        } else {
          const form = new URLSearchParams(await req.text());
          fields = {
            secret: form.get('secret'),
            response: form.get('response'),
            remoteip: form.get('remoteip'),
            idempotency_key: form.get('idempotency_key'),
          };
        }
      } catch {
        return failure('bad-request');
      }
      calls.push({
        contentType,
        secret: fields.secret ?? null,
        response: fields.response ?? null,
        remoteip: fields.remoteip ?? null,
        idempotencyKey: fields.idempotency_key ?? null,
      });
      if (fake.delayMs > 0) await Bun.sleep(fake.delayMs);
      if (fake.failWith === 'malformed') return new Response('<html>upstream error</html>', { status: 200 });
      if (typeof fake.failWith === 'number') return new Response('internal error', { status: fake.failWith });

      if (!fields.secret) return failure('missing-input-secret');
      if (fields.secret === TURNSTILE_DUMMY_SECRETS.alwaysFails) return failure('invalid-input-response');
      if (fields.secret === TURNSTILE_DUMMY_SECRETS.alreadySpent) return failure('timeout-or-duplicate');
      if (fields.secret !== secret) return failure('invalid-input-secret');
      const token = fields.response;
      if (!token) return failure('missing-input-response');
      if (token.length > 2048) return failure('invalid-input-response');
      if (token === TURNSTILE_DUMMY_TOKEN) {
        return passed({ action: '', hostname: 'example.com', solvedAt: new Date(now()), cdata: '' });
      }
      const issued = tokens.get(token);
      if (!issued) return failure('invalid-input-response');
      if (issued.spent) return failure('timeout-or-duplicate');
      issued.spent = true;
      if (now() - issued.solvedAt.getTime() > MAX_AGE_MS) return failure('timeout-or-duplicate');
      return passed(issued);
    },
  });

  const fake: FakeTurnstileServer = {
    url: `http://127.0.0.1:${server.port}/turnstile/v0/siteverify`,
    secret,
    calls,
    issue(o = {}) {
      const token = `XXXX.DUMMY.TOKEN.${(++counter).toString().padStart(4, '0')}.${crypto.randomUUID()}`;
      tokens.set(token, {
        action: o.action ?? '',
        hostname: o.hostname ?? 'localhost',
        solvedAt: o.solvedAt ?? new Date(now()),
        cdata: o.cdata ?? '',
        spent: false,
      });
      return token;
    },
    delayMs: 0,
    failWith: null,
    reset() {
      fake.delayMs = 0;
      fake.failWith = null;
      calls.length = 0;
    },
    stop: () => server.stop(true),
  };
  return fake;
}
