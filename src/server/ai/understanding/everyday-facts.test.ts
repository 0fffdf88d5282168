import { describe, expect, test } from 'bun:test';
import { extractFacts, withoutUnicodeFlag } from './facts';
import { extractPeople } from './people';
import type { FactKind } from './types';

/** Issue #21 point 3, session 17: everyday forms of facts by word class and grammar position (everyday-facts.ts). */
const facts = (text: string) => extractFacts(text).map((f) => `${f.kind}:${f.text.toLowerCase()}`);
const has = (text: string, kind: FactKind, value: string) => expect(facts(text)).toContain(`${kind}:${value}`);
const lacks = (text: string, value: string) => expect(facts(text).map((f) => f.split(':').slice(1).join(':'))).not.toContain(value);
const none = (text: string, kind: FactKind) => expect(facts(text).filter((f) => f.startsWith(`${kind}:`))).toEqual([]);
const mentions = (text: string) => extractPeople(text).map((p) => p.mention.toLowerCase());

describe('clock times and calendar dates', () => {
  test('a clock time in words or with a dot after a time preposition', () => {
    has('my shift ends at half ten', 'time', 'half ten');
    has('pick-up is by quarter past six', 'time', 'quarter past six');
    has("I'll be there at 7.30 at the latest", 'time', '7.30');
    has('we said lunch at noon', 'time', 'noon');
    expect(facts('i need an answer by tomorrow at 5.30pm')).toEqual(['time:tomorrow', 'time:5.30pm']);
  });
  test('a price with a dot or "half" a thing is not a time', () => {
    none('the coffee was about 2.50 and she made me pay', 'time');
    none('she ate half the cake', 'time');
  });
  test('a day of a month in the ways people write it', () => {
    has('the wedding is on June 14th', 'time', 'june 14th');
    has('we move on the 3rd of May', 'time', '3rd of may');
    has('my appraisal is due by 3/12', 'time', '3/12');
    has('rent is due on the 1st', 'time', '1st');
  });
  test('"on the 3rd attempt" and "50/50" are not dates', () => {
    lacks('she passed on the 3rd attempt', '3rd');
    none('we split it 50/50', 'time');
  });
  test('days told from another, holidays, payday', () => {
    has('I have an exam the next morning', 'time', 'next morning');
    has('the party is the weekend after next', 'time', 'weekend after next');
    has('our flight is on Boxing Day', 'time', 'boxing day');
    has('he says he will pay me back next payday', 'time', 'next payday');
  });
});

describe('money, ages and occasions', () => {
  test('money slang and a bare sum after "pay back" or before "of"', () => {
    has('she charged me a tenner for petrol', 'amount', 'a tenner');
    has('my dad wants me to pay back the 2,400 he lent me', 'amount', '2,400');
    has('Dana only sent 120 of what she owes', 'amount', '120');
  });
  test('a spelled sum is one amount, not its first half', () => {
    lacks('she owes me like four hundred and fifty bucks', 'like four hundred');
    has('she owes me like four hundred and fifty bucks', 'amount', 'four hundred and fifty bucks');
  });
  test('an age after "I was", "turns", or any word for a person; not a measure', () => {
    has('he was awful to me when I was 19', 'age', '19');
    has('grandma turns 90 next week', 'age', '90');
    has('my stepson is 14 and hates me', 'age', '14');
    none('I was 20 minutes late', 'age');
    none('my rent is 900 and rising', 'age');
    none('he is 6 foot and loud', 'age');
  });
  test('life, work and school occasions, and occasions in other languages', () => {
    has('she planned her gender reveal on my birthday', 'event', 'gender reveal');
    has('the team offsite is next week', 'event', 'offsite');
    has('we fight about moving in together', 'event', 'moving in');
    has('mi hermano no vino a las vacaciones', 'event', 'vacaciones');
    has('mi amigo me debe 500 euros desde el verano', 'time', 'verano');
  });
  test('a birthday named by its number after whose it is; a date or an attempt is not one', () => {
    has('mom wants us to make up for her 60th', 'event', '60th');
    has("we're planning Dad's 50th", 'event', '50th');
    none('the 23rd of May suits me', 'event');
    none('I passed on my 3rd attempt', 'event');
  });
});

