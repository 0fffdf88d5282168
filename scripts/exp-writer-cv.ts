/**
 * Experiment x21 (measure only, nothing ships): does training the learned red-flag signal on other
 * writers' blind sets make it catch more of a NEW writer's lines? Leave-one-writer-out over the blind
 * sets lead, s14 … s21 (each 50 flags + 64 good lines, each by another writer): for each held-out B,
 * train on the standard sets (tests/helpers/red-flag-sets.ts) plus the blind sets chosen by the
 * variant, pick the thresholds as scripts/train-red-flags.ts does (5-fold CV × CV_SEEDS pooled), and
 * score B. Variants: `others` (every blind set but B) and `earlier` (only blind sets written before B,
 * the situation a session would really be in). The committed model is scored the same way.
 * Combined = rules OR learned ≥ main threshold (the bench's "combined" rows); "named" = also learned
 * ≥ named threshold when the model's kind is the line's own kind (an approximation of "played where
 * named", in which every flag's practice names its kind). Usage: `bun scripts/exp-writer-cv.ts [others|everything|earlier|committed@<threshold>|devs|devs+others|devs+everything|overlap|none]...`
 * (default: others everything earlier; about a minute per trained model on this machine). Since x22
 * the committed model is the `everything` variant (near-copies of v9–v14 aside), so its rows here
 * are training figures; the bench reads the `earlier` variant (tests/helpers/red-flag-writers.ts).
 */
import { learningHash, serializeRedFlagModel, trainRedFlags, type LearningLine } from '../src/server/ai/offline/practice/red-flag-learn';
import type { RedFlagClassifier } from '../src/server/ai/offline/practice/red-flag-model';
import { redFlagModel } from '../src/server/ai/offline/practice/red-flag-model';
import { findRuleFlags, learnedReading } from '../src/server/ai/offline/practice/red-flags';
import { asLearning, LEARNING_OPTIONS, namedThresholdFor, repeatedCrossValidated, thresholdFor } from '../tests/helpers/red-flag-learning';
// The sets before x22 (the shipped model now trains on the blind sets too: tests/helpers/red-flag-sets.ts).
import { STANDARD_RED_FLAG_SETS as RED_FLAG_SETS, type LabelledLine } from '../tests/helpers/red-flag-sets';
import { GOOD_LINES } from '../tests/corpora/practice/good-lines';
import { DEV_G23_GOOD } from '../tests/corpora/practice/dev-good-g23';
import { DEV_G24_GOOD } from '../tests/corpora/practice/dev-good-g24';
import { DEV_R16_FLAGS, DEV_R16_GOOD } from '../tests/corpora/practice/dev-flags-r16';
import { DEV_R17_FLAGS, DEV_R17_GOOD } from '../tests/corpora/practice/dev-flags-r17';
import { DEV_R17B_FLAGS, DEV_R17B_GOOD } from '../tests/corpora/practice/dev-flags-r17b';
import { DEV_R23_FLAGS, DEV_R23_GOOD } from '../tests/corpora/practice/dev-flags-r23';
import { DEV_R24_FLAGS, DEV_R24_GOOD } from '../tests/corpora/practice/dev-flags-r24';
import { DEV_R25_FLAGS, DEV_R25_GOOD } from '../tests/corpora/practice/dev-flags-r25';
import { DEV_T18_FLAGS, DEV_T18_GOOD } from '../tests/corpora/practice/dev-flags-t18';
import { DEV_X17_FLAGS, DEV_X17_GOOD } from '../tests/corpora/practice/dev-flags-x17';
import { DEV_G17_FLAGS, DEV_G17_GOOD } from '../tests/corpora/practice/dev-good-g17';
import { DEV_G17B_FLAGS, DEV_G17B_GOOD } from '../tests/corpora/practice/dev-good-g17b';
import { DEV_R19_FLAGS, DEV_R19_GOOD } from '../tests/corpora/practice/dev-good-r19';
import { DEV_R21_FLAGS, DEV_R21_GOOD } from '../tests/corpora/practice/dev-good-r21';
import { DEV_R20_FLAGS, DEV_R20_GOOD } from '../tests/corpora/practice/dev-r20';
import { DEV_R22_FLAGS, DEV_R22_GOOD } from '../tests/corpora/practice/dev-r22';
import { HELD_OUT_LEAD_FLAGS, HELD_OUT_LEAD_GOOD } from '../tests/corpora/practice/held-out-lead';
import { HELD_OUT_S14_FLAGS, HELD_OUT_S14_GOOD } from '../tests/corpora/practice/held-out-s14';
import { HELD_OUT_S15_FLAGS, HELD_OUT_S15_GOOD } from '../tests/corpora/practice/held-out-s15';
import { HELD_OUT_S16_FLAGS, HELD_OUT_S16_GOOD } from '../tests/corpora/practice/held-out-s16';
import { HELD_OUT_S17_FLAGS, HELD_OUT_S17_GOOD } from '../tests/corpora/practice/held-out-s17';
import { HELD_OUT_S18_FLAGS, HELD_OUT_S18_GOOD } from '../tests/corpora/practice/held-out-s18';
import { HELD_OUT_S19_FLAGS, HELD_OUT_S19_GOOD } from '../tests/corpora/practice/held-out-s19';
import { HELD_OUT_S20_FLAGS, HELD_OUT_S20_GOOD } from '../tests/corpora/practice/held-out-s20';
import { HELD_OUT_S21_FLAGS, HELD_OUT_S21_GOOD } from '../tests/corpora/practice/held-out-s21';

