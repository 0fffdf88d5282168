import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { words } from './features';
import { wordVectors } from './word-vectors';

/** Experiment: each training text once more with its content words swapped for their nearest pretrained neighbour. */
const T = Number(process.env.EMB_AT ?? 0.7);
const MIN_RANK = 300;
const CANDIDATES = Number(process.env.EMB_AC ?? 30000);
const CACHE = `/tmp/emb-neighbours-${CANDIDATES}.json`;

let neighbours: Record<string, [string, number]> | null = null;
function table(texts: readonly string[]): Record<string, [string, number]> {
  if (neighbours) return neighbours;
  const cached: Record<string, [string, number]> = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
  const v = wordVectors();
  const cand: number[] = [];
  const byRank: string[] = [];
  for (const [w, r] of v.rank) byRank[r] = w;
  for (let r = MIN_RANK; r < CANDIDATES; r++) if (/^[a-z]+$/.test(byRank[r] ?? '')) cand.push(r);
  const unit = (r: number) => {
    const o = new Float32Array(v.dims);
    for (let d = 0; d < v.dims; d++) o[d] = (v.values[r * v.dims + d] as number) * (v.scales[r] as number);
    return o;
  };
  const M = new Float32Array(cand.length * v.dims);
  cand.forEach((r, i) => M.set(unit(r), i * v.dims));
  let added = 0;
  for (const t of texts) for (const w of words(t)) {
    if (w in cached) continue;
    const r = v.rank.get(w);
    if (r === undefined || r < MIN_RANK || !/^[a-z]+$/.test(w)) { cached[w] = ['', 0]; continue; }
    const x = unit(r);
    let best = -1, bi = -1;
    for (let i = 0; i < cand.length; i++) {
      if (cand[i] === r) continue;
      let dot = 0;
      for (let d = 0; d < v.dims; d++) dot += (M[i * v.dims + d] as number) * (x[d] as number);
      if (dot > best) { best = dot; bi = i; }
    }
    cached[w] = [byRank[cand[bi] as number] as string, best];
    added++;
  }
  if (added) writeFileSync(CACHE, JSON.stringify(cached));
  neighbours = cached;
  return cached;
}

export function augment(texts: readonly string[]): (string | null)[] {
  const nb = table(texts);
  return texts.map((t) => {
    let changed = false;
    const out = words(t).map((w) => {
      const n = nb[w];
      if (n && n[1] >= T) { changed = true; return n[0]; }
      return w;
    });
    return changed ? out.join(' ') : null;
  });
}
