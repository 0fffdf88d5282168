import { describe, expect, test } from 'bun:test';
import { extractFacts } from './facts';
import { extractPeople } from './people';
import type { FactKind } from './types';

/** The facts of `text` as "kind:text" strings, lower-cased, for compact assertions. */
const facts = (text: string) => extractFacts(text).map((f) => `${f.kind}:${f.text.toLowerCase()}`);
const has = (text: string, kind: FactKind, value: string) => expect(facts(text)).toContain(`${kind}:${value}`);
const mentions = (text: string) => extractPeople(text).map((p) => p.mention);

describe('facts: amounts', () => {
  test('a bare number after a money verb is an amount; a count or a duration is not', () => {
    has('my neighbour owes me 1,500 for the fence and keeps avoiding me', 'amount', '1,500');
    has('I lent Ravi 75 last month', 'amount', '75');
    expect(facts('she sent me 3 messages and paid 20 minutes late').filter((f) => f.startsWith('amount'))).toEqual([]);
  });
  test('more currencies and an even split', () => {
    has('me debe 400 pesos', 'amount', '400 pesos');
    has('we agreed to split the bills 50/50', 'amount', '50/50');
  });
});

describe('facts: dates, times and durations', () => {
  test('weekdays, months and holidays in other languages', () => {
    has('nos vemos el viernes', 'time', 'viernes');
    has('il a oublié mon anniversaire en janvier', 'time', 'janvier');
    has('wir streiten uns jedes Jahr an Weihnachten', 'time', 'weihnachten');
    has('quiero dejar el trabajo el mes que viene', 'time', 'el mes que viene');
  });
  test('shifts and school terms', () => {
    has('my roommate blasts music and I have night shifts', 'time', 'night shifts');
    has('can we meet before the end of term', 'time', 'end of term');
  });
  test('whole spans, ordinals and "every single"', () => {
    has('my cousin wants to stay a whole week', 'duration', 'whole week');
    has('he is late with rent for the second month in a row', 'duration', 'second month in a row');
    has('she leaves her dishes every single time', 'time', 'every single time');
    has('my brother ignored me for days', 'duration', 'days');
  });
});

describe('facts: ages are not durations', () => {
  test('"my 9 year old" and "he\'s 13" are ages', () => {
    expect(facts('how do I talk to my 9 year old about the move')).toContain('age:9 year old');
    expect(facts('how do I talk to my 9 year old about the move').some((f) => f.startsWith('duration'))).toBe(false);
    has("my nephew keeps lying and he's 13", 'age', '13');
    expect(facts("she's 5 minutes late").some((f) => f.startsWith('age'))).toBe(false);
  });
});

describe('facts: events, places, channels, items', () => {
  test('events in other languages and school moments', () => {
    has('mi hermana no vino a mi boda', 'event', 'boda');
    has('je suis stressée pour la fête de samedi', 'event', 'fête');
    has('can I catch the teacher at pickup', 'event', 'pickup');
  });
  test('a meeting with someone is an event; meeting someone is not', () => {
    has('I need to set up a meeting with her dad', 'event', 'meeting');
    expect(facts('I am meeting her dad on Friday')).not.toContain('event:meeting');
  });
  test('rooms, a school year and places in other languages', () => {
    has('he leaves his shoes all over the living room', 'place', 'living room');
    has('my son is in year 5', 'place', 'year 5');
    has('she teaches 2nd grade', 'place', '2nd grade');
    has('mi compañero nunca limpia la cocina', 'place', 'cocina');
  });
  test('channels: Twitter, eBay, a newsletter, FaceTime as a verb, the team channel', () => {
    has('a troll on twitter', 'channel', 'twitter');
    has('a buyer on eBay wants a refund', 'channel', 'ebay');
    has('I will put it in the newsletter', 'channel', 'newsletter');
    has('she facetimes him every night', 'channel', 'facetimes');
    has('he posted it in the team channel', 'channel', 'team channel');
  });
  test('what was posted keeps its describing word, without swallowing the channel', () => {
    has('someone was rude under my wedding photo', 'item', 'wedding photo');
    const f = facts('hate comments on my first youtube video');
    expect(f).toContain('item:hate comments');
    expect(f).toContain('item:first video');
    expect(f).toContain('channel:youtube');
    has('a 1 star review', 'item', '1 star');
  });
  test('courses and languages named in another language', () => {
    has('he paid for my nursing course', 'item', 'nursing course');
    has('tengo una entrevista en inglés', 'language', 'inglés');
    has('je dois lui répondre en allemand', 'language', 'allemand');
  });
  test('a school subject only where it is one', () => {
    has('he is falling behind in reading', 'item', 'reading');
    expect(facts('my sister keeps reading my diary')).not.toContain('item:reading');
  });
  test('"will" the verb is not an item', () => {
    expect(facts('I will ask her tomorrow')).not.toContain('item:will');
  });
});

