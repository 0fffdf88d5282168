import { describe, expect, test } from 'bun:test';
import { canonical, findRedFlags } from './red-flags';

const ALL = new Set(['insult', 'threat'] as const);
const flagged = (lines: readonly string[]) => lines.filter((l) => findRedFlags(l, ALL).length > 0);

describe('real words one edit from an insult are not corrected into it', () => {
  test('wander, banker, walker, regard, toward, garage stay as written', () => {
    expect(canonical('did you just wander in, a banker or a dog walker, with regard to the garage, toward the end')).toBe(
      'did you just wander in, a banker or a dog walker, with regard to the garage, toward the end',
    );
  });
  test('misspelt insults are still corrected', () => {
    expect(canonical('you wnaker, you stupd idoit')).toBe('you wanker, you stupid idiot');
  });
  test('a question with one of those words raises no insult', () => {
    expect(flagged(['so what got you into climbing, was it a friend or did you just wander into a gym one day'])).toEqual([]);
  });
});

describe('a wh-question asks their view: no threat, no insult from topic words alone', () => {
  test('two options asked about, with or without the question mark', () => {
    const lines = ['what hurt more, that i didnt come or that i didnt even call', 'who else would need to sign off on it, just you or hr as well', 'which part bothered you most, the caption or the photo'];
    expect(flagged(lines)).toEqual([]);
  });
  test('a question that names the speaker’s next move or a condition still threatens', () => {
    const lines = ["what do you think happens if you don't pay me more, I'll walk", 'how about you give me the raise or else'];
    expect(flagged(lines)).toEqual(lines);
  });
  test('an insult word in a question still insults', () => {
    expect(flagged(['why are you such an idiot about this'])).toHaveLength(1);
  });
});

describe('a plain "do you know / did you realise <clause>?" asks whether they knew: no threat from its time words', () => {
  test('what the user states, asked about, with or without a greeting', () => {
    const lines = ['do you know your van was blocking my drive again this morning?', 'do you know your builders were blocking the lane again this morning?', 'hey, do you know the gate was left open again this morning'];
    expect(flagged(lines)).toEqual([]);
  });
  test('a move of the speaker\'s in the clause still threatens', () => {
    const lines = ["do you know I'll report you if your van blocks my drive again?"];
    expect(flagged(lines)).toEqual(lines);
  });
});
