import { describe, expect, test } from 'bun:test';
import { extractFacts } from './facts';
import { extractPeople, isPersonWord } from './people';
import { restorePossessives } from './role-people';
import { occasionTypo, relationTypo } from './typo-words';

const facts = (text: string) => extractFacts(text).map((f) => `${f.kind}:${f.text}`);
const texts = (text: string) => extractFacts(text).map((f) => f.text.toLowerCase());
const mentions = (text: string) => extractPeople(text).map((p) => p.mention);

describe('romance, friendship and family facts (relationship-facts.ts, f27)', () => {
  test('what happened on an app, and the nights and games a group keeps', () => {
    expect(facts('he unmatched me right after i suggested drinks')).toContain('event:unmatched');
    expect(facts('he soft launched his new girlfriend on instagram')).toContain('event:soft launched');
    expect(texts('she left me on read since sunday')).toContain('left me on read');
    expect(texts('my best friends boyfriend sent me a follow request')).toContain('follow request');
    expect(texts('she keeps bringing him to our girls nights')).toContain('girls nights');
    expect(texts('one of the lads never pays for five a side')).toContain('five a side');
  });
  test('moments said by the event, and the things at stake', () => {
    expect(texts('she cancelled the morning of and said she was ill')).toContain('morning of');
    expect(texts('he comes over but never during the day')).toContain('during the day');
    expect(texts('i need the 23rd off but its our busiest week')).toContain('busiest week');
    expect(texts('a girl gave me her number on a post it')).toContain('number');
    expect(texts('its been 6 weeks and she still texts me goodnight')).toContain('goodnight');
    expect(texts('my friend asked me to be godmother to her baby')).toContain('godmother');
    expect(texts('he turned up with flowers after 8 months of no contact')).toEqual(expect.arrayContaining(['flowers', 'no contact']));
    expect(texts('they are both coming to my nans 80th')).toContain('80th');
  });
  test('an occasion the text says it was not is no fact; one that did not happen still is', () => {
    expect(texts('it wasnt a date, we just got coffee after yoga')).not.toContain('date');
    expect(texts('we never actually went on a date, we hooked up at a party')).not.toContain('date');
    expect(texts('i am not going to her wedding but i want to send a gift')).toContain('wedding');
  });
  test('a month in a list of months is a month; a school year is no span', () => {
    expect(texts('he didnt pay child support for march and april')).toContain('march');
    expect(texts('i want to march in there')).not.toContain('march');
    expect(texts('bullied on the bus by two year 8 boys')).not.toContain('two year');
  });
});

describe('words typed with one slip (typo-words.ts, f27)', () => {
  test('a relation or an occasion one edit away, which no lexicon knows', () => {
    expect(relationTypo('girlfreind')).toBe('girlfriend');
    expect(relationTypo('hubsand')).toBe('husband');
    expect(relationTypo('boyfrend')).toBe('boyfriend');
    expect(occasionTypo('weding')).toBe('wedding');
    expect(occasionTypo('valentimes')).toBe('valentines');
  });
  test('a real word, a short word or a name is never respelled', () => {
    for (const w of ['sitter', 'gather', 'rather', 'fiend', 'welding', 'sis', 'mum']) expect(relationTypo(w) ?? occasionTypo(w)).toBeNull();
    expect(relationTypo('frend')).toBe('friend');
    expect(isPersonWord('holiday')).toBe(false);
  });
  test('the user spelling is the mention, and no misspelt person is a thing', () => {
    expect(mentions('my girlfreind keeps checkin my phone')).toContain('my girlfreind');
    expect(extractPeople('my hubsand wants a motorbike')[0]?.role).toBe('husband');
    expect(texts('my hubsand wants to buy a motorbike')).not.toContain('hubsand');
    expect(texts('my bestfriend ghosted me after her weding in august')).toEqual(expect.arrayContaining(['weding', 'august']));
  });
});

describe('possessive chains without apostrophes (role-people.ts, f27)', () => {
  test('a two-word relation on either side, a home, an -es plural', () => {
    expect(restorePossessives('my best friends boyfriend sent me a request', isPersonWord)).toBe("my best friend's boyfriend sent me a request");
    expect(restorePossessives('my husbands best friend made a pass', isPersonWord)).toBe("my husband's best friend made a pass");
    expect(restorePossessives('he said he was at his nans', isPersonWord)).toBe("he said he was at his nan's");
    expect(restorePossessives('a tattoo of his exs name', isPersonWord)).toBe("a tattoo of his ex's name");
    expect(restorePossessives('i told it to her parents', isPersonWord)).toBe('i told it to her parents');
    expect(restorePossessives('how do i meet my new neighbours without being awkward', isPersonWord)).toBe('how do i meet my new neighbours without being awkward');
    expect(mentions('my ex boyfriends mum still texts me')).toContain("my ex boyfriend's mum");
  });
});
