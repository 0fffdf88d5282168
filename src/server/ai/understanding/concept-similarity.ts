import { CONCEPT_PHRASES } from './concepts';
import { wordVectors, type WordVectors } from './word-vectors';

/**
 * Soft concept groups: a word outside every hand-written group ("flatmate" is listed, "lodger" is not) still
 * counts towards the group whose words its pretrained vector is closest to.
 */
const MODE = process.env.EMB_CS ?? 'members';
const THRESHOLD = Number(process.env.EMB_T ?? 0.55);
/** Below this frequency rank a word is a function word with no topic ("the", "about"). */
const MIN_RANK = Number(process.env.EMB_MINRANK ?? 150);

interface Table {
  names: string[];
  /** Per member row: its group index. */
  groupOf: Int32Array;
  /** Member (or centroid) unit vectors, row-major. */
  matrix: Float32Array;
}

let table: Table | null = null;
function unitRow(v: WordVectors, r: number): Float32Array {
  const out = new Float32Array(v.dims);
  const s = v.scales[r] as number;
  for (let d = 0; d < v.dims; d++) out[d] = (v.values[r * v.dims + d] as number) * s;
  return out;
}

function build(): Table {
  const v = wordVectors();
  const names: string[] = [];
  const nameIndex = new Map<string, number>();
  const rows: { g: number; vec: Float32Array }[] = [];
  for (const [phrase, concepts] of CONCEPT_PHRASES) {
    if (phrase.includes(' ')) continue;
    const r = v.rank.get(phrase);
    if (r === undefined || r < MIN_RANK) continue;
    for (const c of concepts) {
      let g = nameIndex.get(c);
      if (g === undefined) nameIndex.set(c, (g = names.push(c) - 1));
      rows.push({ g, vec: unitRow(v, r) });
    }
  }
  if (MODE === 'centroid') {
    const sums = names.map(() => new Float32Array(v.dims));
    for (const { g, vec } of rows) for (let d = 0; d < v.dims; d++) { const s = sums[g] as Float32Array; s[d] = (s[d] as number) + (vec[d] as number); }
    const matrix = new Float32Array(names.length * v.dims);
    sums.forEach((s, g) => {
      const n = Math.sqrt(s.reduce((a, x) => a + x * x, 0)) || 1;
      for (let d = 0; d < v.dims; d++) matrix[g * v.dims + d] = (s[d] as number) / n;
    });
    return { names, groupOf: Int32Array.from(names.map((_, g) => g)), matrix };
  }
  const matrix = new Float32Array(rows.length * v.dims);
  rows.forEach(({ vec }, i) => matrix.set(vec, i * v.dims));
  return { names, groupOf: Int32Array.from(rows.map((r) => r.g)), matrix };
}

const cache = new Map<string, Float32Array | null>();
/** Per group: how close the word comes to it, 0 below the threshold. */
function wordGroups(w: string): Float32Array | null {
  const hit = cache.get(w);
  if (hit !== undefined) return hit;
  const v = wordVectors();
  table ??= build();
  const r = v.rank.get(w);
  let out: Float32Array | null = null;
  if (r !== undefined && r >= MIN_RANK && !CONCEPT_PHRASES.has(w)) {
    const vec = unitRow(v, r);
    const { matrix, groupOf, names } = table;
    const dims = v.dims;
    for (let i = 0; i < groupOf.length; i++) {
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += (matrix[i * dims + d] as number) * (vec[d] as number);
      if (dot > THRESHOLD) {
        out ??= new Float32Array(names.length);
        const g = groupOf[i] as number;
        const s = (dot - THRESHOLD) / (1 - THRESHOLD);
        if (s > (out[g] as number)) out[g] = s;
      }
    }
  }
  if (cache.size < 50_000) cache.set(w, out);
  return out;
}

/** Group name → strength (0–1) for the message's words that are close to a group without being in it. */
export function softConcepts(ws: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of ws) {
    const s = wordGroups(w);
    if (!s) continue;
    const names = (table as Table).names;
    s.forEach((x, g) => {
      if (x > (out.get(names[g] as string) ?? 0)) out.set(names[g] as string, x);
    });
  }
  return out;
}
