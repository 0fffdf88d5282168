import type { SignedUrl } from './storage';

/**
 * Signed download URLs by stored file name (SPEC §4: "a cached pre-signed url by file name"),
 * reused until `refreshBeforeMs` before they expire, so a chat's images keep the same URLs (and
 * the browser's cache) across reloads. Bounded: the oldest entry goes first. One per app, on deps.
 */
export class SignedUrlCache {
  private readonly entries = new Map<string, SignedUrl>();

  constructor(private readonly options: { maxEntries: number; refreshBeforeMs: number }) {}

  get(name: string, now: Date): SignedUrl | undefined {
    const hit = this.entries.get(name);
    if (!hit) return undefined;
    if (hit.expiresAt.getTime() - this.options.refreshBeforeMs <= now.getTime()) {
      this.entries.delete(name);
      return undefined;
    }
    return hit;
  }

  set(name: string, url: SignedUrl): void {
    this.entries.delete(name);
    this.entries.set(name, url);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(name: string): void {
    this.entries.delete(name);
  }

  get size(): number {
    return this.entries.size;
  }
}
