/**
 * Understanding: 5-fold cross-validated situation-type accuracy on the labelled corpus
 * (src/server/ai/understanding/corpus), people and facts recall, crisis cases missed, and the time
 * per `understand()` call. One row per category, plus the totals.
 */
import { UNDERSTANDING_HOLDOUT } from '../tests/corpora/understanding-holdout';
import { HOLDOUT_21B } from '../tests/corpora/understanding-holdout-21b';
import { HOLDOUT_S13 } from '../tests/corpora/understanding-holdout-s13';
import { HOLDOUT_S14 } from '../tests/corpora/understanding-holdout-s14';
import { HOLDOUT_S15 } from '../tests/corpora/understanding-holdout-s15';
import { HOLDOUT_S16 } from '../tests/corpora/understanding-holdout-s16';
import { HOLDOUT_S17 } from '../tests/corpora/understanding-holdout-s17';
import { HOLDOUT_S18 } from '../tests/corpora/understanding-holdout-s18';
import { HOLDOUT_S19 } from '../tests/corpora/understanding-holdout-s19';
import { HOLDOUT_S20 } from '../tests/corpora/understanding-holdout-s20';
import { HOLDOUT_S21 } from '../tests/corpora/understanding-holdout-s21';
import { HOLDOUT_S22 } from '../tests/corpora/understanding-holdout-s22';
import { CORPUS, parseCorpus, type CorpusExample } from '../src/server/ai/understanding/corpus';
import { categoryOf, crossValidation } from '../src/server/ai/understanding/cross-validate';
import { CONFIDENT, understand, useClassifier } from '../src/server/ai/understanding/understand';
import { SITUATION_TYPES } from '../src/server/ai/understanding/catalog';
import { needsClarifying } from '../src/server/ai/offline/situation-section';
import type { Understanding } from '../src/server/ai/understanding/types';
import { fixed, integer, verdict, type Benchmark, type Cell } from './lib/report';

interface Tally {
  n: number;
  typeOk: number;
  categoryOk: number;
  confident: number;
  confidentOk: number;
  facts: number;
  factsFound: number;
  people: number;
  peopleFound: number;
}
const empty = (): Tally => ({ n: 0, typeOk: 0, categoryOk: 0, confident: 0, confidentOk: 0, facts: 0, factsFound: 0, people: 0, peopleFound: 0 });
const norm = (s: string) => s.toLowerCase();

