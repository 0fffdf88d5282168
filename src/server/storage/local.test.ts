import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createManualClock } from '../lib/clock';
import { LocalStorage } from './local';
import { SignedUrlCache } from './url-cache';

const dir = mkdtempSync(join(tmpdir(), 'local-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const clock = createManualClock();
const storage = new LocalStorage({ dir, secret: 'x'.repeat(32), clock, publicUrl: 'https://advisor.example/' });
const key = `u/${crypto.randomUUID()}/1736942400000-0123456789abcdef0123.png`;

describe('LocalStorage', () => {
  test('signed URLs: method, key, expiry and type are all covered', () => {
    const put = new URL(storage.presignUpload(key, { mime: 'image/png', expiresInSeconds: 300 }).url);
    expect(put.origin + put.pathname).toBe(`https://advisor.example/files/${key}`);
    expect(storage.checkSignature('PUT', key, put.searchParams)).toBe('ok');
    expect(storage.checkSignature('GET', key, put.searchParams)).toBe('invalid');
    expect(storage.checkSignature('PUT', key.replace('.png', '.gif'), put.searchParams)).toBe('invalid');
    const get = new URL(storage.presignDownload(key, { mime: 'image/png', fileName: 'x.png', expiresInSeconds: 60 }).url);
    expect(storage.checkSignature('GET', key, get.searchParams)).toBe('ok');
    const retyped = new URLSearchParams(get.searchParams);
    retyped.set('type', 'text/html');
    expect(storage.checkSignature('GET', key, retyped)).toBe('invalid');
    const other = new LocalStorage({ dir, secret: 'y'.repeat(32), clock, publicUrl: null });
    expect(other.checkSignature('GET', key, get.searchParams)).toBe('invalid');
    clock.advance(61_000);
    expect(storage.checkSignature('GET', key, get.searchParams)).toBe('expired');
    expect(storage.checkSignature('PUT', key, put.searchParams)).toBe('ok');
  });

  test('keys outside u/<uuid>/<stored name> are refused before touching the disk', async () => {
    for (const bad of ['../app-secret', `u/${crypto.randomUUID()}/../../x.png`, 'u/abc/1.png', `u/${crypto.randomUUID()}/evil.svg`]) {
      expect(() => storage.presignUpload(bad, { mime: 'image/png', expiresInSeconds: 60 })).toThrow('Invalid storage key');
      await expect(storage.read(bad, 10)).rejects.toThrow('Invalid storage key');
    }
  });

  test('an upload over the limit stops being read there and leaves nothing behind', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (++pulled > 100) controller.close();
        else controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await storage.writeIncoming(key, body, 10 * 1024)).toBe('too_large');
    expect(pulled).toBeLessThan(20);
    expect(await storage.readIncoming(key, 10 * 1024)).toBeNull();
  });

  test('an upload cut off mid-way leaves no partial file', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(100));
        controller.error(new Error('connection reset'));
      },
    });
    await expect(storage.writeIncoming(key, body, 10 * 1024)).rejects.toThrow('connection reset');
    const left = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    expect(left).toEqual([]);
  });

  test('incoming → commit → read → remove', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    expect(await storage.writeIncoming(key, new Blob([bytes]).stream(), 10)).toBe('ok');
    expect(await storage.readIncoming(key, 10)).toEqual({ bytes, size: 4 });
    expect(await storage.readIncoming(key, 2)).toEqual({ bytes: bytes.subarray(0, 3), size: 4 });
    expect(await storage.read(key, 10)).toBeNull();
    await storage.commit(key, bytes);
    expect(await storage.readIncoming(key, 10)).toBeNull();
    expect(await storage.read(key, 10)).toEqual(bytes);
    expect(await storage.read(key, 3)).toBeNull();
    await storage.remove(key);
    expect(await storage.read(key, 10)).toBeNull();
  });
});

describe('SignedUrlCache', () => {
  test('hits until shortly before expiry; bounded, oldest out first', () => {
    const cache = new SignedUrlCache({ maxEntries: 2, refreshBeforeMs: 60_000 });
    const now = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    cache.set('a', { url: 'A', expiresAt: at(120_000) });
    expect(cache.get('a', now)?.url).toBe('A');
    expect(cache.get('a', at(60_001))).toBeUndefined();
    cache.set('a', { url: 'A', expiresAt: at(3_600_000) });
    cache.set('b', { url: 'B', expiresAt: at(3_600_000) });
    cache.set('c', { url: 'C', expiresAt: at(3_600_000) });
    expect(cache.size).toBe(2);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('c', now)?.url).toBe('C');
  });
});
