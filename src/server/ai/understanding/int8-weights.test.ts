import { expect, test } from 'bun:test';
import { decodeInt8Weights, encodeInt8Weights } from './int8-weights';

test("weights come back class-major, each within 1/254 of its class's largest, an all-zero class as zeros", () => {
  const w = [
    [0.5, -1.27, 0.001],
    [0, 0, 0],
    [10, 5, -2.5],
  ];
  const encoded = encodeInt8Weights(3, 3, (k, i) => w[k]![i]!);
  expect(encoded.scales).toEqual([1.27 / 127, 1, 10 / 127]);
  const back = decodeInt8Weights(encoded, 3);
  w.forEach((row, k) => row.forEach((x, i) => expect(Math.abs((back[k * 3 + i] as number) - x)).toBeLessThanOrEqual(Math.max(...row.map(Math.abs)) / 254 + 1e-9)));
  expect([...back.slice(3, 6)]).toEqual([0, 0, 0]);
});
