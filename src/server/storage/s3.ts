import { S3Client } from 'bun';
import { assertStorageKey, type SignedUrl, type StorageAdapter } from './storage';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string | undefined;
  region?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/**
 * S3-compatible storage (S3, R2, MinIO) through Bun's S3Client. Clients upload with a presigned
 * PUT to `incoming/<key>`; a presigned PUT limits neither size nor type (STACK-NOTES §8), so the
 * object is read back (size first, then at most the limit + 1 bytes), checked, and only then
 * written under `<key>` with its verified type. The bucket stays private: reads are presigned GETs.
 */
export class S3Storage implements StorageAdapter {
  readonly kind = 's3' as const;
  readonly modelImages = 'url' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      bucket: options.bucket,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.region ? { region: options.region } : {}),
      ...(options.accessKeyId ? { accessKeyId: options.accessKeyId } : {}),
      ...(options.secretAccessKey ? { secretAccessKey: options.secretAccessKey } : {}),
    });
  }

  describe(): string {
    return `real (S3 bucket ${this.options.bucket}${this.options.endpoint ? ` at ${this.options.endpoint}` : ''}, presigned URLs)`;
  }

  uploadOrigin(): string | null {
    // The origin of a real presigned URL: path-style or virtual-hosted, whatever the client signs.
    return new URL(this.client.presign('incoming/u/origin-probe', { method: 'PUT', expiresIn: 60 })).origin;
  }

  presignUpload(key: string, options: { mime: string; expiresInSeconds: number }): SignedUrl {
    assertStorageKey(key);
    const url = this.client.presign(incoming(key), { method: 'PUT', expiresIn: options.expiresInSeconds, type: options.mime });
    return { url, expiresAt: expiresAt(options.expiresInSeconds) };
  }

  presignDownload(key: string, options: { mime: string; fileName: string; expiresInSeconds: number }): SignedUrl {
    assertStorageKey(key);
    const url = this.client.presign(key, {
      method: 'GET',
      expiresIn: options.expiresInSeconds,
      type: options.mime,
      contentDisposition: `inline; filename="${options.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    });
    return { url, expiresAt: expiresAt(options.expiresInSeconds) };
  }

  async readIncoming(key: string, maxBytes: number): Promise<{ bytes: Uint8Array; size: number } | null> {
    assertStorageKey(key);
    const file = this.client.file(incoming(key));
    let size: number;
    try {
      size = (await file.stat()).size;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    // Too big: known from the size alone, nothing is downloaded.
    if (size > maxBytes) return { bytes: new Uint8Array(), size };
    try {
      // Bounded even if the object was replaced since the stat.
      const bytes = await file.slice(0, maxBytes + 1).bytes();
      return { bytes, size: Math.max(size, bytes.length) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async commit(key: string, bytes: Uint8Array, mime: string): Promise<void> {
    assertStorageKey(key);
    await this.client.write(key, bytes, { type: mime });
    await this.client.delete(incoming(key));
  }

  async read(key: string, maxBytes: number): Promise<Uint8Array | null> {
    assertStorageKey(key);
    try {
      const bytes = await this.client.file(key).slice(0, maxBytes + 1).bytes();
      return bytes.length > maxBytes ? null : bytes;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    await Promise.all([this.client.delete(key), this.client.delete(incoming(key))]);
  }
}

const incoming = (key: string) => `incoming/${key}`;

function expiresAt(seconds: number): Date {
  // Bun signs with the real clock, so the expiry is computed from it too.
  return new Date(Date.now() + seconds * 1000);
}

function isMissing(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'NoSuchKey';
}
