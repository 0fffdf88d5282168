import { describe, expect, test } from 'bun:test';
import { extractFacts } from './facts';
import { bareObjects, nounPhrases } from './noun-phrases';

const things = (text: string) => nounPhrases(text).map((p) => p.text);
const items = (text: string) => extractFacts(text).filter((f) => f.kind === 'item').map((f) => f.text.toLowerCase());

describe('things named by grammar (noun-phrases.ts, a part-of-speech lexicon)', () => {
  test('a noun phrase after a determiner or possessive, with its describing words', () => {
    expect(things('the cute guy lent me a tennis ball for my puppy')).toContain('tennis ball');
    expect(things('she brings it back with an empty tank')).toEqual(['empty tank']);
    expect(things('my crush spotted me on the bench press yesterday')).toEqual(['bench press']);
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
  test('a base verb that is also a noun is a head only where the phrase plainly ends: "the grocery run", "a lift to"', () => {
    expect(things('whose turn it is to do the grocery run')).toEqual(['grocery run']);
    expect(things('she asked for a lift to the station')).toContain('lift');
    expect(things('a tenant keeps calling me about a dripping tap')).toEqual(['dripping tap']);
    expect(things('the kids run around and the parents complain')).toEqual([]);
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
  test('a thing with no determiner right after an inflected verb: "brought me soup", "spilled red wine"', () => {
    expect(bareObjects('she brought me soup when I was sick').map((p) => p.text)).toEqual(['soup']);
    expect(bareObjects('she spilled red wine on it').map((p) => p.text)).toEqual(['red wine']);
    expect(bareObjects('he keeps microwaving fish in the office').map((p) => p.text)).toEqual(['fish']);
  });
  test('not after a word that is no verb, nor a general noun, a person or a stock phrase', () => {
    expect(bareObjects('i want soup')).toEqual([]);
    expect(bareObjects('how do i quit without burning bridges')).toEqual([]);
    expect(bareObjects('she texted me back and then went home')).toEqual([]);
    expect(bareObjects('he asked me out, then called friends')).toEqual([]);
    expect(bareObjects('he pings me expecting instant replies')).toEqual([]);
  });
});

describe('numbers without a unit where they are a price (everyday-facts.ts)', () => {
  const amounts = (text: string) => extractFacts(text).filter((f) => f.kind === 'amount').map((f) => f.text);
  test('what something went for, a discount, a plural cost noun', () => {
    expect(amounts('my friend sold me her old laptop for 300 and it died')).toEqual(['300']);
    expect(amounts('the customer wants 200 off because of a scratch')).toEqual(['200']);
    expect(amounts('the flights are like 900 and i cannot afford it')).toEqual(['900']);
  });
  test('not a time, a duration or a count after "for"', () => {
    expect(amounts('i bought tickets for 2 people for 7pm')).toEqual([]);
    expect(amounts('she sold her car for 10 years of memories')).toEqual([]);
    expect(amounts('we paid for 30 minutes of parking')).toEqual([]);
  });
});

describe('compounds and newer nouns (noun-phrases.ts, lexicons/modern-nouns.ts)', () => {
  test('compounds: a verb-or-noun word before a noun modifies it; a noun before night or weekend names the occasion', () => {
    expect(things('we booked an escape room for her birthday')).toContain('escape room');
    expect(things('he waits for me at the bus stop.')).toContain('bus stop');
    expect(things('they never invite me to the quiz night anymore')).toContain('quiz night');
    expect(things('my cousin skipped the cottage weekend')).toContain('cottage weekend');
    // A describing word or a plain one before a time word is still only time.
    expect(things('it was a long night and the next weekend too')).toEqual([]);
  });
  test('everyday nouns newer than the lexicon (lexicons/modern-nouns.ts)', () => {
    expect(things('she changed the netflix password again')).toContain('netflix password');
    expect(things('he sits on his playstation all night')).toContain('playstation');
    expect(things('someone took my charger from the desk')).toContain('charger');
  });
});

describe('possessors and participles inside a noun phrase (noun-phrases.ts)', () => {
  test("the thing after a possessor: \"my grandma's ring\", \"our late grandads farm\", \"my cousins wedding\"", () => {
    expect(things("he pawned my grandma's ring")).toEqual(['ring']);
    expect(things('at our late grandads farm')).toEqual(['farm']);
    expect(things('my cousins wedding in june')).toEqual(['wedding']);
    expect(things("Sarah’s car is in my spot")).toContain('car');
  });
  test("a pronoun's 's is no possessor, and a plural subject's verb is no thing", () => {
    expect(things("it's late and that's fine, she's got a car")).toEqual(['car']);
    expect(things('my sisters ring me every day')).toEqual([]);
    expect(things('my roommates smoke on the balcony')).toEqual(['balcony']);
    expect(things('my friends think it is fine')).toEqual([]);
    expect(extractFacts("meine Kollegin lässt ihren Abwasch immer für mich stehen und tut so, als wäre nichts, wie sag ich's ihr").map((f) => f.text)).not.toContain('ihr');
  });
  test('a participle before a noun describes it, never after one', () => {
    expect(things('the landlord will replace the broken oven')).toEqual(['broken oven']);
    expect(things('it came back with a cracked lens')).toEqual(['cracked lens']);
    expect(things('her bio says she has a cat named Pickles')).not.toContain('cat named Pickles');
  });
});