describe('people: relations as the user says them', () => {
  test('the words between "my" and the relation stay in the mention, a function word ends it', () => {
    expect(mentions('my older sister took my jacket')).toContain('my older sister');
    expect(mentions('the PE teacher shouted at him')).toContain('the PE teacher');
    expect(mentions('my 12 year old daughter is quiet')).toContain('my 12 year old daughter');
    expect(mentions('my sister talks about her at family dinners')).not.toContain('her at family');
  });
  test('a title and the name after it are one person, named with the title', () => {
    expect(extractPeople("I need to talk to Mr Okafor about my son's grades").map((p) => p.name)).toEqual(['Mr Okafor', null]);
    expect(extractPeople('Mrs. Patel keeps giving my daughter detention').map((p) => p.name)).toContain('Mrs Patel');
    expect(extractPeople('Coach said I should stretch more').map((p) => p.name)).not.toContain('Coach said');
  });
  test('an age in place of a relation is a child', () => {
    expect(extractPeople('my 7 year old cries at night')).toContainEqual({ role: 'child', name: null, mention: 'my 7 year old' });
  });
  test('family words used as names, sentence-initial siblings and bare plurals', () => {
    expect(extractPeople('mom says I am overreacting').map((p) => p.role)).toContain('mom');
    expect(mentions('little brother broke my phone')).toContain('little brother');
    expect(extractPeople('we have to reject 12 applicants').map((p) => p.role)).toContain('applicants');
  });
  test('step-family, strangers online, new colleagues, other languages', () => {
    expect(extractPeople('my stepdad reads my texts').map((p) => p.role)).toContain('stepdad');
    expect(extractPeople('a troll keeps replying to me').map((p) => p.role)).toContain('troll');
    expect(extractPeople('the new hire ignores me').map((p) => p.role)).toContain('new hire');
    expect(extractPeople('mi compañera de piso no paga').map((p) => p.role)).toContain('compañera de piso');
    expect(extractPeople('ma mère lit mes messages').map((p) => p.role)).toContain('mère');
  });
});

describe('facts and people at work, with clients and in hiring (round 13)', () => {
  test('the job hired for, after "hiring a" or before "candidate"', () => {
    has("I'm hiring a part-time cashier for the weekends", 'job', 'part-time cashier');
    has('what should I ask a nanny candidate about emergencies', 'job', 'nanny');
    expect(facts('I need a break').some((f) => f.startsWith('job'))).toBe(false);
  });
  test('work products and workplaces; "café" ends at a Unicode word boundary', () => {
    has('she presented my pitch deck to the board', 'item', 'pitch deck');
    has('he put me on a performance plan', 'item', 'performance plan');
    has('we only talk in the break room', 'place', 'break room');
    has('I quit my café job', 'place', 'café');
    expect(facts('I have to leave early')).not.toContain('item:leave');
    expect(facts('do you store my messages')).not.toContain('place:store');
    expect(facts('he has a secret bank account')).not.toContain('place:bank');
  });
  test('clock hours after "till" or "from", amounts wanted back, ages after "is"', () => {
    has('the dog barks from 8 till 6', 'time', '8');
    expect(facts('after 3 dates he vanished').some((f) => f.startsWith('time'))).toBe(false);
    has('she wants all 140 back', 'amount', '140');
    has('they offered 62 and I want more', 'amount', '62');
    has('my daughter is 16 and has a boyfriend', 'age', '16');
    has('mi hijo de 12 años no quiere ir', 'age', '12');
    has('my coworker messages me all evening', 'time', 'all evening');
  });
  test('a noun before the relation stays in the mention; owners, staff and the public are people', () => {
    expect(mentions('been crushing on my gym buddy for months')).toContain('my gym buddy');
    expect(mentions('how do I tell the restaurant owner I am leaving')).toContain('the restaurant owner');
    expect(extractPeople('she complains in front of customers').map((p) => p.role)).toContain('customers');
    expect(extractPeople('in a couple of weeks').map((p) => p.role)).not.toContain('couple');
    expect(extractPeople('Tomas called me selfish').map((p) => p.name)).toContain('Tomas');
  });
  test('a date or a crush that is an event or a feeling is not a person', () => {
    expect(extractPeople('what do I text after our first date').map((p) => p.role)).not.toContain('date');
    expect(extractPeople('can I negotiate my start date').map((p) => p.role)).not.toContain('date');
    expect(extractPeople('my date cancelled an hour before').map((p) => p.role)).toContain('date');
    expect(mentions('I have a huge crush on my tutor')).toEqual(['my tutor']);
    expect(mentions('what do I say to my crush on whatsapp')).toContain('my crush');
  });
});

