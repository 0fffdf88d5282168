import sharp from 'sharp';
import { localContrast } from './local-contrast';

/**
 * What tesseract reads best, measured on the fixtures (bench/README.md, screenshots): grey, dark
 * text on a light ground (a dark-mode capture is inverted: the LSTM model was trained on dark ink),
 * with text scaled so a phone capture's body text is about the size the model was trained on.
 * Output is a binary PGM: leptonica reads it without decoding work.
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
  let pixels: Uint8Array = data;
  let inverted = false;
  if (options.mode === 'local-contrast') {
    pixels = await localContrast(data, info.width, info.height, Math.max(6, Math.round(info.width / 50)));
  } else if (options.mode === 'invert-dark' && meanOf(data) < 110) {
    for (let i = 0; i < data.length; i++) data[i] = 255 - data[i]!;
    inverted = true;
  }
  const header = Buffer.from(`P5\n${info.width} ${info.height}\n255\n`, 'ascii');
  return { image: Buffer.concat([header, pixels]), width: info.width, height: info.height, scale, inverted };
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
