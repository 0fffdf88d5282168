import { describe, expect, test } from 'bun:test';
import { extractFacts } from './facts';
import { otherLanguageThings } from './other-language-things';

const facts = (text: string) => extractFacts(text).map((f) => `${f.kind}:${f.text}`);

describe('numbers as people type them (measures.ts)', () => {
  test('a unit glued to the number or shortened is a duration or a size', () => {
    expect(facts('we dated for 3yrs and he still wont commit')).toContain('duration:3yrs');
    expect(facts('she kept me waiting 45 mins outside')).toContain('duration:45 mins');
    expect(facts('his profile said 6ft2 but he is not')).toContain('count:6ft2');
    expect(facts('i ran 12km with my sister and she sulked')).toContain('count:12km');
  });
  test('a thing with its number, and a school year written in the plural', () => {
    expect(facts('the designer is already on round 5 of the menu')).toContain('item:round 5');
    expect(facts('the other year 6s keep leaving him out')).toContain('place:year 6');
  });
  test('a bare number with no unit after it is not a size or a duration', () => {
    expect(facts('we had 3 fights about it').some((f) => f.startsWith('count:3 f') && f.includes('ft'))).toBe(false);
    expect(facts('i have 2 minds about it').filter((f) => f.startsWith('duration'))).toEqual([]);
  });
  test('short phrases that say how a thing was given or told are said as written', () => {
    expect(facts('she told me in confidence that she is leaving')).toContain('item:in confidence');
    expect(facts('he did the whole garden for free, now what')).toContain('item:for free');
    // "free haircuts" is the thing; "for free" is not cut out of it.
    expect(facts('she keeps asking me for free haircuts').some((f) => f.endsWith('for free'))).toBe(false);
  });
});

describe('times and spans in Spanish, French, German, Italian and Portuguese', () => {
  test('a span with a number word, not an age', () => {
    expect(facts('Não falo com a minha irmã há cinco semanas')).toContain('duration:há cinco semanas');
    expect(facts('Il mio capo mi ignora da tre mesi')).toContain('duration:da tre mesi');
    expect(facts('Wir streiten seit acht Tagen').some((f) => f.includes('acht Tagen'))).toBe(true);
    expect(facts('mi hija de 9 años no quiere ir').filter((f) => f.startsWith('duration'))).toEqual([]);
    expect(facts("j'ai 30 ans et ma mère décide tout").filter((f) => f.startsWith('duration'))).toEqual([]);
  });
  test('the nth time, clock times and every weekday', () => {
    expect(facts('Mi novio llegó tarde por tercera vez')).toContain('duration:tercera vez');
    expect(facts('La réunion est à 9h30 demain')).toContain('time:9h30');
    expect(facts('Der Termin ist um 14 Uhr')).toContain('time:14 Uhr');
    expect(facts('Mi vecino pone música todos los sábados')).toContain('time:todos los sábados');
    expect(facts('Il mio amico ha annullato la cena di venerdì scorso')).toContain('time:venerdì scorso');
  });
});

describe('things in the other languages by grammar position (other-language-things.ts)', () => {
  const things = (text: string) => otherLanguageThings(text).map((t) => t.text);
  test('the word after a possessive or an article-only determiner, with a "de" complement', () => {
    expect(things('Mi hermana rompió mi portátil y no quiere pagarlo')).toContain('portátil');
    expect(things('Ma coloc a pris mon chargeur et elle ne le rend pas')).toContain('chargeur');
    expect(things('O meu chefe mudou o meu horário de trabalho')).toContain('horário de trabalho');
    expect(things('Mio fratello ha graffiato il mio motorino')).toContain('motorino');
  });
  test('German nouns are capitalised: a capital after a determiner is a thing', () => {
    expect(things('Mein Bruder hat mein Fahrrad kaputt gemacht')).toContain('Fahrrad');
  });
  test('people, time and general words are not things; pronoun-like articles are not read', () => {
    expect(things('Mi primo y mi jefe no se hablan desde hace un año')).toEqual([]);
    expect(things('ya no hablo con mis amigos y los extraño')).toEqual([]);
    expect(things('I asked my friend about the trip')).toEqual([]);
  });
});

describe('precision: people written without the apostrophe are not things', () => {
  test('"her sons coach", "my nephews birthday" name no owned thing', () => {
    const items = (text: string) => extractFacts(text).filter((f) => f.kind === 'item').map((f) => f.text);
    expect(items('her sons coach benched him again')).not.toContain('sons');
    expect(items('i missed my nephews party')).not.toContain('nephews');
    expect(items('she keeps borrowing my jumpers')).toContain('jumpers');
  });
});

describe('places after a verb of going in Spanish, Portuguese and Italian', () => {
  test('"vou para Porto", "vado a Roma" name a place', () => {
    expect(facts('No verão vou para Porto com a minha namorada')).toContain('place:Porto');
    expect(facts('Sabato vado a Roma con mia sorella, è il suo compleanno')).toContain('place:Roma');
  });
});
