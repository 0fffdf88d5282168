/**
 * Dark ink on white, whatever the bubble. Each pixel is compared with the mean of its
 * neighbourhood (a box a little larger than a letter): in a dark neighbourhood (a coloured bubble,
 * a dark-mode screen) the ink is light, so the pixel is flipped; then it is divided by the
 * neighbourhood's brightness, so every bubble's ground becomes white. White text on a blue bubble
 * and black text on a grey one both come out black on white, which tesseract's global threshold
 * reads; a plain grey image loses the text of coloured bubbles (bench/README.md, screenshots).
 *
 * Box sums slide down the image with one row of column sums (memory: one row, no image-sized
 * buffers). It runs in the OCR worker thread (ocr-worker.cjs), never on the server's event loop:
 * about 20 ms for a 780 × 1688 page, run in one go there.
 */
export function localContrast(
  grey: Uint8Array,
  width: number,
  height: number,
  radius: number,
  pivot = 170,
  /** Where to write (width × height bytes); a new array by default. */
  out: Uint8Array = new Uint8Array(width * height),
): Uint8Array {
  const columns = new Uint32Array(width);
  // Column sums of rows [0, radius] to start with.
  for (let y = 0; y <= Math.min(radius, height - 1); y++) addRow(grey, columns, y * width, width, 1);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height - 1, y + radius);
    const rows = bottom - top + 1;
    // Horizontal sliding sum over the column sums.
    let sum = 0;
    for (let x = 0; x <= Math.min(radius, width - 1); x++) sum += columns[x]!;
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width - 1, x + radius);
      const mean = sum / (rows * (right - left + 1));
      const p = grey[y * width + x]!;
      // In a light neighbourhood the curve is steeper: the half-lit rim just inside a coloured
      // bubble's edge (and muted grey captions, never speech) fades to white instead of drawing
      // an outline around the bubble, which would hide its text from tesseract's page layout.
      const v = mean < pivot ? ((255 - p) * 255) / Math.max(1, 255 - mean) : (p * 255 * 1.7) / Math.max(1, mean);
      out[y * width + x] = v >= 255 ? 255 : v;
      if (x + radius + 1 < width) sum += columns[x + radius + 1]!;
      if (x - radius >= 0) sum -= columns[x - radius]!;
    }
    // Slide the window down one row.
    if (y + radius + 1 < height) addRow(grey, columns, (y + radius + 1) * width, width, 1);
    if (y - radius >= 0) addRow(grey, columns, (y - radius) * width, width, -1);
  }
  return out;
}

function addRow(grey: Uint8Array, columns: Uint32Array, offset: number, width: number, sign: 1 | -1): void {
  for (let x = 0; x < width; x++) columns[x] = columns[x]! + sign * grey[offset + x]!;
}
