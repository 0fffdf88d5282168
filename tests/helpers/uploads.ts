import { createApp } from '../../src/server/app';
import type { Deps } from '../../src/server/deps';

/**
 * The whole app on a real port (uploads are PUT with fetch, like a browser or curl would), and a
 * small cookie-keeping client for it.
 */
export function listenApp(deps: Deps) {
  const app = createApp(deps).listen({ port: 0, hostname: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server!.port}`;
  return { base, stop: () => app.stop(true) };
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  json: any;
  text: string;
}

export function createFetchClient(base: string) {
  let cookie: string | null = null;
  async function request(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<HttpAnswer> {
    const headers = new Headers(options.headers);
    if (cookie) headers.set('cookie', cookie);
    if (options.body !== undefined) headers.set('content-type', 'application/json');
    const res = await fetch(new URL(path, base), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? null;
    return answer(res);
  }
  return {
    request,
    /** A fresh guest session for this client; answers the user id. */
    async guest(): Promise<string> {
      return (await request('POST', '/api/auth/temporary')).json.result.id as string;
    },
    async chat(): Promise<string> {
      return (await request('POST', '/api/session', { body: {} })).json.result.id as string;
    },
    send(chat: string, items: unknown[]) {
      return request('POST', `/api/session/${chat}/message`, { body: { items } });
    },
    presign(name: string) {
      return request('GET', `/api/attachment/presigned-url/${encodeURIComponent(name)}`);
    },
  };
}

/** PUT a file body to a presigned URL (relative ones are resolved against `base`). */
export async function putFile(base: string, url: string, body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>, type = 'image/png'): Promise<HttpAnswer> {
  const res = await fetch(new URL(url, base), { method: 'PUT', body, headers: { 'content-type': type } });
  return answer(res);
}

/** A response read whole: status, headers, text and (when it parses) JSON. */
export async function answer(res: Response): Promise<HttpAnswer> {
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json, text };
}