describe('facts and people named by general rules (round 14)', () => {
  test('a bare number beside what it pays for is an amount; a year or a count is not', () => {
    has('they want to cut me from 52k to 47k', 'amount', '52k');
    has('the letting agency is sitting on my 950 deposit', 'amount', '950');
    has('the taxi was 38 and she never chipped in', 'amount', '38');
    has('the gym fee goes up 15 a month in spring', 'amount', '15 a month');
    has('she says i owe her 120 more for the flights', 'amount', '120');
    expect(facts('i earn 2000 a month').some((f) => f === 'time:2000')).toBe(false);
    expect(facts('we need 20 more minutes').some((f) => f.startsWith('amount'))).toBe(false);
  });
  test('years, quarters, recurring occasions and spans ago', () => {
    has('we fell out back in 2019 over a wedding', 'time', '2019');
    has('my lead said my promotion is a Q2 thing', 'time', 'q2');
    has('my uncle lectures me at every family lunch', 'time', 'every family lunch');
    has('she stopped answering a month ago', 'duration', 'a month ago');
    has('il ne me répond plus depuis trois semaines', 'duration', 'depuis trois semaines');
    has('nach dem Streit schweigt er seit Wochen', 'duration', 'seit wochen');
  });
  test('a drink as a plan, not as a habit', () => {
    has('can i ask the new guy from climbing for a pint', 'event', 'pint');
    expect(facts("i don't drink and hate bars").some((f) => f === 'event:drink')).toBe(false);
  });
  test('places written in lower case, only where a place fits', () => {
    has('my sister moved to lisbon and never calls', 'place', 'lisbon');
    has('he got transferred to the dublin office', 'place', 'dublin');
    has('she is moving to swansea next month', 'place', 'swansea');
    has('since i moved cities nobody invites me', 'place', 'moved cities');
    expect(facts('i need to talk to Jordan about the rota').some((f) => f.startsWith('place'))).toBe(false);
    expect(facts('she moved to a new school').some((f) => f === 'place:a')).toBe(false);
  });
  test('things owned in the plural are items, said after the rest', () => {
    const found = facts('my coworker keeps rewording my reports before the rent talk');
    expect(found).toContain('item:reports');
    expect(found.indexOf('item:reports')).toBeGreaterThan(found.indexOf('item:rent'));
    expect(facts('my parents keep calling').some((f) => f === 'item:parents')).toBe(false);
  });
  test('trades and professions are people; one role described twice is two people', () => {
    expect(mentions('the estate agent keeps ignoring my emails')).toContain('the estate agent');
    expect(mentions("i'm a nurse and the ward nurse in charge keeps dumping patients on me")).toEqual(expect.arrayContaining(['a nurse', 'the ward nurse']));
    expect(mentions('night manager keeps swapping my shifts')).toContain('night manager');
    expect(mentions('first team meeting is on monday')).not.toContain('first team');
  });
});
