import type { RedFlagLine } from './red-flag-lines';

/** Builders for the red-flag sets: `t('ask', 'line', …)` is the lines of one kind said in one goal's practice. */
const of =
  (kind: RedFlagLine['kind']) =>
  (goal: RedFlagLine['goal'], ...texts: string[]): RedFlagLine[] =>
    texts.map((text) => ({ text, kind, goal }));

export const t = of('threat');
export const i = of('insult');
export const p = of('pressure');
export const g = of('guilt');
export const l = of('lie');
export const c = of('crude');