describe('counts of things', () => {
  test('a number with the plural it counts, in digits or words, with its article', () => {
    has('My fiancé wants a big wedding with 200 guests', 'count', '200 guests');
    has('i have two kids and three jobs', 'count', 'two kids');
    has('she has 1,200 followers and thinks she is famous', 'count', '1,200 followers');
    has('I sent a dozen messages and nothing', 'count', 'a dozen messages');
    has('only 5 people came to my party', 'count', '5 people');
  });
  test('a unit, money, an age or a word ending in -ss/-us/-is is not a count', () => {
    none('we were 3 weeks late', 'count');
    none('he owes me 50 bucks', 'count');
    none('my two year old son', 'count');
    none('she pays 200 less than me', 'count');
    none('après six mois de silence', 'count');
  });
});

describe('things handled, places and people', () => {
  test('the object of a verb of handling after a possessive, with its head noun', () => {
    has('my neighbour borrowed my lawnmower in April', 'item', 'lawnmower');
    has('my sister took my leather jacket to a festival', 'item', 'leather jacket');
    has('he uses my shampoo without asking', 'item', 'shampoo');
  });
  test('never a person, a feeling, an adverb or a function word', () => {
    none("i don't want to lose her completely", 'item');
    none('she took my side and then my sister', 'item');
    none('he lost his temper again', 'item');
    none('she uses my words against me', 'item');
  });
  test('public places; a possessive home is left to the card, not said as "at the home"', () => {
    has('she wants a courthouse thing', 'place', 'courthouse');
    has('she dropped me at the station', 'place', 'station');
    lacks('I work from home two days a week', 'home');
  });
  test('a capitalised word after "moved to" or "a trip to" is a place, not a person', () => {
    expect(mentions('she moved to Manchester for a job')).toEqual(['she']);
    expect(mentions('we had a fight on the trip to Lisbon')).toEqual([]);
    expect(mentions('I talked to Sam about it')).toContain('sam');
    expect(mentions('Ma copine veut partir en Italie')).toEqual(['ma copine']);
  });
  test('"shes", "my lead", "my mil", "my 7yo", partner words in other languages; not "our date" or "dos mil"', () => {
    expect(mentions('shes padding the bill')).toEqual(['she']);
    expect(mentions('my lead hinted it will be mixed')).toContain('my lead');
    expect(mentions('my mil is staying for three weeks')).toContain('my mil');
    expect(mentions('My 7yo refuses to go to school')).toContain('my 7yo');
    expect(mentions('Minha mãe não gostou do meu namorado')).toContain('meu namorado');
    expect(mentions('she cancelled our date again')).toEqual(['she']);
    expect(mentions('me debe dos mil euros')).toEqual([]);
    expect(mentions('she wants to take the lead on it')).toEqual(['she']);
  });
});

describe('rules run without the unicode flag', () => {
  test('the same matches, with \\p{L} as a class inside and outside brackets', () => {
    const re = /(?<![\p{L}])(?:verano|été)(?![\p{L}])|\bto\s(\p{L}+)/giu;
    const fast = withoutUnicodeFlag(re);
    expect(fast.flags).toBe('gi');
    for (const text of ['el verano', 'veranos', "l'été dernier", 'moved to Zürich', 'went to Москва']) {
      expect([...text.matchAll(fast)].map((m) => m[0])).toEqual([...text.matchAll(re)].map((m) => m[0]));
    }
    expect(withoutUnicodeFlag(/\p{Lu}\w+/gu)).toEqual(/\p{Lu}\w+/gu);
  });
});
