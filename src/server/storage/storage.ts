/**
 * Object storage behind one small interface (ARCHITECTURE §3): local disk with HMAC-signed URLs
 * served by the app, or S3-compatible storage with presigned URLs. Keys are chosen by the server
 * (`u/<uploader id>/<stored name>`). An upload first lands in an "incoming" place the client can
 * write to; once its bytes pass the checks they are committed under the key, which no client can
 * write to — so an upload URL that is still valid cannot swap a verified image.
 */
export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

export interface StorageAdapter {
  readonly kind: 'local' | 's3';
  /** How the AI provider gets images: inline data: URLs (local) or presigned URLs it fetches (S3). */
  readonly modelImages: 'inline' | 'url';
  /** One line for the boot log. */
  describe(): string;
  /** The origin browsers upload to when it is not the app's own (S3), for the CSP; else null. */
  uploadOrigin(): string | null;
  /** Where the client PUTs the file body (the incoming place of `key`). */
  presignUpload(key: string, options: { mime: string; expiresInSeconds: number }): SignedUrl;
  /** A GET URL of the committed object, served with the verified type, inline. */
  presignDownload(key: string, options: { mime: string; fileName: string; expiresInSeconds: number }): SignedUrl;
  /**
   * The uploaded (not yet verified) bytes, at most `maxBytes + 1` of them, and the full size;
   * null when nothing was uploaded.
   */
  readIncoming(key: string, maxBytes: number): Promise<{ bytes: Uint8Array; size: number } | null>;
  /** Stores verified bytes under `key` and removes the incoming copy. */
  commit(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** The committed object's bytes (null when absent or larger than `maxBytes`). */
  read(key: string, maxBytes: number): Promise<Uint8Array | null>;
  /** Removes the object and its incoming copy; missing ones are fine. */
  remove(key: string): Promise<void>;
}

/** `u/<uuid>/<digits>-<lowercase alnum>.<ext>` — the only keys storage accepts (no traversal). */
export const STORAGE_KEY_RE = /^u\/[0-9a-f-]{36}\/\d{10,16}-[a-z0-9]{8,32}\.(jpg|jpeg|png|gif|webp)$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_RE.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