type Flags = readonly { text: string; kind: string }[];
const blind = (set: string, flags: Flags, good: readonly string[]): LabelledLine[] => [
  ...flags.map((l) => ({ text: l.text, kind: l.kind as LabelledLine['kind'], set })),
  ...good.map((text) => ({ text, kind: null, set })),
];

/** In the order they were written. */
const BLIND: readonly { name: string; lines: LabelledLine[] }[] = [
  { name: 'lead', lines: blind('lead', HELD_OUT_LEAD_FLAGS, HELD_OUT_LEAD_GOOD) },
  { name: 's14', lines: blind('s14', HELD_OUT_S14_FLAGS, HELD_OUT_S14_GOOD) },
  { name: 's15', lines: blind('s15', HELD_OUT_S15_FLAGS, HELD_OUT_S15_GOOD) },
  { name: 's16', lines: blind('s16', HELD_OUT_S16_FLAGS, HELD_OUT_S16_GOOD) },
  { name: 's17', lines: blind('s17', HELD_OUT_S17_FLAGS, HELD_OUT_S17_GOOD) },
  { name: 's18', lines: blind('s18', HELD_OUT_S18_FLAGS, HELD_OUT_S18_GOOD) },
  { name: 's19', lines: blind('s19', HELD_OUT_S19_FLAGS, HELD_OUT_S19_GOOD) },
  { name: 's20', lines: blind('s20', HELD_OUT_S20_FLAGS, HELD_OUT_S20_GOOD) },
  { name: 's21', lines: blind('s21', HELD_OUT_S21_FLAGS, HELD_OUT_S21_GOOD) },
];
/** Control for volume: the engineers' dev sets (not g23/g24, kept as false-alarm measures), added instead of the blind sets. */
const DEVS: readonly LabelledLine[] = [
  ...blind('r16', DEV_R16_FLAGS, DEV_R16_GOOD),
  ...blind('r17', DEV_R17_FLAGS, DEV_R17_GOOD),
  ...blind('r17b', DEV_R17B_FLAGS, DEV_R17B_GOOD),
  ...blind('r23', DEV_R23_FLAGS, DEV_R23_GOOD),
  ...blind('r24', DEV_R24_FLAGS, DEV_R24_GOOD),
  ...blind('r25', DEV_R25_FLAGS, DEV_R25_GOOD),
  ...blind('t18', DEV_T18_FLAGS, DEV_T18_GOOD),
  ...blind('x17', DEV_X17_FLAGS, DEV_X17_GOOD),
  ...blind('g17', DEV_G17_FLAGS, DEV_G17_GOOD),
  ...blind('g17b', DEV_G17B_FLAGS, DEV_G17B_GOOD),
  ...blind('r19', DEV_R19_FLAGS, DEV_R19_GOOD),
  ...blind('r21', DEV_R21_FLAGS, DEV_R21_GOOD),
  ...blind('r20', DEV_R20_FLAGS, DEV_R20_GOOD),
  ...blind('r22', DEV_R22_FLAGS, DEV_R22_GOOD),
];
const HELD_OUT = ['s17', 's18', 's19', 's20', 's21'];

