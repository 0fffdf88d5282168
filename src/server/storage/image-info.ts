/**
 * What an uploaded file really is, from its bytes alone (never its name or declared type):
 * JPEG, PNG, GIF or WEBP with the pixel size from the header. Nothing is decoded, so a
 * decompression bomb costs nothing here; its claimed size is what gets it refused.
 *
 * - `unsupported`: not one of the four formats (SVG, HTML, PDF, HEIC…), or one of them with
 *   markup in its first bytes or data after its end (a polyglot);
 * - `invalid`: one of the four, but broken (truncated, bad CRC, no frame header) or its size is
 *   zero or beyond the limits.
 */
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export type ImageCheck = { ok: true; mime: ImageMime; width: number; height: number } | { ok: false; reason: 'unsupported' | 'invalid' };

export const IMAGE_LIMITS = { maxSide: 20_000, maxPixels: 50_000_000, maxGifFrames: 1_000 } as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Markup a browser (or a sniffing proxy) would run: refused even behind a valid image header. */
const MARKUP = /<(script|html|svg|iframe|body|head|object|embed|!doctype)[\s>/]/i;

const UNSUPPORTED: ImageCheck = { ok: false, reason: 'unsupported' };
const INVALID: ImageCheck = { ok: false, reason: 'invalid' };

class Truncated extends Error {}

export function inspectImage(bytes: Uint8Array): ImageCheck {
  if (MARKUP.test(new TextDecoder('latin1').decode(bytes.subarray(0, 1024)))) return UNSUPPORTED;
  try {
    const found = detect(bytes);
    if (!found.ok) return found;
    const { width, height } = found;
    if (width < 1 || height < 1 || width > IMAGE_LIMITS.maxSide || height > IMAGE_LIMITS.maxSide) return INVALID;
    if (width * height > IMAGE_LIMITS.maxPixels) return INVALID;
    return found;
  } catch (err) {
    if (err instanceof Truncated) return INVALID;
    throw err;
  }
}

function detect(b: Uint8Array): ImageCheck {
  if (startsWith(b, PNG_SIGNATURE)) return png(b);
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return gif(b);
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return webp(b);
  return UNSUPPORTED;
}

/** Walks the chunks: IHDR first with a good CRC, IEND last, nothing after it. */
function png(b: Uint8Array): ImageCheck {
  const view = dv(b);
  need(b, 33);
  if (u32be(view, 8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return INVALID;
  if (Bun.hash.crc32(b.subarray(12, 29)) !== u32be(view, 29)) return INVALID;
  const width = u32be(view, 16);
  const height = u32be(view, 20);
  let at = 8;
  for (;;) {
    need(b, at + 12);
    const length = u32be(view, at);
    const type = ascii(b, at + 4, 4);
    at += 12 + length;
    if (at > b.length) throw new Truncated();
    if (type === 'IEND') return at === b.length ? { ok: true, mime: 'image/png', width, height } : UNSUPPORTED;
  }
}

/** Segments up to the first frame header (SOFn); data after the end marker is allowed (camera trailers). */
function jpeg(b: Uint8Array): ImageCheck {
  const view = dv(b);
  let at = 2;
  for (;;) {
    need(b, at + 4);
    if (b[at] !== 0xff) return INVALID;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return INVALID; // image data or the end before any frame header
    const length = u16be(view, at + 2);
    if (length < 2) return INVALID;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      need(b, at + 9);
      return { ok: true, mime: 'image/jpeg', width: u16be(view, at + 7), height: u16be(view, at + 5) };
    }
    at += 2 + length;
  }
}

/** Logical screen size, then every block to the trailer, which must be the last byte. */
function gif(b: Uint8Array): ImageCheck {
  const view = dv(b);
  need(b, 13);
  const width = u16le(view, 6);
  const height = u16le(view, 8);
  const flags = b[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let frames = 0;
  const skipSubBlocks = () => {
    for (;;) {
      need(b, at + 1);
      const size = b[at]!;
      at += 1 + size;
      if (size === 0) return;
    }
  };
  for (;;) {
    need(b, at + 1);
    const block = b[at]!;
    if (block === 0x3b) {
      if (at + 1 !== b.length) return UNSUPPORTED; // something rides after the trailer
      return frames > 0 ? { ok: true, mime: 'image/gif', width, height } : INVALID;
    }
    if (block === 0x21) {
      need(b, at + 2);
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (++frames > IMAGE_LIMITS.maxGifFrames) return INVALID;
      need(b, at + 10);
      const local = b[at + 9]!;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      need(b, at + 1);
      at += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      return INVALID;
    }
  }
}

/** The RIFF size must match the file exactly; the size comes from VP8X, VP8L or VP8 (lossy). */
function webp(b: Uint8Array): ImageCheck {
  const view = dv(b);
  need(b, 20);
  const riffEnd = u32le(view, 4) + 8;
  if (riffEnd > b.length) throw new Truncated();
  if (riffEnd < b.length) return UNSUPPORTED;
  const chunk = ascii(b, 12, 4);
  const data = 20;
  if (chunk === 'VP8X') {
    need(b, data + 10);
    return { ok: true, mime: 'image/webp', width: 1 + u24le(b, data + 4), height: 1 + u24le(b, data + 7) };
  }
  if (chunk === 'VP8L') {
    need(b, data + 5);
    if (b[data] !== 0x2f) return INVALID;
    const bits = u32le(view, data + 1);
    return { ok: true, mime: 'image/webp', width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    need(b, data + 10);
    if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return INVALID;
    return { ok: true, mime: 'image/webp', width: u16le(view, data + 6) & 0x3fff, height: u16le(view, data + 8) & 0x3fff };
  }
  return INVALID;
}

function need(b: Uint8Array, length: number): void {
  if (b.length < length) throw new Truncated();
}

function startsWith(b: Uint8Array, prefix: number[]): boolean {
  return prefix.every((v, i) => b[i] === v);
}

function ascii(b: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...b.subarray(at, at + length));
}

const dv = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);
const u16be = (v: DataView, at: number) => v.getUint16(at, false);
const u16le = (v: DataView, at: number) => v.getUint16(at, true);
const u32be = (v: DataView, at: number) => v.getUint32(at, false);
const u32le = (v: DataView, at: number) => v.getUint32(at, true);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
