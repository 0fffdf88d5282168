import { deflateSync } from 'node:zlib';

/**
 * Small, structurally valid test images built in code (plus the bad ones the upload checks must
 * refuse). The PNG is a real one (deflated RGB scanlines, correct CRCs): browsers display it.
 */

function u32be(n: number): number[] {
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
}
function u32le(n: number): number[] {
  return [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
}
function bytes(s: string): number[] {
  return [...s].map((c) => c.charCodeAt(0));
}

function pngChunk(type: string, data: Uint8Array | number[]): number[] {
  const body = new Uint8Array([...bytes(type), ...data]);
  return [...u32be(data.length), ...body, ...u32be(Bun.hash.crc32(body))];
}

/** A real RGB PNG of the given size (a red square). `claim` overrides the size written in IHDR. */
export function pngImage(width = 2, height = 2, claim?: { width: number; height: number }): Uint8Array<ArrayBuffer> {
  const row = [0, ...Array.from({ length: width }, () => [255, 0, 0]).flat()];
  const raw = new Uint8Array(Array.from({ length: height }, () => row).flat());
  const w = claim?.width ?? width;
  const h = claim?.height ?? height;
  return new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...pngChunk('IHDR', [...u32be(w), ...u32be(h), 8, 2, 0, 0, 0]),
    ...pngChunk('IDAT', deflateSync(raw)),
    ...pngChunk('IEND', []),
  ]);
}

/** The classic 1×1 transparent GIF. */
export function gifImage(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));
}

/** A GIF whose logical screen is 0×0 (bad header). */
export function gifZeroSize(): Uint8Array<ArrayBuffer> {
  const gif = gifImage();
  gif.set([0, 0, 0, 0], 6);
  return gif;
}

/** A baseline JPEG skeleton: SOI, APP0 (JFIF), SOF0 with the size, SOS, a few bytes, EOI. */
export function jpegImage(width = 3, height = 2): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...bytes('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 8, (height >> 8) & 0xff, height & 0xff, (width >> 8) & 0xff, width & 0xff, 1, 1, 0x11, 0];
  const sos = [0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, ...sos, 0x12, 0x34, 0x56, 0xff, 0xd9]);
}

/** A lossless WEBP (VP8L) header of the given size, RIFF length exact. */
export function webpImage(width = 4, height = 3): Uint8Array<ArrayBuffer> {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  const vp8l = [0x2f, ...u32le(bits), 0, 0, 0];
  const chunk = [...bytes('VP8L'), ...u32le(vp8l.length), ...vp8l];
  return new Uint8Array([...bytes('RIFF'), ...u32le(4 + chunk.length), ...bytes('WEBP'), ...chunk]);
}

export const SVG_BYTES = new TextEncoder().encode(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);
export const HTML_BYTES = new TextEncoder().encode('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** `size` bytes that start like a PNG (for size checks). */
export function bigFile(size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  out.set(pngImage());
  return out;
}
