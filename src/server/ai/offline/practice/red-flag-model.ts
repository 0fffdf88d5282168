// The stemmer alone, as the understanding layer loads it (the package index loads much more).
import StemmerEn from '@nlpjs/lang-en-min/src/stemmer-en';
import { decodeInt8Weights } from '../../understanding/int8-weights';
import { words } from '../../understanding/features';
import { COMMIT, CONDITION, CONTEMPT_TRAITS, GROUP_NOUNS, MENACE, STRONG_ACT, THREAT_ACT } from './red-flag-concepts';
import { BLAME, CRUDE, DISMISS, FIRST_PERSON, GUILT, INSULT, INSULT_WORDS, PRESSURE, THREAT, YOU_WORDS } from './lexicon';
import modelJson from './red-flag-model.json';
import { speechActs } from './red-flag-speech-act';

/**
 * The learned red-flag signal beside the rules: a softmax regression over "none" and the six
 * kinds, read on a line's canonical text (red-flags.ts `canonical`). Features as in the
 * understanding classifier: word stems, stems marked by a preceding negator, word bigrams,
 * trigrams and pairs one word apart, character 4-grams at a low weight, and the rules' concepts.
 * Trained at build time (scripts/train-red-flags.ts → red-flag-model.json, int8); scoring is a
 * sparse dot product. It also says which words weighed most, so a catch it makes can be explained
 * from the line.
 */

export const LEARNED_CLASSES = ['none', 'threat', 'insult', 'pressure', 'guilt', 'lie', 'crude'] as const;

const stemmer = new StemmerEn();
const NEGATORS = new Set(['not', 'no', 'never', 'without', 'nobody', 'nothing', 'neither', 'nor']);

/** The feature families and their weights (chosen by leave-one-set-out, docs/decisions.md). */
export interface FeatureOptions {
  negationSpan: number;
  /** Character n-gram lengths, within a word padded by spaces. */
  charGrams: readonly number[];
  charWeight: number;
  /** Word trigrams beside the bigrams. */
  trigrams: boolean;
  /** Word pairs one word apart ("give _ raise"), robust to an inserted word. */
  skipBigrams: boolean;
  conceptWeight: number;
  /** What the line does (red-flag-speech-act.ts: asks, presses, exposes, compares down); 0 leaves it out. */
  actWeight: number;
}
export const FEATURE_OPTIONS: FeatureOptions = { negationSpan: 4, charGrams: [4], charWeight: 0.3, trigrams: true, skipBigrams: true, conceptWeight: 2, actWeight: 1 };
/**
 * Concepts of the rules' lexicons as features (a contempt trait, a harmful act, a commitment, a
 * condition, "you"): groups of words generalise to lines whose exact words were never seen.
 */
const WORD_CONCEPTS: readonly (readonly [string, { has(w: string): boolean }])[] = [
  ['trait', CONTEMPT_TRAITS],
  ['trait', INSULT_WORDS],
  ['group', GROUP_NOUNS],
  ['you', YOU_WORDS],
  ['me', FIRST_PERSON],
];
const PHRASE_CONCEPTS: readonly (readonly [string, ReadonlySet<string>])[] = (
  [
    ['guilt', GUILT],
    ['pressure', PRESSURE],
    ['insult', INSULT],
    ['crude', CRUDE],
    ['threat', THREAT],
    ['dismiss', DISMISS],
    ['blame', BLAME],
  ] as const
).map(([name, list]) => [name, new Set(list.map(([phrase]) => words(phrase).join(' ')))] as const);
const MAX_PHRASE_WORDS = 5;
const PATTERN_CONCEPTS: readonly (readonly [string, RegExp])[] = [
  ['act', new RegExp(THREAT_ACT)],
  ['strong_act', new RegExp(STRONG_ACT)],
  ['menace', new RegExp(MENACE)],
  ['commit', new RegExp(String.raw`\b${COMMIT}`)],
  ['condition', new RegExp(CONDITION)],
];

export interface Feature {
  name: string;
  value: number;
  /** The token positions the feature comes from (for cues). */
  tokens: readonly number[];
}

