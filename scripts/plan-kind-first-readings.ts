/**
 * The plan reader on requests written after the patterns: each of v10, v11, v12 is scored with the
 * pattern code of its first reading (the commits below, exported to a temporary directory), the
 * learned reader trained only on the sets written before it, and the shipped combination.
 * `bun scripts/plan-kind-first-readings.ts` (about a minute). Figures in bench/README.md.
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { patternPlanKind, PERSON_ONLY_CUES, type PlanKind } from '../src/server/ai/offline/practice/plan-context';
import { ASK, combinePlanKinds, rankPlanKinds, trainPlanKind, type PatternBasis, type PlanLabel } from '../src/server/ai/offline/practice/plan-kind-learn';
import { PLAN_REQUEST_SETS } from '../tests/helpers/plan-request-sets';

/** The commit each set was first read at (null: today's code). v12's patterns had not changed by v13's reading. */
const FIRST_READINGS: readonly (readonly [string, string | null])[] = [
  ['v10', '2b09ee2'],
  ['v11', '1b5650e'],
  ['v12', '6fa556d'],
  ['v13', '6fa556d'],
];
const repo = new URL('..', import.meta.url).pathname;

/** What an old tree's patterns read for each request of a set, and what decided it (plan-kind-learn.ts PatternBasis). */
const READER = String.raw`
const [root, file] = process.argv.slice(2);
const { readPlanContext, patternPlanKind } = await import(root + '/src/server/ai/offline/practice/plan-context.ts');
const { directedKind } = await import(root + '/src/server/ai/offline/practice/plan-direction.ts');
const { namesSeveralWithoutPick, cueKind } = await import(root + '/src/server/ai/offline/practice/plan-kind.ts');
const { normalize } = await import(root + '/src/server/ai/offline/text-utils.ts');
const texts = JSON.parse(await Bun.file(file).text());
console.log(JSON.stringify(texts.map((t) => {
  // Trees with the learned reader export the patterns' plan alone; older trees' readPlanContext is the patterns.
  const kind = patternPlanKind ? patternPlanKind([t]).kind : (readPlanContext([t])?.kind ?? null);
  const basis = namesSeveralWithoutPick(t) ? 'several' : directedKind(normalize(t).replace(/[’]/g, "'")) !== null ? 'direction' : kind === null ? 'none' : cueKind(t) === kind ? 'cue' : 'person';
  return [kind, basis];
})));
`;

function oldPatterns(commit: string, texts: readonly string[]): [PlanLabel, PatternBasis][] {
  const dir = mkdtempSync(join(tmpdir(), `plan-${commit}-`));
  try {
    const archive = Bun.spawnSync(['git', '-C', repo, 'archive', commit, 'src', 'package.json', 'tsconfig.json']);
    Bun.spawnSync(['tar', '-x', '-C', dir], { stdin: archive.stdout });
    symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
    Bun.write(join(dir, 'texts.json'), JSON.stringify(texts));
    Bun.write(join(dir, 'read.ts'), READER);
    const run = Bun.spawnSync(['bun', join(dir, 'read.ts'), dir, join(dir, 'texts.json')], { cwd: dir });
    if (run.exitCode !== 0) throw new Error(run.stderr.toString());
    // Today's reading of what decided it: a cue that is a person word alone counts as the person.
    return (JSON.parse(run.stdout.toString()) as [string | null, PatternBasis][]).map(([k, basis]) => [(k ?? ASK) as PlanLabel, basis === 'cue' && PERSON_ONLY_CUES.has(k as PlanKind) ? 'person' : basis]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const order = PLAN_REQUEST_SETS.map(([s]) => s);
const totals = { patterns: [0, 0], learned: [0, 0], combined: [0, 0], n: 0 };
for (const [set, commit] of FIRST_READINGS) {
  const rows = (PLAN_REQUEST_SETS.find(([s]) => s === set) as (typeof PLAN_REQUEST_SETS)[number])[1];
  const earlier = PLAN_REQUEST_SETS.filter(([s]) => order.indexOf(s) < order.indexOf(set)).flatMap(([, r]) => r.map(([text, want]) => ({ text, label: (want ?? ASK) as PlanLabel })));
  const model = trainPlanKind(earlier);
  const texts = rows.map(([t]) => t);
  const patterns = commit ? oldPatterns(commit, texts) : texts.map((t) => { const p = patternPlanKind([t]); return [(p.kind ?? ASK) as PlanLabel, p.basis] as [PlanLabel, PatternBasis]; });
  const score = { patterns: [0, 0], learned: [0, 0], combined: [0, 0] };
  rows.forEach(([text, want], i) => {
    const [pattern, basis] = patterns[i] as [PlanLabel, PatternBasis];
    const ranked = rankPlanKinds(model, text);
    const got = { patterns: pattern, learned: (ranked[0] as { label: PlanLabel }).label, combined: combinePlanKinds(pattern, basis, ranked) };
    for (const k of ['patterns', 'learned', 'combined'] as const) {
      if (got[k] === (want ?? ASK)) score[k][0]++;
      else if (got[k] !== ASK) score[k][1]++;
    }
  });
  for (const k of ['patterns', 'learned', 'combined'] as const) totals[k] = [totals[k][0] + score[k][0], totals[k][1] + score[k][1]];
  totals.n += rows.length;
  console.log(`${set} (patterns at ${commit ?? 'today'}): ${(['patterns', 'learned', 'combined'] as const).map((k) => `${k} ${score[k][0]}/${rows.length} (${score[k][1]} wrong)`).join(', ')}`);
}
console.log(`all: ${(['patterns', 'learned', 'combined'] as const).map((k) => `${k} ${totals[k][0]}/${totals.n} (${totals[k][1]} wrong)`).join(', ')}`);
