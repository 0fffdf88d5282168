import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createApp } from '../../src/server/app';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

let t: TestDeps;
let clientDir: string;
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(clientDir, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'assets', 'big-9c8d7e.js'), BIG_JS);
  writeFileSync(join(clientDir, 'assets', 'photo-1a2b3c.png'), new Uint8Array(4096).fill(7));
  // A build's precompressed siblings (vite.config.ts writes them for every hashed text asset).
  writeFileSync(join(clientDir, 'assets', 'entry-5e6f7a.js'), BIG_JS);
  writeFileSync(join(clientDir, 'assets', 'entry-5e6f7a.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(clientDir, 'assets', 'entry-5e6f7a.js.gz'), gzipSync(BIG_JS));
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(tmpdir(), 'secret.txt'), 'do not serve');
  t = await createTestDeps({ config: { clientDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the client', () => {
  test('hashed assets are immutable; other files cached briefly', async () => {
    const c = createHttpClient(t.deps);
    const asset = await c.request('GET', '/assets/app-3f2a1b.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await c.request('GET', '/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  test('text assets go out gzip-compressed to browsers that accept it; images and small files as they are', async () => {
    // app.handle (no real socket) does not decode, so the bytes on the wire are checked as sent.
    const res = await createApp(t.deps).handle(new Request('http://localhost/assets/big-9c8d7e.js', { headers: { 'accept-encoding': 'gzip, br' } }));
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('accept-encoding');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.length).toBeLessThan(BIG_JS.length / 3);
    expect(new TextDecoder().decode(Bun.gunzipSync(body))).toBe(BIG_JS);
    const plain = await createApp(t.deps).handle(new Request('http://localhost/assets/big-9c8d7e.js'));
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_JS);
    for (const path of ['/assets/photo-1a2b3c.png', '/assets/app-3f2a1b.js']) {
      const other = await createApp(t.deps).handle(new Request(`http://localhost${path}`, { headers: { 'accept-encoding': 'gzip' } }));
      expect(other.headers.get('content-encoding')).toBeNull();
    }
  });

  test('precompressed siblings go out as they are: brotli when accepted, else gzip', async () => {
    const app = createApp(t.deps);
    const get = (encoding: string) => app.handle(new Request('http://localhost/assets/entry-5e6f7a.js', { headers: { 'accept-encoding': encoding } }));
    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())))).toBe(BIG_JS);
    const gz = await get('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toBe(BIG_JS);
    const plain = await get('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_JS);
    // Without a sibling, brotli is not made per request: gzip (made once) serves.
    const noSibling = await app.handle(new Request('http://localhost/assets/big-9c8d7e.js', { headers: { 'accept-encoding': 'br, gzip' } }));
    expect(noSibling.headers.get('content-encoding')).toBe('gzip');
  });

  test('a missing hashed asset is a 404, not the app shell', async () => {
    const c = createHttpClient(t.deps);
    for (const path of ['/assets/missing-0a1b2c.js', '/assets/missing-0a1b2c.css', '/assets/deeper/missing.js']) {
      const res = await c.request('GET', path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(res.text).not.toContain('<div id="root">');
    }
  });

  test('pages carry an ETag: a revisit with it answers 304 without a body; another tag does not match', async () => {
    const app = createApp(t.deps);
    const first = await app.handle(new Request('http://localhost/price', { headers: { 'accept-encoding': 'br' } }));
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-z]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await app.handle(new Request('http://localhost/price', { headers: { 'accept-encoding': 'br', 'if-none-match': etag ?? '' } }));
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const other = await app.handle(new Request('http://localhost/price', { headers: { 'if-none-match': 'W/"stale"' } }));
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('<div id="root">');
    // Another page has its own tag.
    const home = await app.handle(new Request('http://localhost/', { headers: { 'if-none-match': etag ?? '' } }));
    expect(home.status).toBe(200);
    expect(home.headers.get('etag')).not.toBe(etag);
  });

  test('pages go out brotli- or gzip-compressed to browsers that accept it, as they are to the others', async () => {
    const page = (headers: Record<string, string>) => createApp(t.deps).handle(new Request('http://localhost/use-case/how-to-ask-your-crush-out', { headers }));
    const brotli = await page({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const fromBrotli = new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())));
    const zipped = await page({ 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('accept-encoding');
    const html = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await zipped.arrayBuffer())));
    const plain = await page({});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    expect(fromBrotli).toBe(html);
    expect(html).toContain('<title>');
  });

  test('client routes fall back to index.html, always revalidated', async () => {
    const c = createHttpClient(t.deps);
    for (const path of ['/', '/chat', '/chat/chat-advisor/123', '/price']) {
      const res = await c.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  test('no path escapes the client folder', async () => {
    const c = createHttpClient(t.deps);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%00']) {
      const res = await c.request('GET', path);
      expect(res.text).not.toContain('do not serve');
    }
  });

  test('unknown /api paths answer JSON 404, not the client', async () => {
    const c = createHttpClient(t.deps);
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['DELETE', '/api/agent'],
    ] as const) {
      const res = await c.request(method, path);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('common.not_found');
    }
  });

  test('tRPC GETs are not shadowed by the SPA fallback', async () => {
    const res = await createHttpClient(t.deps).request('GET', '/trpc/agent.list');
    expect(res.status).toBe(200);
    expect(res.json.result.data.json).toHaveLength(12);
  });
});

describe('health and headers', () => {
  test('/healthz checks the database', async () => {
    const res = await createHttpClient(t.deps).request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
  });

  test('every kind of response carries the security headers', async () => {
    const c = createHttpClient(t.deps);
    for (const path of ['/', '/assets/app-3f2a1b.js', '/api/agent', '/api/nope', '/trpc/agent.list', '/trpc/auth.status', '/healthz']) {
      const res = await c.request('GET', path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    }
    const csp = SECURITY_HEADERS['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  test('tRPC errors never include a stack', async () => {
    const res = await createHttpClient(t.deps).request('GET', '/trpc/auth.status');
    expect(res.status).toBe(401);
    expect(res.text).not.toContain('stack');
    expect(res.json.error.json.data.appCode).toBe('auth.unauthorized');
  });
});
