import { describe, expect, test } from 'bun:test';
import { localContrast } from './local-contrast';

describe('local contrast', () => {
  test('the sliding box mean equals the brute-force one', () => {
    const w = 37;
    const h = 23;
    const r = 4;
    let seed = 7;
    const grey = new Uint8Array(w * h).map(() => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256);
    const out = localContrast(grey, w, h, r);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let sum = 0;
        let n = 0;
        for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy++) {
          for (let xx = Math.max(0, x - r); xx <= Math.min(w - 1, x + r); xx++) {
            sum += grey[yy * w + xx]!;
            n++;
          }
        }
        const mean = sum / n;
        const p = grey[y * w + x]!;
        const v = mean < 170 ? ((255 - p) * 255) / Math.max(1, 255 - mean) : (p * 255 * 1.7) / Math.max(1, mean);
        expect(Math.abs(out[y * w + x]! - Math.min(255, Math.floor(v)))).toBeLessThanOrEqual(1);
      }
    }
  });

  test('light ink on a dark bubble and dark ink on a light one both come out dark on white', () => {
    const w = 40;
    const h = 20;
    const grey = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const ink = y === 10 && x % 4 === 0;
        // Left half: a blue bubble (grey 109) with white ink; right half: a light grey one with black ink.
        grey[y * w + x] = x < 20 ? (ink ? 255 : 109) : ink ? 0 : 233;
      }
    }
    const out = localContrast(grey, w, h, 3);
    expect(out[10 * w + 8]).toBeLessThan(40); // white ink → dark
    expect(out[5 * w + 8]).toBe(255); // blue ground → white
    expect(out[10 * w + 32]).toBeLessThan(40);
    expect(out[5 * w + 32]).toBe(255);
  });
});
