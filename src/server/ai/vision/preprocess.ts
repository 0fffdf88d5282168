import sharp from 'sharp';
import type { GreyPage } from './ocr-page';

/**
 * What tesseract reads best, chosen by measurement on the fixtures (bench/README.md, screenshots):
 * grey, scaled to 780 px wide (a phone capture's body text then has the size the model was
 * trained on, and a 1170 px capture costs about half the OCR time), then local contrast so every
 * bubble is dark ink on white whatever its colours. sharp decodes and scales on its own threads,
 * off the event loop; the finishing pass runs in the OCR worker (ocr-page.ts).
 */
export interface PrepareOptions {
  /** Target width of the prepared image in pixels; phone captures are scaled to it. */
  targetWidth: number;
  /** grey only; grey inverted when the screen is dark; or local contrast (any polarity → dark on white). */
  mode: GreyPage['finish'];
}

export const DEFAULT_PREPARE: PrepareOptions = { targetWidth: 780, mode: 'local-contrast' };

/** Pixels we accept from one image (a 1170×2532 capture is 3 MP); bigger ones are refused by decoding. */
const MAX_PIXELS = 40_000_000;

/** The screenshot as grey pixels at the OCR width, ready for the worker to finish and read. */
export async function prepareScreenshot(bytes: Uint8Array, options: PrepareOptions = DEFAULT_PREPARE): Promise<GreyPage> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  const width = meta.width ?? 0;
  const scale = width > 0 ? Math.min(2, options.targetWidth / width) : 1;
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: Math.max(1, Math.round(width * scale)), kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return { pixels, width: info.width, height: info.height, finish: options.mode };
}
