import { describe, expect, test } from 'bun:test';
import { extractFacts } from './facts';

/** Amounts, times, spans, counts, ages and channels said as people say them (f23, issue #21 point 3). */
const facts = (text: string) => extractFacts(text).map((f) => `${f.kind}:${f.text}`);
const texts = (text: string) => extractFacts(text).map((f) => f.text.toLowerCase());

describe('money as people say it (spoken-amounts.ts)', () => {
  test('a part of the sum paid back, a sign after the number, ranges, periods of pay, sums without a figure', () => {
    expect(facts('he paid back half of it and went quiet')).toContain('amount:half of it');
    expect(facts('Ma colocataire me doit 150 € depuis septembre')).toContain('amount:150 €');
    expect(facts('the market rate is more like 8 to 10k')).toContain('amount:8 to 10k');
    expect(facts('he borrowed two months rent off me')).toContain('amount:two months rent');
    expect(facts('she owes me a ton of money')).toContain('amount:a ton of money');
    expect(facts('can you cover the full amount for now')).toContain('amount:full amount');
    expect(facts('they charged me 50p for a bag')).toContain('amount:50p');
    expect(facts('we agreed to split it 60/40 but')).toContain('amount:60/40');
    expect(facts('my dad gave me a few hundred for books')).toContain('amount:a few hundred');
  });
  test('not money: a monthly salary named by its figure, a screen size, the same price, a few hundred people', () => {
    expect(facts('how do i budget on a 2000 a month salary')).not.toContain('amount:a month salary');
    expect(texts('the video is 1080p')).not.toContain('1080p');
    expect(facts('he wants it for the same price')).not.toContain('amount:same price');
    expect(facts('she invited a few hundred people')).not.toContain('amount:a few hundred');
  });
});

describe('times, spans and how often (time-words.ts, number-words.ts)', () => {
  test('ranges, rough spans and spans without their article', () => {
    expect(texts('it takes 2-3 weeks to hear back')).toContain('2-3 weeks');
    expect(texts('we have been together over a year now')).toContain('over a year now');
    expect(texts('she stopped replying couple weeks ago')).toContain('couple weeks ago');
    expect(texts('we have been arguing for the past few months')).toContain('the past few months');
    // "stay over 5 nights" is a visit, not an estimate.
    expect(texts('her boyfriend stayed over 5 nights last week')).not.toContain('over 5 nights');
  });
  test('a rough clock hour, a moment told from another, a date in digits, a time named by what it is since', () => {
    expect(texts('the party starts at 8ish')).toContain('8ish');
    expect(texts('my friends always turn up around 10')).toContain('around 10');
    expect(texts('she posted it the same night')).toContain('same night');
    expect(texts('the lease ends on 31/08 and')).toContain('31/08');
    expect(texts('i havent seen her since lockdown')).toContain('lockdown');
    // "since the breakup" stays the event it was; "the other night nurse" is a person, not a night.
    expect(facts('we have not talked since the breakup')).toContain('event:breakup');
    expect(texts('the other night nurse leaves me her charting')).not.toContain('other night');
    expect(texts('we split it 60/40')).not.toContain('60/40'.replace('/', '.'));
  });
  test('how often in five languages, Portuguese short weekdays, clock hours in number words, holidays in shorthand', () => {
    expect(texts('Meine Schwester will jeden Monat 200 Euro')).toContain('jeden monat');
    expect(texts('mon coloc invite des amis tous les soirs')).toContain('tous les soirs');
    expect(texts('Minha chefe marcou uma reunião para sexta às 18h')).toContain('para sexta');
    expect(texts('quero tentar pela segunda vez')).toEqual(expect.not.arrayContaining(['pela segunda']));
    expect(texts('me escribe a las diez de la noche')).toContain('las diez de la noche');
    expect(texts('on se voit à huit heures')).toContain('à huit heures');
    expect(texts('je vais à une fête')).not.toContain('à une');
    expect(texts('its xmas next week and mum is here for nye')).toEqual(expect.arrayContaining(['xmas', 'nye']));
  });
});

describe('counts, ages and channels (measures.ts, channels.ts)', () => {
  test('at least so many, the nth time, how many of a group, ages in forum form and by decade', () => {
    expect(facts('i sent him 10+ messages')).toContain('count:10+ messages');
    expect(texts('she asked me for the umpteenth time')).toContain('umpteenth time');
    expect(facts('there are 4 of us in the flat')).toContain('count:4 of us');
    expect(facts('just the two of us')).not.toContain('count:two of us');
    expect(facts('I (24F) have a crush on my coworker (29M)')).toEqual(expect.arrayContaining(['age:24', 'age:29']));
    expect(facts('my dad is in his 60s and')).toContain('age:60s');
  });
  test('a phone by its other names, a message left unanswered, a group on an app', () => {
    expect(facts('she keeps calling my personal mobile')).toContain('channel:personal mobile');
    expect(facts('he left me on seen again')).toContain('channel:left me on seen');
    expect(facts('the parents group on whatsapp is all drama')).toContain('channel:parents group');
    expect(texts('my mobile data ran out')).not.toContain('mobile');
  });
});

describe('words that look like quantities but are not (not-quantities.ts)', () => {
  test('a month used as a verb, a hundred percent as an intensifier, hyperbole, "every time" opening a clause', () => {
    expect(texts('i may have overreacted')).not.toContain('may');
    expect(texts('i want to march in there')).not.toContain('march');
    expect(texts('we are going in may')).toContain('may');
    expect(texts('the march invoice is late')).toContain('march');
    expect(texts('i am 100% sure she hates me')).not.toContain('100%');
    expect(texts('the rent went up by 100%')).toContain('100%');
    expect(texts('she said sorry a million times')).not.toContain('a million times');
    expect(texts('every time i bring it up he changes the subject')).not.toContain('every time');
  });
});
