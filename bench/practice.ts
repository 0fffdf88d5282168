/**
 * Practice quality (offline engine, deterministic): the scripted practices end as their scripts
 * expect; red-flag lines are caught and ordinary lines are not; characters answer what was asked
 * and never flip stance without a cause; the coach picks the plan type the request meant. Every
 * figure is a count over the corpora in tests/corpora/practice/, except the two per-line time rows
 * of the red-flag detector (bench/practice-learned.ts).
 */
import { stanceFlipsWithoutCause } from '../src/server/ai/offline/practice/dialogue';
import type { MeasureRow as Row } from './lib/measure-row';
import { createOfflinePracticeAi } from '../src/server/ai/offline/practice/offline-practice-ai';
import { findRedFlags, findRuleFlags, RED_FLAG_KINDS } from '../src/server/ai/offline/practice/red-flags';
import { learnedRedFlags } from './practice-learned';
import { namedFlagRows } from './practice-named';
import { repeatedCrossValidated } from '../tests/helpers/red-flag-learning';
import { RED_FLAG_SETS } from '../tests/helpers/red-flag-sets';
import { earlierWriterModels } from '../tests/helpers/red-flag-writers';
import { scenarioLieRows } from './practice-scenario-lies';
import { GOOD_LINES } from '../tests/corpora/practice/good-lines';
import { HELD_OUT_FLAGS, HELD_OUT_GOOD } from '../tests/corpora/practice/held-out-lines';
import { HELD_OUT_V4_FLAGS, HELD_OUT_V4_GOOD } from '../tests/corpora/practice/held-out-v4';
import { HELD_OUT_V5_FLAGS, HELD_OUT_V5_GOOD } from '../tests/corpora/practice/held-out-v5';
import { HELD_OUT_V6_FLAGS, HELD_OUT_V6_GOOD } from '../tests/corpora/practice/held-out-v6';
import { HELD_OUT_V7_FLAGS, HELD_OUT_V7_GOOD } from '../tests/corpora/practice/held-out-v7';
import { HELD_OUT_V8_FLAGS, HELD_OUT_V8_GOOD } from '../tests/corpora/practice/held-out-v8';
import { RED_FLAG_LINES } from '../tests/corpora/practice/red-flag-lines';
import { SCRIPTED_PRACTICES } from '../tests/corpora/practice/scripted-practices';
import { detailsForGoal } from '../tests/helpers/practice-goals';
import { answers, checkAnswers } from '../tests/helpers/practice-listening';
import { HELD_OUT_QUESTIONS } from '../tests/corpora/practice/held-out-questions';
import { readQuestion } from '../src/server/ai/offline/practice/question';
import { play } from '../tests/helpers/practice-play';
import { planTypeAccuracy } from '../tests/helpers/plan-type-accuracy';
import { ASKS_A, ASKS_B, ASKS_C, ASKS_D, ASKS_E, ASKS_F, ASKS_G, ASKS_H } from '../tests/corpora/practice/held-out-asks';
import { ASKS_LEAD } from '../tests/corpora/practice/held-out-asks-lead';
import { ASKS_S14 } from '../tests/corpora/practice/held-out-asks-s14';
import { ASKS_S15 } from '../tests/corpora/practice/held-out-asks-s15';
import { ASKS_S16 } from '../tests/corpora/practice/held-out-asks-s16';
import { ASKS_S17 } from '../tests/corpora/practice/held-out-asks-s17';
import { ASKS_S18 } from '../tests/corpora/practice/held-out-asks-s18';
import { ASKS_S19 } from '../tests/corpora/practice/held-out-asks-s19';
import { ASKS_S20 } from '../tests/corpora/practice/held-out-asks-s20';
import { ASKS_S21 } from '../tests/corpora/practice/held-out-asks-s21';
import { ASKS_S22 } from '../tests/corpora/practice/held-out-asks-s22';
import { ASKS_I } from '../tests/corpora/practice/held-out-asks-i';
import { ASKS_J } from '../tests/corpora/practice/held-out-asks-j';
import { PLAN_REQUESTS_V9 } from '../tests/corpora/practice/plan-requests-v9';
import { PLAN_REQUESTS_V10 } from '../tests/corpora/practice/plan-requests-v10';
import { PLAN_REQUESTS_V11 } from '../tests/corpora/practice/plan-requests-v11';
import { PLAN_REQUESTS_V12 } from '../tests/corpora/practice/plan-requests-v12';
import { PLAN_REQUESTS_V13 } from '../tests/corpora/practice/plan-requests-v13';
import { PLAN_REQUESTS_V14 } from '../tests/corpora/practice/plan-requests-v14';
import { ASKS_K } from '../tests/corpora/practice/held-out-asks-k';
import { ASKS_DEV15 } from '../tests/corpora/practice/held-out-asks-dev15';
import { ASKS_LANDLORD } from '../tests/corpora/practice/held-out-asks-landlord';
import { ASKS_DEV16 } from '../tests/corpora/practice/held-out-asks-dev16';
import { ASKS_DEV17 } from '../tests/corpora/practice/held-out-asks-dev17';
import { ASKS_DEV18 } from '../tests/corpora/practice/held-out-asks-dev18';
import { ASKS_DEV19 } from '../tests/corpora/practice/held-out-asks-dev19';
import { ASKS_DEV20 } from '../tests/corpora/practice/held-out-asks-dev20';
import { ASKS_DEV21 } from '../tests/corpora/practice/held-out-asks-dev21';
import { ASKS_DEV22 } from '../tests/corpora/practice/held-out-asks-dev22';
import { ASKS_DEV23 } from '../tests/corpora/practice/held-out-asks-dev23';
import { ASKS_DEV24 } from '../tests/corpora/practice/held-out-asks-dev24';
import { ASKS_DEV25 } from '../tests/corpora/practice/held-out-asks-dev25';
import { ASKS_DEV27 } from '../tests/corpora/practice/held-out-asks-dev27';
import { ASKS_DEV28 } from '../tests/corpora/practice/held-out-asks-dev28';
import { SCENARIO_FIT_DEV_P17 } from '../tests/corpora/practice/scenario-fit-dev-p17';
import { SCENARIO_FIT_DEV_P18 } from '../tests/corpora/practice/scenario-fit-dev-p18';
import { SCENARIO_FIT_DEV_P21 } from '../tests/corpora/practice/scenario-fit-dev-p21';
import { SCENARIO_FIT_DEV_P22 } from '../tests/corpora/practice/scenario-fit-dev-p22';
import { runScenarioFit } from '../tests/helpers/scenario-fit';
import { PERSON_TRAITS_DEV_J19 } from '../tests/corpora/practice/person-traits-dev-j19';
import { runPersonTraits } from '../tests/helpers/person-traits';
import { runAsks } from '../tests/helpers/practice-asks';
import { PLAN_REQUESTS_V4, PLAN_REQUESTS_V5, PLAN_REQUESTS_V6, PLAN_REQUESTS_V7, PLAN_REQUESTS_V8 } from '../tests/corpora/practice/plan-requests-held-out';
import { PLAN_REQUESTS_LEAD } from '../tests/corpora/practice/plan-requests-lead';
import { PLAN_REQUESTS_S14 } from '../tests/corpora/practice/plan-requests-s14';
import { PLAN_REQUESTS_S15 } from '../tests/corpora/practice/plan-requests-s15';
import { PLAN_REQUESTS_S16 } from '../tests/corpora/practice/plan-requests-s16';
import { PLAN_REQUESTS_S17 } from '../tests/corpora/practice/plan-requests-s17';
import { PLAN_REQUESTS_S18 } from '../tests/corpora/practice/plan-requests-s18';
import { PLAN_REQUESTS_S19 } from '../tests/corpora/practice/plan-requests-s19';
import { PLAN_REQUESTS_S20 } from '../tests/corpora/practice/plan-requests-s20';
import { PLAN_REQUESTS_S21 } from '../tests/corpora/practice/plan-requests-s21';
import { PLAN_REQUESTS_S22 } from '../tests/corpora/practice/plan-requests-s22';
import { leaveOneSetOut, READERS, tally } from '../tests/helpers/plan-kind-cv';
import { readPlanContext } from '../src/server/ai/offline/practice/plan-context';
import { verdict, type Benchmark, type Cell, type Report } from './lib/report';