/** Every feature of a canonical text, with the tokens behind it; the first occurrence of a name counts. */
export function featureList(canonicalText: string, options: FeatureOptions = FEATURE_OPTIONS): { tokens: string[]; features: Feature[] } {
  const tokens = words(canonicalText);
  const seen = new Set<string>();
  const out: Feature[] = [];
  const add = (name: string, value: number, at: readonly number[]) => {
    if (seen.has(name)) return;
    seen.add(name);
    out.push({ name, value, tokens: at });
  };
  let negate = 0;
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i] as string;
    const previous = tokens[i - 1];
    if (previous !== undefined) add(`${previous} ${w}`, 1, [i - 1, i]);
    if (options.trigrams && i >= 2) add(`${tokens[i - 2]} ${previous} ${w}`, 1, [i - 2, i - 1, i]);
    if (options.skipBigrams && i >= 2) add(`${tokens[i - 2]} _ ${w}`, 1, [i - 2, i]);
    if (NEGATORS.has(w)) {
      negate = options.negationSpan;
      add(w, 1, [i]);
      continue;
    }
    const stem = stemmer.stem(w);
    add(stem, 1, [i]);
    if (negate > 0) {
      add(`NOT_${stem}`, 1, [i]);
      negate--;
    }
    const edged = ` ${w} `;
    for (const n of options.charGrams) for (let j = 0; j + n <= edged.length; j++) add(`#${edged.slice(j, j + n)}`, options.charWeight, [i]);
  }
  for (let i = 0; i < tokens.length; i++) {
    for (const [name, set] of WORD_CONCEPTS) if (set.has(tokens[i] as string)) add(`C:${name}`, options.conceptWeight, [i]);
    for (let n = 1; n <= MAX_PHRASE_WORDS && i + n <= tokens.length; n++) {
      const phrase = tokens.slice(i, i + n).join(' ');
      for (const [name, set] of PHRASE_CONCEPTS) if (set.has(phrase)) add(`C:${name}`, options.conceptWeight, range(i, n));
    }
  }
  for (const [name, re] of PATTERN_CONCEPTS) {
    const m = re.exec(canonicalText);
    if (m) add(`C:${name}`, options.conceptWeight, tokensOf(tokens, m[0]));
  }
  if (options.actWeight > 0) for (const act of speechActs(canonicalText)) add(act, options.actWeight, []);
  return { tokens, features: out };
}

const range = (start: number, n: number) => Array.from({ length: n }, (_, j) => start + j);

/** The first run of tokens that spells a matched phrase (for cues); empty if none lines up. */
function tokensOf(tokens: readonly string[], match: string): number[] {
  const ws = words(match);
  if (ws.length === 0) return [];
  for (let i = 0; i + ws.length <= tokens.length; i++) if (ws.every((w, j) => tokens[i + j] === w)) return range(i, ws.length);
  return [];
}

export interface SerializedRedFlagModel {
  /** Hash of the training lines and the features they produce (checked by a test). */
  hash: string;
  /** P(red flag) from which a line is flagged, chosen by cross-validation (docs/decisions.md). */
  threshold: number;
  /**
   * The lower P(red flag) from which a line is flagged when the practice's failure condition names
   * its most probable kind, chosen by cross-validation for its own false-alarm budget.
   */
  namedThreshold: number;
  classes: string[];
  features: string[];
  scales: number[];
  biases: number[];
  /** classes × features int8 weights, row-major, base64. */
  weights: string;
}

export interface LearnedReading {
  /** 1 − P(none). */
  risk: number;
  /** The most probable kind other than none. */
  kind: (typeof LEARNED_CLASSES)[number];
}

/** Words that carry no reason on their own: never quoted alone as a cue. */
const FUNCTION_WORDS = new Set(
  "i me my you your he she they them him her we us our it its a an the and or but so to of in on at for with is are was were be been am do does did not no this that these those there here just if then now will would can could have has had what how even really very too also still well oh ok okay lol lmao tbh rn like get got i'm you're it's that's i've".split(' '),
);

export class RedFlagClassifier {
  private readonly index: Map<string, number>;
  private readonly byFeature: Float32Array;
  private readonly K: number;
  constructor(
    readonly classes: readonly string[],
    featureNames: readonly string[],
    weights: Float32Array,
    private readonly biases: Float32Array,
    readonly threshold: number,
    readonly namedThreshold: number = threshold,
  ) {
    this.index = new Map(featureNames.map((f, i) => [f, i]));
    this.K = classes.length;
    const n = featureNames.length;
    this.byFeature = new Float32Array(this.K * n);
    for (let k = 0; k < this.K; k++) for (let i = 0; i < n; i++) this.byFeature[i * this.K + k] = weights[k * n + i] as number;
  }

