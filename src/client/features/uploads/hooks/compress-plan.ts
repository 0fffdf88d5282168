import { LIMITS } from '../../../../shared/constants';

/** SPEC §5/§9: screenshots are compressed to at most 3.4 MB and 2000 px before upload. */
export const COMPRESSION = { maxBytes: LIMITS.compressionMaxBytes, maxPx: LIMITS.compressionMaxPx } as const;

/** Target size: the longer side at most `maxPx`, proportions kept, never upscaled. */
export function fitWithin(width: number, height: number, maxPx: number = COMPRESSION.maxPx): { width: number; height: number } {
  const scale = Math.min(1, maxPx / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Nothing to do: small enough in bytes and in pixels. */
export function isSmallEnough(bytes: number, width: number, height: number): boolean {
  return bytes <= COMPRESSION.maxBytes && Math.max(width, height) <= COMPRESSION.maxPx;
}

export type Encoding = { type: string; quality?: number };

/**
 * Encodings to try, best first. Screenshots are text: the original format first (lossless PNG
 * keeps them sharp), then WebP and JPEG at falling quality until the bytes fit.
 */
export function encodingsFor(type: string): Encoding[] {
  const lossy: Encoding[] = [
    { type: 'image/webp', quality: 0.92 },
    { type: 'image/jpeg', quality: 0.9 },
    { type: 'image/webp', quality: 0.8 },
    { type: 'image/jpeg', quality: 0.75 },
    { type: 'image/jpeg', quality: 0.6 },
  ];
  if (type === 'image/png') return [{ type: 'image/png' }, ...lossy];
  if (type === 'image/webp') return lossy;
  return lossy.filter((e) => e.type === 'image/jpeg').concat({ type: 'image/jpeg', quality: 0.5 });
}

/** GIFs keep their animation: never re-encoded (they still must be under 5 MB). */
export function isCompressible(type: string): boolean {
  return type === 'image/png' || type === 'image/jpeg' || type === 'image/webp';
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * The name to ask an upload URL for: the server takes the extension from it, so it must match
 * what is uploaded (a PNG re-encoded as JPEG becomes `name.jpg`).
 */
export function uploadName(originName: string, type: string): string {
  const ext = EXTENSIONS[type] ?? 'png';
  const base = originName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || 'screenshot';
  return `${base}.${ext}`;
}