const pct = (value: Cell) => (typeof value === 'number' && Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : '–');

async function scripted(): Promise<Row[]> {
  const ai = createOfflinePracticeAi();
  const byKind = new Map<string, { ok: number; n: number }>();
  let asked = 0;
  let answered = 0;
  let flips = 0;
  for (const s of SCRIPTED_PRACTICES) {
    const run = await play(ai, await detailsForGoal(s.goal), s.lines);
    const ok = run.outcome === s.expect && (s.expect === 'continue' || run.endedAt === s.lines.length - 1);
    const k = byKind.get(s.kind) ?? { ok: 0, n: 0 };
    byKind.set(s.kind, { ok: k.ok + Number(ok), n: k.n + 1 });
    const check = checkAnswers(run.turns.map((t) => ({ line: t.line, reply: t.reply, continued: t.evaluation.outcome === 'continue' && t.evaluation.rating !== 'risky' })));
    asked += check.asked;
    answered += check.answered;
    flips += stanceFlipsWithoutCause(run.history).length;
  }
  const total = [...byKind.values()].reduce((a, b) => ({ ok: a.ok + b.ok, n: a.n + b.n }), { ok: 0, n: 0 });
  return [
    { measure: 'scripted practices ending as expected', count: `${total.ok}/${total.n}`, value: total.ok / total.n, target: 0.95, direction: 'atLeast', format: 'pct' },
    ...[...byKind.entries()].map(([kind, k]): Row => ({ measure: `  ${kind}`, count: `${k.ok}/${k.n}`, value: k.ok / k.n, target: null, direction: 'atLeast', format: 'pct' })),
    { measure: 'questions answered about what was asked', count: `${answered}/${asked}`, value: answered / asked, target: 0.9, direction: 'atLeast', format: 'pct' },
    { measure: 'stance flips without a cause', count: String(flips), value: flips, target: 0, direction: 'atMost', format: 'int' },
  ];
}

