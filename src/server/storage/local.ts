import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Clock } from '../lib/clock';
import { assertStorageKey, type SignedUrl, type StorageAdapter } from './storage';

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

/**
 * The embedded default: files under `dir` (`incoming/<key>` while unverified, `<key>` once
 * committed), reached through `/files/<key>` URLs signed with HMAC-SHA-256. A signature covers the
 * method, the key (which names the uploader), the expiry and, for GET, the content type served.
 */
export class LocalStorage implements StorageAdapter {
  readonly kind = 'local' as const;
  readonly modelImages = 'inline' as const;
  private readonly macKey: Buffer;
  /** `/files/` (root-relative) or `<PUBLIC_URL>/files/`. */
  private readonly base: string;

  constructor(private readonly options: { dir: string; secret: string; clock: Clock; publicUrl: string | null }) {
    // A key of its own, so a file signature can never double as a sign-in code MAC.
    this.macKey = createHmac('sha256', options.secret).update('local-files-v1').digest();
    this.base = `${(options.publicUrl ?? '').replace(/\/+$/, '')}/files/`;
  }

  uploadOrigin(): string | null {
    return null; // same origin as the app: /files
  }

  describe(): string {
    return `embedded (local disk in ${this.options.dir}, HMAC-signed URLs)`;
  }

  presignUpload(key: string, options: { mime: string; expiresInSeconds: number }): SignedUrl {
    return this.signedUrl('PUT', key, options.expiresInSeconds, null);
  }

  presignDownload(key: string, options: { mime: string; fileName: string; expiresInSeconds: number }): SignedUrl {
    return this.signedUrl('GET', key, options.expiresInSeconds, options.mime);
  }

  /** Checks a `/files/<key>` request's query. Tampered and expired are told apart only for logs. */
  checkSignature(method: 'GET' | 'PUT', key: string, query: URLSearchParams): SignatureCheck {
    const exp = query.get('exp') ?? '';
    const sig = query.get('sig') ?? '';
    const type = method === 'GET' ? (query.get('type') ?? '') : null;
    if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
    // Compare the canonical text, not decoded bytes: base64url's last character carries 2 unused
    // bits, so decoding would accept 4 spellings of one signature.
    const expected = Buffer.from(this.mac(method, key, Number(exp), type));
    if (!timingSafeEqual(expected, Buffer.from(sig))) return 'invalid';
    return Number(exp) * 1000 > this.options.clock.now().getTime() ? 'ok' : 'expired';
  }

  /** Streams a request body to the incoming place, refusing (and stopping reading) past `maxBytes`. */
  async writeIncoming(key: string, body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<'ok' | 'too_large'> {
    const path = this.incomingPath(key);
    await mkdir(dirname(path), { recursive: true });
    const part = `${path}.${randomUUID()}.part`;
    const file = await open(part, 'w', 0o600);
    let size = 0;
    let tooLarge = false;
    try {
      if (body) {
        const reader = body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          if (size > maxBytes) {
            tooLarge = true;
            await reader.cancel().catch(() => {});
            break;
          }
          await file.write(value);
        }
      }
    } catch (err) {
      // The client went away mid-upload (or the disk failed): nothing half-written stays behind.
      await file.close();
      await rm(part, { force: true });
      throw err;
    }
    await file.close();
    if (tooLarge) {
      await rm(part, { force: true });
      return 'too_large';
    }
    await rename(part, path);
    return 'ok';
  }

  /** The committed file, for serving. */
  committedFile(key: string) {
    return Bun.file(this.path(key));
  }

  async readIncoming(key: string, maxBytes: number): Promise<{ bytes: Uint8Array; size: number } | null> {
    return readBounded(this.incomingPath(key), maxBytes + 1);
  }

  async commit(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const part = `${path}.${randomUUID()}.part`;
    await Bun.write(part, bytes);
    await rename(part, path);
    await rm(this.incomingPath(key), { force: true });
  }

  async read(key: string, maxBytes: number): Promise<Uint8Array | null> {
    const found = await readBounded(this.path(key), maxBytes + 1);
    return found && found.size <= maxBytes ? found.bytes : null;
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
    await rm(this.incomingPath(key), { force: true });
  }

  private signedUrl(method: 'GET' | 'PUT', key: string, expiresInSeconds: number, type: string | null): SignedUrl {
    assertStorageKey(key);
    const exp = Math.floor(this.options.clock.now().getTime() / 1000) + expiresInSeconds;
    const query = new URLSearchParams({ exp: String(exp), ...(type ? { type } : {}), sig: this.mac(method, key, exp, type) });
    return { url: `${this.base}${key}?${query}`, expiresAt: new Date(exp * 1000) };
  }

  private mac(method: string, key: string, exp: number, type: string | null): string {
    return createHmac('sha256', this.macKey).update(`${method}\n${key}\n${exp}\n${type ?? ''}`).digest('base64url');
  }

  private path(key: string): string {
    assertStorageKey(key);
    return join(this.options.dir, key);
  }

  private incomingPath(key: string): string {
    assertStorageKey(key);
    return join(this.options.dir, 'incoming', key);
  }
}

/** Up to `limit` bytes of a file and its full size; null when it does not exist. */
async function readBounded(path: string, limit: number): Promise<{ bytes: Uint8Array; size: number } | null> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    return null;
  }
  const bytes = await Bun.file(path).slice(0, Math.min(size, limit)).bytes();
  return { bytes, size };
}
