import { describe, expect, test } from 'bun:test';
import { clauseFacts } from './clause-facts';
import { conjuncts } from './conjuncts';
import { extractFacts } from './facts';
import { knownPlaces } from './places';
import { roleThings } from './role-things';

const facts = (text: string) => extractFacts(text).map((f) => `${f.kind}:${f.text}`);
const listed = (text: string, things: string[]) => conjuncts(text, things).map((p) => p.text);
const inClause = (text: string) => clauseFacts(text).map((f) => `${f.kind}:${f.text}`);
const byRole = (text: string) => roleThings(text).map((p) => p.text);

describe('the rest of a list a thing stands in (conjuncts.ts)', () => {
  test('conjuncts after a found thing, with a determiner or a describing word', () => {
    expect(listed('£900 on clothes and skincare, and she hid the parcels', ['clothes'])).toEqual(['skincare']);
    expect(listed('she loves pottery, sushi and anything outdoors, and our budget', ['pottery'])).toEqual(['sushi']); // "outdoors" is an adverb to the lexicon
    expect(listed('videos about the vaccine and 5G. He is 67', ['vaccine'])).toEqual(['5G']);
    expect(listed('my stapler, charger, mug. small thing', ['stapler'])).toEqual(['charger', 'mug']);
  });
  test('not a verb, a person, a pronoun, a contraction or a phrase that goes on', () => {
    expect(listed('I finished the report and left early', ['report'])).toEqual([]);
    expect(listed('i got a new job and need to tell my boss', ['new job'])).toEqual([]);
    expect(listed('about chores and his mum', ['chores'])).toEqual([]);
    expect(listed('the airbnb, thats $420', ['airbnb'])).toEqual([]);
    expect(listed("coffee and doesn't tell me", ['coffee'])).toEqual([]);
    expect(listed('the dishes and she never helps', ['dishes'])).toEqual([]);
  });
});

describe('facts said inside a clause about someone (clause-facts.ts)', () => {
  test('an age in a relative clause, in brackets or after a kin word written as a name', () => {
    expect(inClause('my manager gives the good accounts to the new guy who is 24. i am')).toEqual(['age:24']);
    expect(inClause('so my son (7) came home from school')).toEqual(['age:7']);
    expect(inClause('He says it was like that. Grandad is 88 and will not say')).toEqual(['age:88']);
    expect(inClause('the guy who is 24 hours late')).toEqual([]);
    expect(inClause('the meeting (2) is at noon')).toEqual([]);
  });
  test('a job as what someone is, with one describing word', () => {
    expect(inClause('Her dad is a retired vicar and her mum runs a bakery')).toEqual(['job:retired vicar']);
    expect(inClause('her profile says she is a marine biologist and')).toEqual(['job:marine biologist']);
    expect(inClause('she is a bit much')).toEqual([]);
  });
  test('a standing at work, a working day, a time due back, an institution one got into', () => {
    expect(inClause('I am on probation until April')).toEqual(['item:probation']);
    expect(inClause('i work 9 to 5 so we')).toEqual(['time:9 to 5']);
    expect(inClause('i work 8 to 10 hours a day')).toEqual([]);
    expect(inClause('he said he would be home by 8 for dinner')).toEqual(['time:8']);
    expect(inClause('we won by 8 points')).toEqual([]);
    expect(inClause('I got into Oxford and she did not')).toEqual(['place:Oxford']);
  });
});

describe('things named by their role (role-things.ts)', () => {
  test('what money is spent on, what a work is on, what something is free of', () => {
    expect(byRole('My wife keeps spending money on online shopping.')).toEqual(['online shopping']);
    expect(byRole('we got paired for a project on climate change last month')).toEqual(['climate change']);
    expect(byRole('his mom is gluten free and his dad')).toEqual(['gluten free']);
    expect(byRole('feel free to say no, it was stress free')).toEqual([]);
  });
  test('a possessor without its apostrophe after a preposition', () => {
    expect(byRole('he said he was at his friends house playing fortnite')).toEqual(['friends house']);
    expect(byRole('we spend the holidays at his parents house or mine')).toEqual(['parents house']);
    expect(byRole('at the shops today')).toEqual([]);
  });
  test('an acronym in a lower-case message; not emphasis, shorthand or a currency code', () => {
    expect(byRole('none of the support from her EHCP is in place')).toEqual(['EHCP']);
    expect(byRole('he NEVER helps and it is SO annoying lol')).toEqual([]);
    expect(byRole('OMG and TBH i am done, it cost CHF 800')).toEqual([]);
    expect(byRole('I AM SO DONE WITH HIM')).toEqual([]);
  });
});

describe('places and spans in long messages', () => {
  test('a place after a preposition that follows another ("visiting from lagos"), continents and nations', () => {
    expect(knownPlaces('my in laws are visiting from lagos for 6 weeks').map((p) => p.text)).toEqual(['lagos']);
    expect(knownPlaces('travelling in south america for a year, then wales').map((p) => p.text)).toEqual(['south america']);
    expect(knownPlaces('she has only been in the uk for 3 weeks').map((p) => p.text)).toEqual(['uk']);
  });
  test('a capitalised place after "the", a percent said as a word, another month, a budget', () => {
    expect(facts('a spa weekend in the Cotswolds last week')).toContain('place:Cotswolds');
    expect(facts('the deck went to the VP with my name')).not.toContain('place:VP');
    expect(facts('i pay 60 percent of the rent')).toContain('amount:60 percent');
    expect(facts('I cant fake it for another month.')).toContain('duration:another month');
    expect(facts('our budget is about 150. i was thinking')).toContain('amount:150');
  });
});

describe('a channel said as a verb, a bare noun after "with"', () => {
  test('"snapchatting", "whatsapped"; "replies with emojis", not "with anybody"', () => {
    expect(facts('we have been snapchatting every day for three weeks')).toContain('channel:snapchatting');
    expect(facts('we whatsapped all week')).toContain('channel:whatsapped');
    expect(facts('she only replied to my stories with emojis. should i')).toContain('item:emojis');
    expect(facts('nobody fell out with anybody, we just stopped talking')).not.toContain('item:anybody');
  });
});