function detection(): Row[] {
  const rows: Row[] = [];
  for (const kind of RED_FLAG_KINDS) {
    const lines = RED_FLAG_LINES.filter((l) => l.kind === kind);
    if (lines.length === 0) continue;
    const caught = lines.filter((l) => findRedFlags(l.text).some((f) => f.kind === kind)).length;
    rows.push({ measure: `red flags caught: ${kind}`, count: `${caught}/${lines.length}`, value: caught / lines.length, target: 1, direction: 'atLeast', format: 'pct' });
  }
  const all = RED_FLAG_LINES.filter((l) => findRedFlags(l.text).length > 0).length;
  rows.push({ measure: 'red flags caught: all', count: `${all}/${RED_FLAG_LINES.length}`, value: all / RED_FLAG_LINES.length, target: 1, direction: 'atLeast', format: 'pct' });
  const alarms = GOOD_LINES.filter((t) => findRedFlags(t).length > 0).length;
  rows.push({ measure: 'false alarms on good lines', count: `${alarms}/${GOOD_LINES.length}`, value: alarms / GOOD_LINES.length, target: 0.03, direction: 'atMost', format: 'pct' });
  // Set v3, rules alone: the learned signal is trained on it.
  const heldCaught = HELD_OUT_FLAGS.filter((l) => findRuleFlags(l.text).length > 0).length;
  rows.push({ measure: 'held-out v3 red flags caught, rules alone', count: `${heldCaught}/${HELD_OUT_FLAGS.length}`, value: heldCaught / HELD_OUT_FLAGS.length, target: null, direction: 'atLeast', format: 'pct' });
  const heldAlarms = HELD_OUT_GOOD.filter((t) => findRuleFlags(t).length > 0).length;
  rows.push({ measure: 'held-out v3 false alarms, rules alone', count: `${heldAlarms}/${HELD_OUT_GOOD.length}`, value: heldAlarms / HELD_OUT_GOOD.length, target: 0.03, direction: 'atMost', format: 'pct' });
  return rows;
}

