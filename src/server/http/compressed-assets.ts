import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';

/** Text types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map']);
/** Below this a gzip frame saves nothing worth a header. */
const MIN_BYTES = 1024;

/**
 * gzip (level 9) copies of the built client's text files, made once per file and kept in memory:
 * hashed assets never change, and the whole client is a few MB. A file rebuilt under the same name
 * (not hashed) is recompressed when its mtime changes.
 */
export class CompressedAssets {
  private readonly cache = new Map<string, { mtimeMs: number; gzip: Uint8Array }>();

  static accepts(request: Request | undefined): boolean {
    const accept = request?.headers.get('accept-encoding') ?? '';
    return /\bgzip\b/i.test(accept);
  }

  static compressible(file: string): boolean {
    return COMPRESSIBLE.has(extname(file).toLowerCase());
  }

  /** The gzip bytes of a file, or null when compressing is not worth it. */
  gzip(file: string): Uint8Array | null {
    const { mtimeMs, size } = statSync(file);
    if (size < MIN_BYTES) return null;
    const hit = this.cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.gzip;
    const gzip = Bun.gzipSync(readFileSync(file), { level: 9 });
    this.cache.set(file, { mtimeMs, gzip });
    return gzip;
  }
}
