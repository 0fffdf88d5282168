import { createApp } from '../../src/server/app';
import type { Deps } from '../../src/server/deps';

/** Calls the whole app in-process (app.handle) with cookie handling like a browser's. */
export function createHttpClient(deps: Deps) {
  const app = createApp(deps);
  let cookie: string | null = null;
  async function request(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
    const headers = new Headers(options.headers);
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    if (options.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const res = await app.handle(
      new Request(`http://localhost${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
      }),
    );
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }
  return {
    app,
    request,
    get cookie() {
      return cookie;
    },
    setCookie(value: string | null) {
      cookie = value;
    },
  };
}
