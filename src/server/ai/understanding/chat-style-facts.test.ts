import { describe, expect, test } from 'bun:test';
import { extractFacts } from './facts';

const facts = (text: string) => extractFacts(text).map((f) => `${f.kind}:${f.text}`);

describe('facts as typed in chat (chat-style-facts.ts, f25)', () => {
  test('"@" before a clock hour is "at"; an @handle is not a time', () => {
    expect(facts('drinks @ 6 with the team')).toContain('time:@ 6');
    expect(facts('drinks fri @ 6 with the team')).toContain('time:fri @ 6');
    expect(facts('gym @7pm then home')).toContain('time:@7pm');
    expect(facts('she tagged @sam99 in the photo').some((f) => f.startsWith('time:'))).toBe(false);
  });
  test('a short day that is also a word counts beside a clock time or after free/busy/off', () => {
    expect(facts('the call moved to 9am wed')).toContain('time:9am wed');
    expect(facts('are you free sun, my mum is visiting')).toContain('time:sun');
    expect(facts('he cant make it sat and wont say why')).toContain('time:sat');
    expect(facts('the cat sat on my laptop').some((f) => f.startsWith('time:'))).toBe(false);
    expect(facts('we sat at 3 different tables')).not.toContain('time:sat at 3');
  });
  test('"nite" after a day or "every" is night; "5 hundred" is money; a number set against an amount is money', () => {
    expect(facts('she goes out every nite and wakes the baby')).toContain('time:every nite');
    expect(facts('he wants 3 hundred for the bike')).toContain('amount:3 hundred');
    expect(facts('the room is $700 a month not 550 like he said')).toContain('amount:550');
    expect(facts('we have 5 hundred followers').some((f) => f.startsWith('amount:'))).toBe(false);
  });
  test('what money went on, shorthand visits, and where a trip goes in another language', () => {
    expect(facts('she spent 400 quid on a handbag and says we are broke')).toContain('item:handbag');
    expect(facts('vet appt thurs and my flatmate has the car')).toContain('event:vet appt');
    expect(facts('my nan is in hosp again')).toContain('place:hosp');
    expect(facts('il viaggio a Napoli è saltato')).toContain('place:Napoli');
  });
  test('chats named by their own name, by who is in them, or by a channel hashtag', () => {
    expect(facts('she left the "Book Club Besties" whatsapp group without a word')).toContain('channel:Book Club Besties');
    expect(facts('my aunt started drama in the family chat again')).toContain('channel:family chat');
    expect(facts('the class whatsapp group is all gossip')).toContain('channel:class whatsapp group');
    expect(facts('he posted my bug in the #dev-team channel')).toContain('channel:#dev-team channel');
    expect(facts('so tired #mondays').some((f) => f.startsWith('channel:'))).toBe(false);
  });
  test('objects that are the fact: space asked for, a day off, a parking spot, staying late, a promotion', () => {
    expect(facts('my sister says she needs some space from me')).toContain('item:space');
    expect(facts('my manager called me on my day off')).toContain('item:day off');
    expect(facts('someone keeps taking my parking spot')).toContain('place:parking spot');
    expect(facts('i had to stay late again for the audit')).toContain('time:stay late');
    expect(facts('she got promoted to shift manager over me')).toContain('job:shift manager');
  });
});