/**
 * The red-flag grammar's held-out sets: v4 was written before the rework and served as its
 * development set; v5 (26/50 caught, 7/71 false alarms) and v6 (12/49, 0/65) were each read once
 * unseen and then served as development sets too; v7 was written after the rules' last change and
 * never tuned on; v8 was read once unseen (20/47, 3/63) and its false alarms then led to issue
 * 23a's softeners. Rules alone: the learned signal is trained on every one of these sets.
 */
function heldOutRedFlags(): Row[] {
  const sets = [
    ['v4, development set', HELD_OUT_V4_FLAGS, HELD_OUT_V4_GOOD],
    ['v5, development set after one reading', HELD_OUT_V5_FLAGS, HELD_OUT_V5_GOOD],
    ['v6, development set after one reading', HELD_OUT_V6_FLAGS, HELD_OUT_V6_GOOD],
    ['v7, unseen by the rules', HELD_OUT_V7_FLAGS, HELD_OUT_V7_GOOD],
    ['v8, development set after one reading (its false alarms led to the softeners)', HELD_OUT_V8_FLAGS, HELD_OUT_V8_GOOD],
  ] as const;
  // The rules alone: the learned signal is trained on these sets (its figures are in learnedRedFlags()).
  return sets.flatMap(([name, flags, good]): Row[] => {
    const caught = flags.filter((l) => findRuleFlags(l.text).length > 0).length;
    const alarms = good.filter((t) => findRuleFlags(t).length > 0).length;
    return [
      { measure: `red flags caught, rules alone, held-out ${name}`, count: `${caught}/${flags.length}`, value: caught / flags.length, target: null, direction: 'atLeast', format: 'pct' },
      { measure: `false alarms, rules alone, held-out ${name}`, count: `${alarms}/${good.length}`, value: alarms / good.length, target: 0.03, direction: 'atMost', format: 'pct' },
    ];
  });
}

/** Questions never used to tune the answers (set v2), one per fresh practice of its goal. */
async function heldOutQuestions(): Promise<Row[]> {
  const ai = createOfflinePracticeAi();
  let answered = 0;
  for (const [goal, question] of HELD_OUT_QUESTIONS) {
    const run = await play(ai, await detailsForGoal(goal), [question]);
    const asked = readQuestion(question);
    if (asked && run.turns[0] && answers(asked, run.turns[0].reply)) answered++;
  }
  return [{ measure: 'held-out questions answered (set v2, lenient automatic check)', count: `${answered}/${HELD_OUT_QUESTIONS.length}`, value: answered / HELD_OUT_QUESTIONS.length, target: null, direction: 'atLeast', format: 'pct' }];
}

async function planTypes(): Promise<Row[]> {
  const { main, heldOut } = await planTypeAccuracy();
  return [
    { measure: 'plan type from the request', count: `${main.correct}/${main.total}`, value: main.correct / main.total, target: 0.92, direction: 'atLeast', format: 'pct' },
    { measure: 'plan type, requests v3 (read every session; not tuned on)', count: `${heldOut.correct}/${heldOut.total}`, value: heldOut.correct / heldOut.total, target: null, direction: 'atLeast', format: 'pct' },
    // A miss that asks (one question with choices) is recoverable; a wrong plan is not.
    ...(() => {
      const wrong = heldOut.misses.filter((m) => m.got !== null).length;
      return [{ measure: '  of which a wrong plan (not a question)', count: `${wrong}/${heldOut.total}`, value: wrong / heldOut.total, target: null, direction: 'atMost' as const, format: 'pct' as const }];
    })(),
  ];
}

