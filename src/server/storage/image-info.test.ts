import { describe, expect, test } from 'bun:test';
import { gifImage, gifZeroSize, HTML_BYTES, jpegImage, pngImage, SVG_BYTES, webpImage } from '../../../tests/helpers/images';
import { inspectImage } from './image-info';

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const text = (s: string) => new TextEncoder().encode(s);

describe('inspectImage: type from the bytes, size from the header', () => {
  test('the four accepted formats', () => {
    expect(inspectImage(pngImage(3, 2))).toEqual({ ok: true, mime: 'image/png', width: 3, height: 2 });
    expect(inspectImage(gifImage())).toEqual({ ok: true, mime: 'image/gif', width: 1, height: 1 });
    expect(inspectImage(jpegImage(640, 480))).toEqual({ ok: true, mime: 'image/jpeg', width: 640, height: 480 });
    expect(inspectImage(webpImage(4, 3))).toEqual({ ok: true, mime: 'image/webp', width: 4, height: 3 });
  });

  test('JPEG: the frame header is found past APPn segments and fill bytes', () => {
    const jpeg = jpegImage(1200, 900);
    const exif = new Uint8Array([0xff, 0xe1, 0x01, 0x02, ...new Uint8Array(256)]); // APP1 of 258 bytes
    const withExif = concat(jpeg.subarray(0, 2), exif, new Uint8Array([0xff]), jpeg.subarray(2));
    expect(inspectImage(withExif)).toEqual({ ok: true, mime: 'image/jpeg', width: 1200, height: 900 });
  });

  test('WEBP lossy (VP8) and extended (VP8X) headers', () => {
    const riff = (chunk: string, data: number[]) => {
      const body = [...text(chunk), data.length & 0xff, 0, 0, 0, ...data];
      const size = 4 + body.length;
      return new Uint8Array([...text('RIFF'), size & 0xff, (size >> 8) & 0xff, 0, 0, ...text('WEBP'), ...body]);
    };
    const vp8 = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x20, 0x03, 0x58, 0x02, 0, 0]); // 800×600
    expect(inspectImage(vp8)).toEqual({ ok: true, mime: 'image/webp', width: 800, height: 600 });
    const vp8x = riff('VP8X', [0, 0, 0, 0, 0x1f, 0x03, 0, 0x57, 0x02, 0]); // 800×600
    expect(inspectImage(vp8x)).toEqual({ ok: true, mime: 'image/webp', width: 800, height: 600 });
  });

  test('SVG, HTML, PDF, HEIC and empty files are not supported', () => {
    expect(inspectImage(SVG_BYTES)).toEqual({ ok: false, reason: 'unsupported' });
    expect(inspectImage(HTML_BYTES)).toEqual({ ok: false, reason: 'unsupported' });
    expect(inspectImage(text('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toEqual({ ok: false, reason: 'unsupported' });
    expect(inspectImage(new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0]))).toEqual({ ok: false, reason: 'unsupported' });
    expect(inspectImage(new Uint8Array())).toEqual({ ok: false, reason: 'unsupported' });
  });

  test('polyglots: markup behind an image header, or data after the image end', () => {
    const png = pngImage();
    const withScript = concat(png.subarray(0, 33), pngTextChunk('<script>alert(1)</script>'), png.subarray(33));
    expect(inspectImage(withScript)).toEqual({ ok: false, reason: 'unsupported' });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
    expect(inspectImage(concat(png, zip))).toEqual({ ok: false, reason: 'unsupported' });
    expect(inspectImage(concat(gifImage(), zip))).toEqual({ ok: false, reason: 'unsupported' });
    const webp = webpImage();
    expect(inspectImage(concat(webp, zip))).toEqual({ ok: false, reason: 'unsupported' });
  });

  test('broken images: truncated, bad CRC, zero size, no frame header', () => {
    const png = pngImage();
    expect(inspectImage(png.subarray(0, png.length - 6))).toEqual({ ok: false, reason: 'invalid' });
    const badCrc = png.slice();
    badCrc[30] = badCrc[30]! ^ 0xff;
    expect(inspectImage(badCrc)).toEqual({ ok: false, reason: 'invalid' });
    expect(inspectImage(gifZeroSize())).toEqual({ ok: false, reason: 'invalid' });
    expect(inspectImage(gifImage().subarray(0, 20))).toEqual({ ok: false, reason: 'invalid' });
    expect(inspectImage(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]))).toEqual({ ok: false, reason: 'invalid' });
    expect(inspectImage(new Uint8Array([...text('GIF89a'), 1]))).toEqual({ ok: false, reason: 'invalid' });
  });

  test('pixel floods: more than 20,000 px on a side or 50 megapixels', () => {
    expect(inspectImage(pngImage(1, 1, { width: 30_000, height: 30_000 }))).toEqual({ ok: false, reason: 'invalid' });
    expect(inspectImage(pngImage(1, 1, { width: 20_001, height: 1 }))).toEqual({ ok: false, reason: 'invalid' });
    expect(inspectImage(pngImage(1, 1, { width: 10_000, height: 5_001 }))).toEqual({ ok: false, reason: 'invalid' });
    expect(inspectImage(pngImage(1, 1, { width: 10_000, height: 5_000 }))).toMatchObject({ ok: true, width: 10_000, height: 5_000 });
    expect(inspectImage(jpegImage(20_000, 2_500))).toMatchObject({ ok: true });
    expect(inspectImage(jpegImage(0, 10))).toEqual({ ok: false, reason: 'invalid' });
  });
});

function pngTextChunk(value: string): Uint8Array {
  const body = text(`tEXt${value}`);
  const length = body.length - 4;
  const crc = Bun.hash.crc32(body);
  return new Uint8Array([0, 0, (length >> 8) & 0xff, length & 0xff, ...body, crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff]);
}
