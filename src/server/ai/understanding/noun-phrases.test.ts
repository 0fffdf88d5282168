import { describe, expect, test } from 'bun:test';
import { extractFacts } from './facts';
import { nounPhrases } from './noun-phrases';

const things = (text: string) => nounPhrases(text).map((p) => p.text);
const items = (text: string) => extractFacts(text).filter((f) => f.kind === 'item').map((f) => f.text.toLowerCase());

describe('things named by grammar (noun-phrases.ts, a part-of-speech lexicon)', () => {
  test('a noun phrase after a determiner or possessive, with its describing words', () => {
    expect(things('the cute guy lent me a tennis ball for my puppy')).toContain('tennis ball');
    expect(things('she brings it back with an empty tank')).toEqual(['empty tank']);
    expect(things('she spilled wine on a white sofa cushion')).toEqual(['white sofa cushion']);
  });
  test('plain describing words are left out: "the same wheel", "her old laptop"', () => {
    expect(things('we keep sharing the same wheel')).toEqual(['wheel']);
    expect(things('she sold me her old laptop for 300')).toEqual(['laptop']);
  });
  test('never a person, a general or abstract noun, a stretch of time or a stock phrase', () => {
    expect(things('my mum works late and my brother rings her')).toEqual([]);
    expect(things('the whole thing is a lot, to be honest, for the point of it')).toEqual([]);
    expect(things('it happened three times in a row last week, the weekend before')).toEqual([]);
    expect(things('how do I break the ice without losing my temper or my confidence')).toEqual([]);
    expect(things('her kindness and the friendship')).toEqual([]);
  });
  test('a comma ends the phrase, and a run past three words is not read', () => {
    expect(things('we went to the river, boat trips were cancelled')).toEqual(['river']);
    expect(things('the sales team quarterly budget review slides')).toEqual([]);
  });
  test('extractFacts says them as items, after the ruled facts, and not where a ruled fact names the words', () => {
    const facts = extractFacts('my friend borrowed my camera for her trip to Iceland and dropped it in a river');
    expect(facts.map((f) => f.text)).toEqual(['camera', 'trip', 'Iceland', 'river']);
    expect(items('my roommate leaves pans in the sink and the whole kitchen smells')).not.toContain('kitchen');
  });
});