/**
 * Engineer 23b's held-out rows: questions labelled with the slot a good answer fills, judged by the
 * strict check in tests/helpers/practice-asks.ts, and plan requests. Each set was written before it
 * was measured and has been read since (seen text now); bench/README.md gives each set's figure at
 * its first reading and a person's reading. The lead keeps the unseen sets.
 */
async function listeningAndPlansHeldOut(): Promise<Row[]> {
  const ai = createOfflinePracticeAi();
  const rows: Row[] = [];
  const askSets = [
    ['set A, used to build the policy', ASKS_A],
    ['set B, seen', ASKS_B],
    ['set C, seen', ASKS_C],
    ['set D, seen', ASKS_D],
    ['set E, seen', ASKS_E],
    ['set F, seen', ASKS_F],
    ['set G, development set of the persona facts', ASKS_G],
    ['set H, read once after the persona facts, then fixes', ASKS_H],
    ['set "lead", written blind, read once at 18/25', ASKS_LEAD],
    ['set s14, written blind, read once at 19/25 (17 by hand)', ASKS_S14],
    ['set s15, written blind, read once at 15/25 (about 14 by hand)', ASKS_S15],
    ['set s16, written blind, read once at 17/25', ASKS_S16],
    ['set s17, written blind, read at 18/25 at the start and the end of session 17', ASKS_S17],
    ['set s18, written blind, read at 13/25 at the start and the end of session 18', ASKS_S18],
    ['set s19, written blind, read at 14/25 at the start and the end of session 19', ASKS_S19],
    ['set s20, written blind, read at 18/25 at the start and 18/25 at the end of session 20', ASKS_S20],
    ['set s21, written blind, read at 12/25 at the start and 12/25 at the end of session 21', ASKS_S21],
    ['set s22, written blind, read at 15/25 at the start and 15/25 at the end of session 22', ASKS_S22],
    ['set I, written before the answer-class fixes, then their development set', ASKS_I],
    ['set J, read once after those fixes, then used', ASKS_J],
    ['set K, written last, read once, not used', ASKS_K],
    ['set dev15, read once at 28/34, then the development set of that round', ASKS_DEV15],
    ['set landlord, read once at 9/12 (6/12 with the later deflection check), then used', ASKS_LANDLORD],
    ['set dev16, read once at 14/44, then the development set of that round', ASKS_DEV16],
    ['set dev17, read once at 27/44, then the development set of that round', ASKS_DEV17],
    ['set dev18, read once at 19/44 (21 with the frequency check), then the development set of that round', ASKS_DEV18],
    ['set dev19, read once at 27/44 (about 19 by hand), then the development set of that round', ASKS_DEV19],
    ['set dev20, read once at 29/45 (about 17 by hand), then the development set of that round', ASKS_DEV20],
    ['set dev21, read once at 30/40 (about 23 by hand), then the development set of that round', ASKS_DEV21],
    ['set dev22, read once at 25/40 (about 13 by hand), then the development set of that round', ASKS_DEV22],
    ['set dev23, read once at 26/45 (about 21 by hand), then the development set of that round', ASKS_DEV23],
    ['set dev24, read once at 20/44 (about 13 by hand), then the development set of that round', ASKS_DEV24],
    ['set dev25, read once at 34/49 (about 26 by hand), then the development set of that round', ASKS_DEV25],
    ['set dev27, read once at 31/55 (about 30 by hand), then the development set of that round', ASKS_DEV27],
    ['set dev28, read once at 34/69 (about 24 by hand), then the development set of that round', ASKS_DEV28],
  ] as const;
  for (const [label, set] of askSets) {
    const runs = await runAsks(ai, set);
    const ok = runs.filter((r) => r.verdict.ok).length;
    rows.push({ measure: `questions answered, strict slot check (${label})`, count: `${ok}/${runs.length}`, value: ok / runs.length, target: null, direction: 'atLeast', format: 'pct' });
  }
  // The request's specifics in the practice (issue #23 points 1–2): all four checks of tests/helpers/scenario-fit.ts.
  for (const [label, set] of [
    ['scenario-fit dev p17, read once at 5/43, then the development set of that round', SCENARIO_FIT_DEV_P17],
    ['scenario-fit dev p18, every plan kind, read once at 8/45, then the development set of that round', SCENARIO_FIT_DEV_P18],
    ['scenario-fit dev p21, who is who, read once at 21/46, then the development set of that round', SCENARIO_FIT_DEV_P21],
    ['scenario-fit dev p22, the business or its customer and the one spoken to, read once at 14/52, then the development set of that round', SCENARIO_FIT_DEV_P22],
  ] as const) {
    const fit = await runScenarioFit(ai, set);
    const fitOk = fit.filter((r) => r.ok).length;
    rows.push({ measure: `request fits its practice: kind, specifics carried and answered, no stock facts (${label})`, count: `${fitOk}/${fit.length}`, value: fitOk / fit.length, target: null, direction: 'atLeast', format: 'pct' });
  }
  // The person the user described (issue #23 point 2): job, what they do, in every practice, the coach's text and an answer.
  const traits = await runPersonTraits(ai, PERSON_TRAITS_DEV_J19);
  const traitsOk = traits.filter((r) => r.ok).length;
  rows.push({ measure: 'the person as described: kind, job or doings in every practice, in the coach text and in an answer (person-traits dev j19, read once at 0/45, then the development set of that round)', count: `${traitsOk}/${traits.length}`, value: traitsOk / traits.length, target: null, direction: 'atLeast', format: 'pct' });
  const planSets = [
    ['requests v4, seen', PLAN_REQUESTS_V4],
    ['requests v5, seen', PLAN_REQUESTS_V5],
    ['requests v6, seen', PLAN_REQUESTS_V6],
    ['requests v7, development set', PLAN_REQUESTS_V7],
    ['requests v8, read once after the change, then used', PLAN_REQUESTS_V8],
    ['requests "lead", written blind, read once at 35/40', PLAN_REQUESTS_LEAD],
    ['requests s14, written blind, read once at 37/40', PLAN_REQUESTS_S14],
    ['requests s15, written blind, read once at 37/40 (of 40)', PLAN_REQUESTS_S15],
    ['requests s16, written blind, read once at 39/40', PLAN_REQUESTS_S16],
    ['requests s17, written blind, read at 40/40 at the start and the end of session 17', PLAN_REQUESTS_S17],
    ['requests s18, written blind, read at 38/40 at the start and the end of session 18', PLAN_REQUESTS_S18],
    ['requests s19, written blind, read at 40/40 at the start and the end of session 19 (two of its 40 left out on moving in: training requests near-copy them)', PLAN_REQUESTS_S19],
    ['requests s20, written blind, read at 38/40 at the start and the end of session 20 (one of its 40 left out on moving in: a training request near-copies it)', PLAN_REQUESTS_S20],
    ['requests s21, written blind, read at 39/40 at the start and the end of session 21', PLAN_REQUESTS_S21],
    ['requests s22, written blind, read at 39/40 at the start and the end of session 22', PLAN_REQUESTS_S22],
    ['requests v9, written before the direction change, then its development set', PLAN_REQUESTS_V9],
    ['requests v10, read once after the direction change, then used', PLAN_REQUESTS_V10],
    ['requests v11, read once at 11/21 (6 wrong plans), then used', PLAN_REQUESTS_V11],
    ['requests v12, read once at 22/24 (1 wrong plan), then trained on', PLAN_REQUESTS_V12],
    ['requests v13, read once at 42/49 (3 wrong plans), then the combiner\'s development set', PLAN_REQUESTS_V13],
    ['requests v14, written after the last change, read once at 22/25 (2 wrong plans), not used', PLAN_REQUESTS_V14],
  ] as const;
  for (const [label, set] of planSets) {
    let right = 0;
    let wrongPlan = 0;
    for (const [request, want] of set) {
      const got = readPlanContext([request])?.kind ?? null;
      if (got === want) right++;
      else if (got !== null) wrongPlan++;
    }
    rows.push({ measure: `plan type, ${label}`, count: `${right}/${set.length}`, value: right / set.length, target: null, direction: 'atLeast', format: 'pct' });
    rows.push({ measure: '  of which a wrong plan (not a question)', count: `${wrongPlan}/${set.length}`, value: wrongPlan / set.length, target: null, direction: 'atMost', format: 'pct' });
  }
  return rows;
}

