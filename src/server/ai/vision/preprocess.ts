import sharp from 'sharp';
import { localContrast } from './local-contrast';

/**
 * What tesseract reads best, chosen by measurement on the fixtures (bench/README.md, screenshots):
 * grey, scaled to 780 px wide (a phone capture's body text then has the size the model was
 * trained on, and a 1170 px capture costs about half the OCR time), then local contrast so every
 * bubble is dark ink on white whatever its colours. Output is a binary PGM, which leptonica reads
 * without decoding work. sharp runs on libuv's threads, off the event loop.
 */
export interface Prepared {
  /** PGM (P5) bytes. */
  image: Uint8Array;
  width: number;
  height: number;
  /** The factor applied to the original (boxes are in prepared pixels; layout is relative). */
  scale: number;
  inverted: boolean;
}

export interface PrepareOptions {
  /** Target width of the prepared image in pixels; phone captures are scaled to it. */
  targetWidth: number;
  /** grey only; grey inverted when the screen is dark; or local contrast (any polarity → dark on white). */
  mode: 'grey' | 'invert-dark' | 'local-contrast';
}

export const DEFAULT_PREPARE: PrepareOptions = { targetWidth: 780, mode: 'local-contrast' };

/** Pixels we accept from one image (a 1170×2532 capture is 3 MP); bigger ones are refused by decoding. */
const MAX_PIXELS = 40_000_000;

export async function prepareScreenshot(bytes: Uint8Array, options: PrepareOptions = DEFAULT_PREPARE): Promise<Prepared> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  const width = meta.width ?? 0;
  const scale = width > 0 ? Math.min(2, options.targetWidth / width) : 1;
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: Math.max(1, Math.round(width * scale)), kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // One buffer for the PGM: header, then the pixels written in place (no copy of the image).
  const header = new TextEncoder().encode(`P5\n${info.width} ${info.height}\n255\n`);
  const image = new Uint8Array(header.length + data.length);
  image.set(header, 0);
  const pixels = image.subarray(header.length);
  let inverted = false;
  if (options.mode === 'local-contrast') {
    await localContrast(data, info.width, info.height, Math.max(6, Math.round(info.width / 50)), 170, pixels);
  } else if (options.mode === 'invert-dark' && meanOf(data) < 110) {
    for (let i = 0; i < data.length; i++) pixels[i] = 255 - data[i]!;
    inverted = true;
  } else {
    pixels.set(data);
  }
  return { image, width: info.width, height: info.height, scale, inverted };
}

/** Mean grey level, sampled (every 16th pixel is plenty to tell a dark screen from a light one). */
function meanOf(grey: Uint8Array): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < grey.length; i += 16) {
    sum += grey[i]!;
    n++;
  }
  return n ? sum / n : 255;
}
