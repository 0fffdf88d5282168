/**
 * Dark ink on white, whatever the bubble: each pixel becomes its distance from the mean of its
 * neighbourhood (a box a little larger than a letter), inverted. White text on a blue bubble and
 * black text on a grey one both come out black on white, which tesseract's single global
 * threshold then reads; a plain grey image loses the text of coloured bubbles.
 *
 * Runs on the server's thread in slices of rows, yielding between them, so no slice holds the
 * event loop for more than a couple of milliseconds.
 */
export async function localContrast(grey: Uint8Array, width: number, height: number, radius: number, pivot = 170): Promise<Uint8Array> {
  const w1 = width + 1;
  // Integral image (sum of everything above and left), 32-bit is enough for ≤ 16 MP of 8-bit pixels.
  const integral = new Float64Array(w1 * (height + 1));
  const rowsPerSlice = Math.max(4, Math.floor(60_000 / width));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    const src = y * width;
    const dst = (y + 1) * w1;
    const above = y * w1;
    for (let x = 0; x < width; x++) {
      rowSum += grey[src + x]!;
      integral[dst + x + 1] = integral[above + x + 1]! + rowSum;
    }
    if (y % rowsPerSlice === rowsPerSlice - 1) await yieldToLoop();
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const ya = Math.max(0, y - radius);
    const yb = Math.min(height, y + radius + 1);
    const rowA = ya * w1;
    const rowB = yb * w1;
    for (let x = 0; x < width; x++) {
      const xa = Math.max(0, x - radius);
      const xb = Math.min(width, x + radius + 1);
      const sum = integral[rowB + xb]! - integral[rowA + xb]! - integral[rowB + xa]! + integral[rowA + xa]!;
      const mean = sum / ((yb - ya) * (xb - xa));
      // In a dark neighbourhood (a coloured bubble, a dark-mode screen) the ink is light: flip it.
      // Then divide by the neighbourhood's brightness, so every bubble's ground becomes white.
      // In a light neighbourhood the curve is steeper: the half-lit rim just inside a coloured
      // bubble's edge (and muted grey captions, which are never speech) fades to white instead of
      // drawing an outline around the bubble, which would hide its text from the page layout.
      const p = grey[y * width + x]!;
      const v = mean < pivot ? ((255 - p) * 255) / Math.max(1, 255 - mean) : (p * 255 * 1.7) / Math.max(1, mean);
      out[y * width + x] = v >= 255 ? 255 : v;
    }
    if (y % rowsPerSlice === rowsPerSlice - 1) await yieldToLoop();
  }
  return out;
}

function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