  private active(list: readonly Feature[]): { ids: number[]; features: Feature[]; scale: number } {
    const ids: number[] = [];
    const features: Feature[] = [];
    let sq = 0;
    for (const f of list) {
      const i = this.index.get(f.name);
      if (i === undefined) continue;
      ids.push(i);
      features.push(f);
      sq += f.value * f.value;
    }
    return { ids, features, scale: 1 / Math.sqrt(Math.max(1, sq)) };
  }

  /** Class probabilities, in `classes` order (from the text's features when the caller has them). */
  probabilities(canonicalText: string, list: readonly Feature[] = featureList(canonicalText).features): number[] {
    const { ids, features, scale } = this.active(list);
    const sums = Array.from(this.biases);
    for (let j = 0; j < ids.length; j++) {
      const base = (ids[j] as number) * this.K;
      const v = (features[j] as Feature).value * scale;
      for (let k = 0; k < this.K; k++) sums[k] = (sums[k] as number) + (this.byFeature[base + k] as number) * v;
    }
    const max = Math.max(...sums);
    const exps = sums.map((s) => Math.exp(s - max));
    const z = exps.reduce((a, b) => a + b, 0);
    return exps.map((e) => e / z);
  }

  read(canonicalText: string, list?: readonly Feature[]): LearnedReading {
    const p = this.probabilities(canonicalText, list);
    let best = 1;
    for (let k = 2; k < this.K; k++) if ((p[k] as number) > (p[best] as number)) best = k;
    return { risk: 1 - (p[0] as number), kind: this.classes[best] as LearnedReading['kind'] };
  }

  /**
   * The words that pushed the line toward `kind` most (against "none"), as short runs of the
   * canonical text in reading order: what a reason can quote.
   */
  cues(canonicalText: string, kind: string, max = 2): string[] {
    const k = this.classes.indexOf(kind);
    if (k < 1) return [];
    const { tokens, features: list } = featureList(canonicalText);
    const { ids, features, scale } = this.active(list);
    const weight = new Float64Array(tokens.length);
    for (let j = 0; j < ids.length; j++) {
      const f = features[j] as Feature;
      const base = (ids[j] as number) * this.K;
      const push = ((this.byFeature[base + k] as number) - (this.byFeature[base] as number)) * f.value * scale;
      for (const t of f.tokens) weight[t] = (weight[t] as number) + push / f.tokens.length;
    }
    const ranked = tokens
      .map((w, i) => ({ w, i, s: weight[i] as number }))
      .filter((t) => t.s > 0 && !FUNCTION_WORDS.has(t.w))
      .sort((a, b) => b.s - a.s);
    const top = ranked[0];
    if (!top) return [];
    const chosen = ranked.filter((t) => t.s >= top.s * 0.3).slice(0, 4).map((t) => t.i).sort((a, b) => a - b);
    const runs: number[][] = [];
    for (const i of chosen) {
      const last = runs.at(-1);
      if (last && i - (last.at(-1) as number) <= 2) {
        for (let j = (last.at(-1) as number) + 1; j <= i; j++) last.push(j);
      } else runs.push([i]);
    }
    return runs
      .map((run) => ({ text: run.map((i) => tokens[i]).join(' '), s: run.reduce((a, i) => a + Math.max(0, weight[i] as number), 0) }))
      .sort((a, b) => b.s - a.s)
      .slice(0, max)
      .map((r) => r.text);
  }
}

export function deserializeRedFlagModel(json: SerializedRedFlagModel): RedFlagClassifier {
  const n = json.features.length;
  const weights = decodeInt8Weights(json, n);
  return new RedFlagClassifier(json.classes, json.features, weights, Float32Array.from(json.biases), json.threshold, json.namedThreshold);
}

let loaded: RedFlagClassifier | null = null;
const forgetters: (() => void)[] = [];

/** The committed model, deserialised on first use (or the one `useRedFlagModel` put in its place). */
export function redFlagModel(): RedFlagClassifier {
  loaded ??= deserializeRedFlagModel(modelJson as SerializedRedFlagModel);
  return loaded;
}

/**
 * Measurement only (the bench's leave-one-writer-out rows play lines with a model trained without
 * their writer): read with `model` instead of the committed one, null to go back. Readings
 * remembered from the other model are dropped (`onRedFlagModelChange`).
 */
export function useRedFlagModel(model: RedFlagClassifier | null): void {
  loaded = model;
  for (const forget of forgetters) forget();
}

/** A memo of readings that depend on the model registers how to clear itself. */
export function onRedFlagModelChange(forget: () => void): void {
  forgetters.push(forget);
}
