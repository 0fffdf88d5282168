import { trainRedFlags } from '../../src/server/ai/offline/practice/red-flag-learn';
import { useRedFlagModel, type RedFlagClassifier } from '../../src/server/ai/offline/practice/red-flag-model';
import { findRedFlags, findRuleFlags, learnedFlag } from '../../src/server/ai/offline/practice/red-flags';
import { asLearning, LEARNING_OPTIONS, namedThresholdFor, repeatedCrossValidated, thresholdFor, type Scored, type SetFigures } from './red-flag-learning';
import { BLIND_WRITER_SETS, STANDARD_RED_FLAG_SETS, type LabelledLine, type WriterSet } from './red-flag-sets';

/**
 * Leave-one-writer-out (x22): the shipped model trains on every blind set moved in, so what it does
 * on a new writer's wording is measured by models trained without that writer — and without any
 * later one (x21's `earlier` variant: a session only ever has the writers before its own). Each
 * model is trained as the shipped one is (`trainAsShipped`), on the standard sets plus the earlier
 * writers, and the left-out set is read through the product's own code with it swapped in.
 */

/** The latest five writers, each left out in turn. */
export const LEFT_OUT_WRITERS: readonly string[] = ['s18', 's19', 's20', 's21', 's22'];

/** The shipped training policy: thresholds from 5-fold CV over the three splits pooled, then one model on every line. */
export function trainAsShipped(lines: readonly LabelledLine[]): { model: RedFlagClassifier; runs: Scored[][] } {
  const runs = repeatedCrossValidated(lines);
  const main = thresholdFor(runs.flat());
  const named = namedThresholdFor(runs.flat(), main);
  return { model: trainRedFlags(lines.map(asLearning), main, LEARNING_OPTIONS, named), runs };
}

export interface WriterModel {
  writer: WriterSet;
  /** The blind sets it was trained on besides the standard sets. */
  earlier: string[];
  model: RedFlagClassifier;
}

/** One model per left-out writer, trained on the standard sets and the writers before it; and the seconds it took. */
export function earlierWriterModels(writers: readonly string[] = LEFT_OUT_WRITERS): { models: WriterModel[]; seconds: number } {
  const started = performance.now();
  const models = writers.map((name): WriterModel => {
    const at = BLIND_WRITER_SETS.findIndex((w) => w.name === name);
    if (at < 0) throw new Error(`no blind set ${name}`);
    const before = BLIND_WRITER_SETS.slice(0, at);
    const { model } = trainAsShipped([...STANDARD_RED_FLAG_SETS, ...before.flatMap((w) => w.training)]);
    return { writer: BLIND_WRITER_SETS[at] as WriterSet, earlier: before.map((w) => w.name), model };
  });
  return { models, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** Runs `read` with `model` in the committed model's place (every reading of the product's code), then puts it back. */
export async function withRedFlagModel<T>(model: RedFlagClassifier, read: () => T | Promise<T>): Promise<T> {
  useRedFlagModel(model);
  try {
    return await read();
  } finally {
    useRedFlagModel(null);
  }
}

/**
 * A set's figures as the product reads it with the model in place: rules alone, learned alone,
 * combined (rules, else learned; `rightKind`: a flag read with its own kind).
 */
export function setFigures(flags: readonly { text: string; kind: string }[], good: readonly string[]): SetFigures {
  const flagged = (check: (t: string) => boolean) => ({ caught: flags.filter((l) => check(l.text)).length, alarms: good.filter(check).length });
  const rightKind = flags.filter((l) => findRedFlags(l.text).some((f) => f.kind === l.kind)).length;
  return {
    flags: flags.length,
    good: good.length,
    rules: flagged((t) => findRuleFlags(t).length > 0),
    learned: flagged((t) => learnedFlag(t) !== null),
    combined: { ...flagged((t) => findRedFlags(t).length > 0), rightKind },
  };
}