interface Trained {
  model: RedFlagClassifier;
  main: number;
  named: number;
  ms: number;
  hash: string;
}

function train(lines: readonly LabelledLine[]): Trained {
  const started = performance.now();
  const runs = repeatedCrossValidated(lines);
  const main = thresholdFor(runs.flat());
  const named = namedThresholdFor(runs.flat(), main);
  const learning: LearningLine[] = lines.map(asLearning);
  const model = trainRedFlags(learning, main, LEARNING_OPTIONS, named);
  return { model, main, named, ms: Math.round(performance.now() - started), hash: learningHash(learning, LEARNING_OPTIONS) };
}

/** Where the trained models are kept for scripts/exp-writer-cv-played.ts (outside the repository). */
const MODEL_DIR = process.env.X21_MODELS ?? '/tmp/x21-models';
const save = (name: string, t: Trained) => Bun.write(`${MODEL_DIR}/${name}.json`, `${JSON.stringify(serializeRedFlagModel(t.model, t.hash))}\n`);

interface Score {
  learned: number;
  combined: number;
  named: number;
  learnedAlarms: number;
  combinedAlarms: number;
  namedAlarms: number;
  flags: number;
  good: number;
}

/** `named` for good lines: flagged at the named threshold whatever kind the model reads (the worst case: every kind named). */
function score(lines: readonly LabelledLine[], model: RedFlagClassifier, main: number, named: number): Score {
  const s: Score = { learned: 0, combined: 0, named: 0, learnedAlarms: 0, combinedAlarms: 0, namedAlarms: 0, flags: 0, good: 0 };
  for (const line of lines) {
    const rule = findRuleFlags(line.text).length > 0;
    const r = learnedReading(line.text.slice(0, 2000), model);
    const learned = r.kind !== 'none' && r.risk >= main;
    const atNamed = r.kind !== 'none' && r.risk >= Math.min(main, named) && (line.kind === null || r.kind === line.kind);
    if (line.kind === null) {
      s.good++;
      if (learned) s.learnedAlarms++;
      if (rule || learned) s.combinedAlarms++;
      if (rule || learned || atNamed) s.namedAlarms++;
    } else {
      s.flags++;
      if (learned) s.learned++;
      if (rule || learned) s.combined++;
      if (rule || learned || atNamed) s.named++;
    }
  }
  return s;
}

const fmt = (s: Score) =>
  `learned ${s.learned}/${s.flags} (${s.learnedAlarms}/${s.good}) | combined ${s.combined}/${s.flags} (${s.combinedAlarms}/${s.good}) | +named ${s.named}/${s.flags} (${s.namedAlarms}/${s.good})`;

const committed = redFlagModel();
const asGood = (set: string, texts: readonly string[]): LabelledLine[] => texts.map((text) => ({ text, kind: null, set }));
const GOOD_SETS: readonly [string, LabelledLine[]][] = [
  ['main good (379, in training)', asGood('main', GOOD_LINES)],
  ['g23 good', asGood('g23', DEV_G23_GOOD)],
  ['g24 good', asGood('g24', DEV_G24_GOOD)],
];

