import { localContrast } from './local-contrast';

/**
 * A page as the OCR worker receives it: sharp's grey pixels, not yet finished. The finishing
 * pass (local contrast, or inverting a dark screen) and the PGM wrapping run in the worker
 * thread, so the server's event loop only posts the buffer and gets the words back.
 */
export interface GreyPage {
  /** width × height bytes, one per pixel, row by row. */
  pixels: Uint8Array;
  width: number;
  height: number;
  /** local contrast (any polarity → dark on white); grey inverted when the screen is dark; or as is. */
  finish: 'local-contrast' | 'invert-dark' | 'grey';
}

/** The finished page as a binary PGM (P5), which leptonica reads without decoding work. */
export function finishedPgm(page: GreyPage): Uint8Array {
  const { pixels, width, height } = page;
  if (pixels.length !== width * height) throw new Error(`A ${width}×${height} page needs ${width * height} bytes, got ${pixels.length}`);
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const pgm = new Uint8Array(header.length + pixels.length);
  pgm.set(header, 0);
  const out = pgm.subarray(header.length);
  if (page.finish === 'local-contrast') {
    // A box a little larger than a letter at this width (radius 16 at 780 px).
    localContrast(pixels, width, height, Math.max(6, Math.round(width / 50)), 170, out);
  } else if (page.finish === 'invert-dark' && meanOf(pixels) < 110) {
    for (let i = 0; i < pixels.length; i++) out[i] = 255 - pixels[i]!;
  } else {
    out.set(pixels);
  }
  return pgm;
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
