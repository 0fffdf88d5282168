import { describe, expect, test } from 'bun:test';
import { canonical, findRedFlags, learnedReading } from './red-flags';

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

describe('a plain question offering alternatives asks them to pick: no learned threat or pressure', () => {
  const EVERY = new Set(['threat', 'pressure', 'insult', 'guilt', 'lie', 'crude'] as const);
  test('a yes/no or wh-question between options, with or without "?", is no red flag even where every kind is named', () => {
    for (const line of ['did u keep the receipt or the box', 'who else would need to sign off on it, just you or hr as well', 'Would Thursday or Friday suit you better for the call?']) {
      expect(learnedReading(line).kind).toBe('none');
      expect(findRedFlags(line, EVERY)).toEqual([]);
    }
  });
  test('"…or not?", a move of the speaker\'s and a re-ask after a "?" still count', () => {
    expect(learnedReading('so are you coming or not?').kind).toBe('pressure');
    expect(findRedFlags('are you going to pay me or do I call a lawyer?').map((f) => f.kind)).toContain('threat');
    expect(learnedReading('what about tomorrow then? or friday? saturday?').kind).not.toBe('none');
  });
});
