/**
 * Cross-validation only, for choosing among model or feature variants: k-fold situation-type and
 * category accuracy, the largest confusions, and the clarifying question's coverage. Unlike
 * `bun run bench understanding` it never reads the held-out sets (tests/corpora/understanding-holdout*),
 * which must not steer a choice. `bun scripts/cv-understanding.ts [--errors] [--folds 10]` (--errors lists every
 * misread message; --folds sets k, 5 by default).
 */
import { SITUATION_TYPES } from '../src/server/ai/understanding/catalog';
import { categoryOf, crossValidation } from '../src/server/ai/understanding/cross-validate';
import { CONFIDENT, understand, useClassifier } from '../src/server/ai/understanding/understand';
import { needsClarifying } from '../src/server/ai/offline/situation-section';

const showErrors = process.argv.includes('--errors');
const k = Number(process.argv[process.argv.indexOf('--folds') + 1]) || 5;
let n = 0;
let typeOk = 0;
let categoryOk = 0;
let asked = 0;
let askedRight = 0;
let answeredRight = 0;
const confusions = new Map<string, number>();
const errors: string[] = [];
for (const { model, heldOut } of crossValidation(k)) {
  useClassifier(model);
  for (const e of heldOut) {
    const u = understand(e.text);
    const expected = e.type === 'none' ? null : e.type;
    n++;
    if (u.type === expected) typeOk++;
    if (categoryOf(u.type) === categoryOf(expected)) categoryOk++;
    const ask = expected !== null && needsClarifying(u, CONFIDENT);
    if (ask) {
      asked++;
      if (u.alternatives.map((a) => a.type).filter((t) => SITUATION_TYPES[t]).slice(0, 3).includes(expected)) askedRight++;
    } else if (u.type === expected) answeredRight++;
    if (u.type !== expected) {
      const pair = `${e.type} → ${u.type ?? 'none'}`;
      confusions.set(pair, (confusions.get(pair) ?? 0) + 1);
      errors.push(`[${pair} ${u.confidence}${ask ? ', asked' : ''}] ${e.text}`);
    }
  }
}
useClassifier(null);
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(2)}%`;
console.log(`${n} utterances: type ${pct(typeOk, n)}, category ${pct(categoryOk, n)}`);
console.log(`clarifying question: asked for ${asked}, right type among its choices ${pct(askedRight, asked)}; answered right or asked with the right choice ${pct(answeredRight + askedRight, n)}`);
console.log('largest confusions (expected → read):');
for (const [pair, count] of [...confusions].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${count} ${pair}`);
if (showErrors) console.log(errors.sort().join('\n'));