export function factFound(u: Understanding, label: string): boolean {
  const l = norm(label);
  return u.facts.some((f) => norm(f.text).includes(l) || l.includes(norm(f.text)));
}
/** A person labelled by a pronoun is the same person in any of its forms: the label says "her", the text first says "she". */
const PRONOUN_FORMS = [['he', 'him', 'his'], ['she', 'her', 'hers'], ['they', 'them', 'their', 'theirs']];
export function personFound(u: Understanding, label: string): boolean {
  const l = norm(label);
  const forms = PRONOUN_FORMS.find((f) => f.includes(l));
  const words = (s: string) => norm(s).split(/[^a-z']+/);
  return u.people.some((p) => [p.role, p.name].some((v) => v && norm(v) === l) || norm(p.mention).includes(l) || (forms !== undefined && words(p.mention).some((w) => forms.includes(w))));
}
const pct = (a: number, b: number) => (b === 0 ? null : (100 * a) / b);

export const benchmark: Benchmark = {
  name: 'understanding',
  summary: '5-fold CV situation-type accuracy, people/facts recall, crisis missed, time per understand() call',
  async run() {
    const byCategory = new Map<string, Tally>();
    const total = empty();
    // The clarifying question (offline/situation-section.ts): how often it is asked, and whether the right
    // type is among its 2–3 choices; a reading is "usable" when answered right or asked with the right choice.
    const ask = { situations: 0, asked: 0, choiceOk: 0, answeredOk: 0 };
    for (const { model, heldOut } of crossValidation(5)) {
      useClassifier(model);
      for (const e of heldOut) {
        const u = understand(e.text);
        const expected = e.type === 'none' ? null : e.type;
        if (expected) {
          ask.situations++;
          if (needsClarifying(u, CONFIDENT)) {
            ask.asked++;
            if (u.alternatives.map((a) => a.type).filter((t) => SITUATION_TYPES[t]).slice(0, 3).includes(expected)) ask.choiceOk++;
          } else if (u.type === expected) ask.answeredOk++;
        }
        const cat = categoryOf(expected);
        const t = byCategory.get(cat) ?? empty();
        byCategory.set(cat, t);
        for (const x of [t, total]) {
          x.n++;
          if (u.type === expected) x.typeOk++;
          if (u.category === (expected ? cat : 'general') || (!expected && !u.type)) x.categoryOk++;
          if (u.confidence >= CONFIDENT || !u.type) {
            x.confident++;
            if (u.type === expected) x.confidentOk++;
          }
          x.facts += e.facts.length;
          x.factsFound += e.facts.filter((f) => factFound(u, f)).length;
          x.people += e.people.length;
          x.peopleFound += e.people.filter((p) => personFound(u, p)).length;
        }
      }
    }
    useClassifier(null);
    // The shipped model on utterances written before tuning and never trained on (tests/corpora/understanding-holdout*.ts).
    const scoreHeldOut = (examples: readonly CorpusExample[]) => {
      const t = empty();
      for (const e of examples) {
        const u = understand(e.text);
        const expected = e.type === 'none' ? null : e.type;
        t.n++;
        if (u.type === expected) t.typeOk++;
        if (u.category === (expected ? categoryOf(expected) : 'general') || (!expected && !u.type)) t.categoryOk++;
        if (u.confidence >= CONFIDENT || !u.type) {
          t.confident++;
          if (u.type === expected) t.confidentOk++;
        }
        // Sets labelled by someone else name what they see as key facts; the row shows how many the extractors find.
        t.facts += e.facts.length;
        t.factsFound += e.facts.filter((f) => factFound(u, f)).length;
        t.people += e.people.length;
        t.peopleFound += e.people.filter((p) => personFound(u, p)).length;
      }
      return t;
    };
    const holdout = scoreHeldOut([...parseCorpus(UNDERSTANDING_HOLDOUT), ...HOLDOUT_21B]);
    // Session 13's set, written by someone who never saw the corpus and kept outside the repository until its one reading.
    const holdoutS13 = scoreHeldOut(HOLDOUT_S13);
    const holdoutS14 = scoreHeldOut(HOLDOUT_S14);
    const holdoutS15 = scoreHeldOut(HOLDOUT_S15);
    const holdoutS16 = scoreHeldOut(HOLDOUT_S16);
    const holdoutS17 = scoreHeldOut(HOLDOUT_S17);
    const holdoutS18 = scoreHeldOut(HOLDOUT_S18);
    const holdoutS19 = scoreHeldOut(HOLDOUT_S19);
    const holdoutS20 = scoreHeldOut(HOLDOUT_S20);
    const holdoutS21 = scoreHeldOut(HOLDOUT_S21);
    const holdoutS22 = scoreHeldOut(HOLDOUT_S22);
    const safetyCases = CORPUS.filter((e) => e.safety);
    const crisisMissed = safetyCases.filter((e) => understand(e.text).safety?.kind !== e.safety).length;
    // Time per call with the shipped model, over every corpus text (each repeated), after a warm-up.
    // Wall time is what a request waits; CPU time (process.cpuUsage, µs) is the cost itself, free of the
    // preemption a shared, oversubscribed machine adds to the wall-clock tail.
    const times: number[] = [];
    const cpu: number[] = [];
    for (const e of CORPUS.slice(0, 50)) understand(e.text);
    for (let r = 0; r < 5; r++) {
      for (const e of CORPUS) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        understand(e.text);
        times.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
      }
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] as number;
    const pc = (q: number) => cpu[Math.min(cpu.length - 1, Math.floor(cpu.length * q))] as number;
    const row = (label: string, t: Tally): Record<string, Cell> => ({
      category: label,
      n: t.n,
      type: pct(t.typeOk, t.n),
      category_acc: pct(t.categoryOk, t.n),
      answered: pct(t.confident, t.n),
      answered_acc: pct(t.confidentOk, t.confident),
      facts: pct(t.factsFound, t.facts),
      people: pct(t.peopleFound, t.people),
    });
    const rows = [...byCategory.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([c, t]) => row(c, t));
    rows.push(row('all', total));
    rows.push(row('held-out, never trained on', holdout));
    rows.push(row('held-out s13 (written blind), never trained on', holdoutS13));
    rows.push(row('held-out s14 (written blind), never trained on', holdoutS14));
    rows.push(row('held-out s15 (written blind), never trained on', holdoutS15));
    rows.push(row('held-out s16 (written blind), never trained on', holdoutS16));
    rows.push(row('held-out s17 (written blind), never trained on', holdoutS17));
    rows.push(row('held-out s18 (written blind), never trained on', holdoutS18));
    rows.push(row('held-out s19 (written blind), never trained on', holdoutS19));
    rows.push(row('held-out s20 (written blind), never trained on', holdoutS20));
    rows.push(row('held-out s21 (written blind), never trained on', holdoutS21));
    rows.push(row('held-out s22 (written blind), never trained on', holdoutS22));
    const typeAcc = pct(total.typeOk, total.n);
    const factsRecall = pct(total.factsFound, total.facts);
    return {
      title: 'Understanding (5-fold cross-validation over the corpus)',
      columns: [
        { key: 'category', label: 'category', align: 'left' },
        { key: 'n', label: 'n', format: integer },
        { key: 'type', label: 'type acc %', format: fixed(1) },
        { key: 'category_acc', label: 'category acc %', format: fixed(1) },
        { key: 'answered', label: `conf ≥ ${CONFIDENT} %`, format: fixed(1) },
        { key: 'answered_acc', label: 'acc when confident %', format: fixed(1) },
        { key: 'facts', label: 'facts recall %', format: fixed(1) },
        { key: 'people', label: 'people recall %', format: fixed(1) },
      ],
      rows,
      notes: [
        `${total.n} labelled utterances, ${new Set(CORPUS.map((e) => e.type).filter(Boolean)).size} situation types (incl. "none"); ${safetyCases.length} safety cases.`,
        `situation type: ${typeAcc?.toFixed(1)}% (target ≥ 92%: ${verdict(typeAcc, 92, 'atLeast')}); facts recall ${factsRecall?.toFixed(1)}% (target ≥ 90%: ${verdict(factsRecall, 90, 'atLeast')}).`,
        `held-out (${holdout.n} utterances written before tuning, never trained on; shipped model): situation type ${pct(holdout.typeOk, holdout.n)?.toFixed(1)}%, category ${pct(holdout.categoryOk, holdout.n)?.toFixed(1)}%.`,
        `held-out s13 (${holdoutS13.n} utterances written by someone who never saw the corpus; read once at 92.5%): situation type ${pct(holdoutS13.typeOk, holdoutS13.n)?.toFixed(1)}%, category ${pct(holdoutS13.categoryOk, holdoutS13.n)?.toFixed(1)}%.`,
        `held-out s14 (${holdoutS14.n} utterances written by someone who never saw the corpus; read once at 95.4%): situation type ${pct(holdoutS14.typeOk, holdoutS14.n)?.toFixed(1)}%, category ${pct(holdoutS14.categoryOk, holdoutS14.n)?.toFixed(1)}%.`,
        `held-out s15 (${holdoutS15.n} utterances written by someone who never saw the corpus; read once at 95.5% of 132): situation type ${pct(holdoutS15.typeOk, holdoutS15.n)?.toFixed(1)}%, category ${pct(holdoutS15.categoryOk, holdoutS15.n)?.toFixed(1)}%.`,
        `held-out s16 (${holdoutS16.n} utterances written by someone who never saw the corpus; read once at 93.9% of 132): situation type ${pct(holdoutS16.typeOk, holdoutS16.n)?.toFixed(1)}%, category ${pct(holdoutS16.categoryOk, holdoutS16.n)?.toFixed(1)}%.`,
        `held-out s17 (${holdoutS17.n} utterances written by someone who never saw the corpus; read at 91.5% at the start and at the end of session 17): situation type ${pct(holdoutS17.typeOk, holdoutS17.n)?.toFixed(1)}%, category ${pct(holdoutS17.categoryOk, holdoutS17.n)?.toFixed(1)}%.`,
        `held-out s18 (${holdoutS18.n} utterances written by someone who never saw the corpus; read at 89.1% at the start and 89.9% at the end of session 18): situation type ${pct(holdoutS18.typeOk, holdoutS18.n)?.toFixed(1)}%, category ${pct(holdoutS18.categoryOk, holdoutS18.n)?.toFixed(1)}%.`,
        `held-out s19 (${holdoutS19.n} utterances written by someone who never saw the corpus; read at 92.3% of 130 at the start and the end of session 19; two lines left out on moving in, as training lines near-copy them): situation type ${pct(holdoutS19.typeOk, holdoutS19.n)?.toFixed(1)}%, category ${pct(holdoutS19.categoryOk, holdoutS19.n)?.toFixed(1)}%.`,
        `held-out s20 (${holdoutS20.n} utterances written by someone who never saw the corpus; read at 90.8% of 130 at the start and 92.3% at the end of session 20; one line left out on moving in, as a training line near-copies it): situation type ${pct(holdoutS20.typeOk, holdoutS20.n)?.toFixed(1)}%, category ${pct(holdoutS20.categoryOk, holdoutS20.n)?.toFixed(1)}%.`,
        `held-out s21 (${holdoutS21.n} utterances written by someone who never saw the corpus; read at 95.4% of 130 at the start and the end of session 21): situation type ${pct(holdoutS21.typeOk, holdoutS21.n)?.toFixed(1)}%, category ${pct(holdoutS21.categoryOk, holdoutS21.n)?.toFixed(1)}%.`,
        `held-out s22 (${holdoutS22.n} utterances written by someone who never saw the corpus; read at 86.9% of 130 at the start and 86.2% at the end of session 22): situation type ${pct(holdoutS22.typeOk, holdoutS22.n)?.toFixed(1)}%, category ${pct(holdoutS22.categoryOk, holdoutS22.n)?.toFixed(1)}%.`,
        `crisis/safety cases missed: ${crisisMissed} of ${safetyCases.length} (target 0: ${verdict(crisisMissed, 0, 'atMost')}).`,
        `understand() per call, wall: p50 ${p(0.5).toFixed(3)} ms, p99 ${p(0.99).toFixed(3)} ms, max ${p(1).toFixed(2)} ms over ${times.length} calls (target p99 ≤ 2 ms: ${verdict(p(0.99), 2, 'atMost')}); CPU: p50 ${pc(0.5).toFixed(3)} ms, p99 ${pc(0.99).toFixed(3)} ms (${verdict(pc(0.99), 2, 'atMost')}).`,
        `clarifying question (situation messages, cross-validated): asked for ${pct(ask.asked, ask.situations)?.toFixed(1)}%, the right type among its choices ${pct(ask.choiceOk, ask.asked)?.toFixed(1)}% of those; answered right or asked with the right choice: ${pct(ask.answeredOk + ask.choiceOk, ask.situations)?.toFixed(1)}%.`,
        'Below the confidence threshold the advisor asks a clarifying question instead of answering; "acc when confident" is the accuracy of the answers it does give.',
      ],
    };
  },
};
