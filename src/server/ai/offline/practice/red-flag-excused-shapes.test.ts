import { describe, expect, test } from 'bun:test';
import { learnedKindExcused } from './red-flag-learned-guards';
import { canonical } from './red-flags';

// Shapes the learned signal's reading gives way to (red-flag-learned-guards.ts). Fresh lines.
const excused = (text: string, kind: 'threat' | 'guilt' = 'threat') => learnedKindExcused(kind, canonical(text));

describe('a renounced act of escalation', () => {
  test('is no learned threat when nothing brings it back', () => {
    expect(excused("I'd never report you to the council over a hedge, I just wanted to talk")).toBe(true);
    expect(excused("I wouldn't dream of telling your boss, it's between us")).toBe(true);
    expect(excused("I'm not going to complain to the agency, honestly")).toBe(true);
  });

  test('stays a threat under a condition, for now, or when it is not renounced', () => {
    expect(excused("I wouldn't tell your boss unless you make me")).toBe(false);
    expect(excused("I'm not going to report you yet")).toBe(false);
    expect(excused("I'll report you to the council over that hedge")).toBe(false);
  });
});
