/**
 * Red flags where the practice's failure condition names them (issue 23, point 3): each flag line
 * played in a practice of its goal when that goal's condition names its kind (caught = rated risky
 * with a red flag read), each good line played in every goal's practice (false alarm = a red flag
 * read in it). The learned signal reads the named kinds at its lower threshold; its budget is
 * checked on out-of-fold good lines for each set of kinds the coach's conditions name.
 */
import { flagsNamedIn } from '../src/server/ai/offline/practice/red-flag-naming';
import { redFlagModel } from '../src/server/ai/offline/practice/red-flag-model';
import type { MeasureRow } from './lib/measure-row';
import { namedAlarms, namedThresholdFor, thresholdFor, type Scored } from '../tests/helpers/red-flag-learning';
import { alarmsInEveryPractice, caughtWhereNamed, PLAYED_GOALS } from '../tests/helpers/named-flag-plays';
import { withRedFlagModel, type WriterModel } from '../tests/helpers/red-flag-writers';
import { detailsForGoal } from '../tests/helpers/practice-goals';
import { GOOD_LINES } from '../tests/corpora/practice/good-lines';
import { RED_FLAG_LINES } from '../tests/corpora/practice/red-flag-lines';
import { HELD_OUT_V9_FLAGS, HELD_OUT_V9_GOOD } from '../tests/corpora/practice/held-out-v9';
import { HELD_OUT_V10_FLAGS, HELD_OUT_V10_GOOD } from '../tests/corpora/practice/held-out-v10';
import { HELD_OUT_V11_FLAGS, HELD_OUT_V11_GOOD } from '../tests/corpora/practice/held-out-v11';
import { HELD_OUT_V12_FLAGS, HELD_OUT_V12_GOOD } from '../tests/corpora/practice/held-out-v12';
import { HELD_OUT_V13_FLAGS, HELD_OUT_V13_GOOD } from '../tests/corpora/practice/held-out-v13';
import { SARCASM_FLAGS, SARCASM_GOOD } from '../tests/corpora/practice/sarcasm-p23f2';

const SETS = [
  ['main set (the model trains on it)', RED_FLAG_LINES, GOOD_LINES],
  ['v9', HELD_OUT_V9_FLAGS, HELD_OUT_V9_GOOD],
  ['v10', HELD_OUT_V10_FLAGS, HELD_OUT_V10_GOOD],
  ['v11', HELD_OUT_V11_FLAGS, HELD_OUT_V11_GOOD],
  ['v12', HELD_OUT_V12_FLAGS, HELD_OUT_V12_GOOD],
  ['v13', HELD_OUT_V13_FLAGS, HELD_OUT_V13_GOOD],
  ['sarcasm (p23f2)', SARCASM_FLAGS, SARCASM_GOOD],
] as const;

/**
 * `runs`: out-of-fold scores of each fold split, pooled as the training script pools them.
 * `writers`: the leave-one-writer-out models (bench/practice-learned.ts), each playing its writer's set.
 */
export async function namedFlagRows(runs: readonly (readonly Scored[])[], writers: readonly WriterModel[]): Promise<MeasureRow[]> {
  const out: MeasureRow[] = [];
  const cv = runs.flat();
  const model = redFlagModel();
  // The budget as the training script chose it, then for each set of kinds a coach-built condition names.
  const main = thresholdFor(cv);
  const named = namedThresholdFor(cv, main);
  out.push({ measure: `named-kind threshold by 5-fold CV over ${runs.length} splits (committed ${model.namedThreshold}; main ${model.threshold})`, count: String(named), value: named, target: null, direction: 'atMost', format: 'int' });
  const kindSets = new Map<string, Set<string>>();
  for (const goal of PLAYED_GOALS) {
    const kinds = flagsNamedIn((await detailsForGoal(goal)).failure_condition);
    const key = [...kinds].sort().join(', ');
    kindSets.set(key, kinds);
  }
  for (const [key, kinds] of kindSets) {
    const { alarms, good } = namedAlarms(cv, main, named, kinds);
    out.push({ measure: `5-fold CV ×${runs.length} splits: good lines flagged with ${key} named`, count: `${alarms}/${good}`, value: alarms / good, target: 0.03, direction: 'atMost', format: 'pct' });
  }
  let caught = 0;
  let namedLines = 0;
  let alarms = 0;
  let plays = 0;
  for (const [name, flags, good] of SETS) {
    const c = await caughtWhereNamed(flags);
    const a = await alarmsInEveryPractice(good);
    if (flags !== RED_FLAG_LINES && flags !== SARCASM_FLAGS) [caught, namedLines, alarms, plays] = [caught + c.caught, namedLines + c.named, alarms + a.alarms, plays + a.plays];
    out.push({ measure: `${name}: caught where the condition names the kind, played`, count: `${c.caught}/${c.named}`, value: c.caught / c.named, target: 1, direction: 'atLeast', format: 'pct' });
    out.push({ measure: `${name}: good lines read as a red flag, played in each goal's practice`, count: `${a.alarms}/${a.plays}`, value: a.alarms / a.plays, target: 0.03, direction: 'atMost', format: 'pct' });
  }
  out.push({ measure: 'sets v9–v13 (the model never trained on them): caught where named, played', count: `${caught}/${namedLines}`, value: caught / namedLines, target: 1, direction: 'atLeast', format: 'pct' });
  out.push({ measure: "  their good lines read as a red flag, played in each goal's practice", count: `${alarms}/${plays}`, value: alarms / plays, target: 0.03, direction: 'atMost', format: 'pct' });
  out.push(...(await writerPlays(writers)));
  return out;
}

/** Each of the latest writers' sets played with the model trained without it nor later writers in the committed model's place. */
async function writerPlays(writers: readonly WriterModel[]): Promise<MeasureRow[]> {
  const out: MeasureRow[] = [];
  const sum = { caught: 0, named: 0, alarms: 0, plays: 0 };
  for (const { writer, model } of writers) {
    const { c, a } = await withRedFlagModel(model, async () => ({ c: await caughtWhereNamed(writer.flags), a: await alarmsInEveryPractice(writer.good) }));
    out.push({ measure: `${writer.name} (written blind) left out, earlier writers' model: caught where the condition names the kind, played`, count: `${c.caught}/${c.named}`, value: c.caught / c.named, target: 1, direction: 'atLeast', format: 'pct' });
    out.push({ measure: `${writer.name} left out: good lines read as a red flag, played in each goal's practice`, count: `${a.alarms}/${a.plays}`, value: a.alarms / a.plays, target: 0.03, direction: 'atMost', format: 'pct' });
    [sum.caught, sum.named, sum.alarms, sum.plays] = [sum.caught + c.caught, sum.named + c.named, sum.alarms + a.alarms, sum.plays + a.plays];
  }
  const names = writers.map((m) => m.writer.name).join(', ');
  out.push({ measure: `${names}, each left out (earlier writers only): caught where named, played`, count: `${sum.caught}/${sum.named}`, value: sum.caught / sum.named, target: 1, direction: 'atLeast', format: 'pct' });
  out.push({ measure: "  their good lines read as a red flag, played in each goal's practice", count: `${sum.alarms}/${sum.plays}`, value: sum.alarms / sum.plays, target: 0.03, direction: 'atMost', format: 'pct' });
  return out;
}