/**
 * The plan reader's parts on left-out sets: the learned reader trained without the set it reads
 * (the patterns have seen every set but v12, so theirs is a development figure).
 */
function planKindLeftOut(): Row[] {
  const scored = leaveOneSetOut();
  return READERS.flatMap(([name, reader]) => {
    const { right, wrong } = tally(scored, reader);
    return [
      { measure: `plan type, leave-one-set-out, ${name}`, count: `${right}/${scored.length}`, value: right / scored.length, target: null, direction: 'atLeast' as const, format: 'pct' as const },
      { measure: '  of which a wrong plan (not a question)', count: `${wrong}/${scored.length}`, value: wrong / scored.length, target: null, direction: 'atMost' as const, format: 'pct' as const },
    ];
  });
}

export const benchmark: Benchmark = {
  name: 'practice',
  summary: 'practice quality: scripted endings, red-flag detection, answered questions, stance flips, plan types',
  async run(): Promise<Report> {
    // Out-of-fold scores over the three fold splits the training script chooses its thresholds from.
    const cv = repeatedCrossValidated(RED_FLAG_SETS);
    // Leave-one-writer-out: five models, each trained as the shipped one without a writer nor later ones, once per run.
    const writers = earlierWriterModels();
    const rows = [...(await scripted()), ...(await heldOutQuestions()), ...detection(), ...(await scenarioLieRows()), ...heldOutRedFlags(), ...(await learnedRedFlags(cv, writers)), ...(await namedFlagRows(cv, writers.models)), ...(await planTypes()), ...(await listeningAndPlansHeldOut()), ...planKindLeftOut()];
    return {
      title: 'Practice quality (offline engine)',
      columns: [
        { key: 'measure', label: 'measure', align: 'left' },
        { key: 'count', label: 'count' },
        { key: 'value', label: 'value' },
        { key: 'target', label: 'target' },
        { key: 'verdict', label: 'verdict' },
      ],
      rows: rows.map((r) => ({
        measure: r.measure,
        count: r.count,
        value: r.format === 'int' ? String(r.value) : pct(r.value),
        target: r.target === null ? null : r.format === 'int' ? `${r.direction === 'atMost' ? '≤' : '≥'} ${r.target}` : `${r.direction === 'atMost' ? '≤' : '≥'} ${(r.target * 100).toFixed(0)}%`,
        verdict: verdict(r.value, r.target, r.direction),
      })),
      notes: [
        `${SCRIPTED_PRACTICES.length} scripted practices, ${RED_FLAG_LINES.length} red-flag lines, ${GOOD_LINES.length} good lines; held-out red-flag sets v3–v8 (rules alone: the learned signal trains on them, with the training sets w1–w3 and the blind sets "lead", s14–s22), v9–v13 (never trained on, scored with the committed model) and s18–s22 each left out (a model trained on the earlier writers only).`,
        'A question counts when the practice goes on after it (a line that ends it gets the ending, not an answer). The automatic check accepts an answer of the right kind (a place for where, a time for when, the topic\'s words); it is lenient — see bench/README.md for a human reading of the held-out answers.',
      ],
    };
  },
};