const modes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['others', 'everything', 'earlier'];
console.log(`committed model: threshold ${committed.threshold}, named ${committed.namedThreshold}`);
for (const b of HELD_OUT) {
  const lines = BLIND.find((x) => x.name === b)?.lines ?? [];
  console.log(`${b} committed: ${fmt(score(lines, committed, committed.threshold, committed.namedThreshold))}`);
}
for (const [name, lines] of GOOD_SETS) console.log(`${name} committed: ${fmt(score(lines, committed, committed.threshold, committed.namedThreshold))}`);

for (const mode of modes) {
  if (mode === 'none') continue;
  // Leak check: lines of B whose word set is ≥ 0.6 Jaccard-similar to a line of another blind set (a near-copy, not a new writer's phrasing).
  if (mode === 'overlap') {
    const bag = (t: string) => new Set(t.toLowerCase().match(/[a-z']+/g) ?? []);
    const jaccard = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length / new Set([...a, ...b]).size;
    for (const b of HELD_OUT) {
      const own = BLIND.find((x) => x.name === b)?.lines ?? [];
      const others = BLIND.filter((x) => x.name !== b).flatMap((x) => x.lines).map((l) => bag(l.text));
      const near = own.filter((l) => others.some((o) => jaccard(bag(l.text), o) >= 0.6));
      console.log(`${b} overlap: ${near.filter((l) => l.kind !== null).length}/50 flags, ${near.filter((l) => l.kind === null).length}/64 good lines near-copy another blind set's line (Jaccard ≥ 0.6)`);
    }
    continue;
  }
  // Control: the committed model at another main threshold (is a gain the new lines or only a lower threshold?).
  if (mode.startsWith('committed@')) {
    const main = Number(mode.slice('committed@'.length));
    for (const b of HELD_OUT) console.log(`${b} ${mode}: ${fmt(score(BLIND.find((x) => x.name === b)?.lines ?? [], committed, main, Math.min(main, committed.namedThreshold)))}`);
    for (const [name, lines] of GOOD_SETS) console.log(`${name} ${mode}: ${fmt(score(lines, committed, main, Math.min(main, committed.namedThreshold)))}`);
    continue;
  }
  if (mode === 'devs') {
    const t = train([...RED_FLAG_SETS, ...DEVS]);
    await save('devs', t);
    console.log(`devs [+${DEVS.length} dev lines instead of blind sets] threshold ${t.main}, named ${t.named}, ${t.ms} ms`);
    for (const b of HELD_OUT) console.log(`${b} devs: ${fmt(score(BLIND.find((x) => x.name === b)?.lines ?? [], t.model, t.main, t.named))}`);
    for (const [name, lines] of GOOD_SETS) console.log(`${name} devs: ${fmt(score(lines, t.model, t.main, t.named))}`);
    continue;
  }
  if (mode === 'everything' || mode === 'devs+everything') {
    const t = train([...RED_FLAG_SETS, ...(mode === 'devs+everything' ? DEVS : []), ...BLIND.flatMap((x) => x.lines)]);
    await save(mode, t);
    console.log(`${mode} (all 9 blind sets added): threshold ${t.main}, named ${t.named}, ${t.ms} ms (incl. 15 CV trainings)`);
    for (const [name, lines] of GOOD_SETS) console.log(`${name} ${mode}: ${fmt(score(lines, t.model, t.main, t.named))}`);
    continue;
  }
  for (const b of HELD_OUT) {
    const at = BLIND.findIndex((x) => x.name === b);
    const extra = BLIND.filter((x, n) => x.name !== b && (mode !== 'earlier' || n < at));
    // 'devs+others': the dev sets and every other blind set.
    const t = train([...RED_FLAG_SETS, ...(mode === 'devs+others' ? DEVS : []), ...extra.flatMap((x) => x.lines)]);
    await save(`${b}-${mode}`, t);
    console.log(`${b} ${mode} [+${extra.map((x) => x.name).join(',')}] threshold ${t.main}, named ${t.named}, ${t.ms} ms: ${fmt(score(BLIND[at]?.lines ?? [], t.model, t.main, t.named))}`);
  }
}
