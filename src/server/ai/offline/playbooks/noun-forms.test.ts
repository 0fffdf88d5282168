import { describe, expect, test } from 'bun:test';
import type { Fact } from '../../understanding/types';
import { fill } from './fill';
import { isPaidFor, isPlural, saidForm, sayBackForm } from './noun-forms';

const item = (text: string): Fact => ({ kind: 'item', text });
const card = (template: string, message: string, facts: Fact[]) => fill(template, { facts, name: null, message }).text;

describe('a noun fact keeps the determiner the user gave it', () => {
  test('the determiner is read from the message, over describing words and possessives', () => {
    expect(saidForm(item('ring'), 'my fiance lost the ring i gave her').det).toBe('the');
    expect(saidForm(item('bike'), 'he spent £300 on a new bike').det).toBe('a');
    expect(saidForm(item('guitar'), 'my ex still has my guitar').det).toBe('my');
    expect(saidForm(item('meeting'), 'in the Monday meeting').det).toBe('the');
    expect(saidForm(item('homework'), 'for forgetting homework again').det).toBe(null);
    expect(saidForm(item('wedding'), 'we met at Sarahs wedding in june')).toEqual({ det: 'other', word: 'Sarahs', name: false });
    expect(saidForm({ kind: 'place', text: 'Portugal' }, 'a holiday to Portugal').name).toBe(true);
    expect(saidForm(item('Rent'), 'Rent is due and she has not paid').name).toBe(false);
    expect(saidForm({ kind: 'place', text: 'Portugal' }, 'Portugal was her idea').name).toBe(true);
  });

  test('a card adds the article a bare slot lacks, and says the user\'s own thing as theirs', () => {
    expect(card('I know the fight about {item|this} got to you.', 'my fiance lost the ring i gave her', [item('ring')])).toBe('I know the fight about the ring got to you.');
    expect(card('Hi, about the {item|things}: could we sort it?', 'my ex still has my guitar', [item('guitar')])).toBe('Hi, about my guitar: could we sort it?');
    expect(card('comments about {item|that} really hurt', 'she keeps commenting on homework', [item('homework')])).toBe('comments about homework really hurt');
    // A relative clause after the noun keeps "the"; a demonstrative in the template stays alone.
    expect(card('Quick update on the {item|project} I led.', 'he took credit for my slides', [item('slides')])).toBe('Quick update on the slides I led.');
    expect(card("I'm holding you to that {event|date}", 'our second date got cancelled', [{ kind: 'event', text: 'second date' }])).toBe("I'm holding you to that second date");
  });

  test('a place the user calls theirs is the shared place; an event keeps the template\'s "the"', () => {
    expect(card('Are you coming to the {place|study group}?', 'a guy at my gym', [{ kind: 'place', text: 'gym' }])).toBe('Are you coming to the gym?');
    expect(card("I'd like to take you to the {event|show}.", 'we have my date on thursday', [{ kind: 'event', text: 'date' }])).toBe("I'd like to take you to the date.");
    expect(card('Take you to the {event~venue|new café}?', 'a girl in my book club', [{ kind: 'place', text: 'book club' }])).toBe('Take you to the new café?');
  });

  test('a plan never offers an event the user placed in the past', () => {
    const wedding: Fact = { kind: 'event', text: 'wedding' };
    expect(card('Take you to the {event~venue|new café}?', 'we met at Sarahs wedding in june', [wedding])).toBe('Take you to the new café?');
    expect(card('A spare ticket for the {event~ahead|show}?', 'we had a falling out at the wedding last weekend', [wedding])).toBe('A spare ticket for the show?');
    expect(card('A spare ticket for the {event~ahead|show}?', 'i want to ask her to the wedding in june', [wedding])).toBe('A spare ticket for the wedding?');
    const june: Fact = { kind: 'time', text: 'june' };
    expect(card('Coffee {when|this weekend}?', 'we met at Sarahs wedding in june', [june])).toBe('Coffee this weekend?');
    expect(card('Coffee {when|this weekend}?', 'we met last year and she wants to meet again in june', [june])).toBe('Coffee in June?');
  });

  test('a bare name takes no article; a name said with "the" keeps it', () => {
    expect(card('Your half of the {item|rent} was due.', 'Electricity bill is overdue again.', [item('Electricity bill')])).toBe('Your half of the electricity bill was due.');
    expect(card('See you at the {place|office}!', 'meet me in Lisbon', [{ kind: 'place', text: 'Lisbon' }])).toBe('See you at Lisbon!');
    expect(card('See you at {place|class}!', 'meet at the Red Lion', [{ kind: 'place', text: 'Red Lion' }])).toBe('See you at the Red Lion!');
  });

  test('an amount with its own article replaces the template\'s: "send back a grand", never "the a grand"', () => {
    expect(card('Could you send back the {amount|money}?', 'I lent my cousin a grand', [{ kind: 'amount', text: 'a grand' }])).toBe('Could you send back a grand?');
  });

  test('a plural agrees with its verb; a day of the month after a preposition is "the 3rd"', () => {
    expect(isPlural('headphones')).toBe(true);
    expect(isPlural('glass')).toBe(false);
    expect(card('Your half of the {item|rent} was due.', 'she never paid for the bills', [item('bills')])).toBe('Your half of the bills were due.');
    expect(card('I need it by {time|Friday}.', 'the report is due by the 3rd', [{ kind: 'time', text: '3rd' }])).toBe('I need it by the 3rd.');
  });

  test('a slot typed ~paid takes only a thing paid for, else its general wording', () => {
    const amount: Fact = { kind: 'amount', text: '£120' };
    expect(isPaidFor(item('electricity bill'), 'my flatmate owes me £120 for the electricity bill', [amount])).toBe(true);
    expect(isPaidFor(item('repair'), 'he wont pay for the repair', [])).toBe(true);
    expect(isPaidFor(item('car'), 'she borrowed my car and returned it with a dent', [])).toBe(false);
    expect(isPaidFor(item('utilities'), 'she venmo requested me $1.5k for "utilities"', [])).toBe(true);
    expect(isPaidFor(item('water bill'), 'roomie says she will transfer the water bill money', [])).toBe(true);
    expect(card("I can't keep covering the {item~paid|rent}.", 'roommate borrowed my charger', [item('charger')])).toBe("I can't keep covering the rent.");
  });

  test('said back to the user: "my" becomes "your", a third person\'s stays, "a" becomes "the"', () => {
    expect(sayBackForm('guitar', saidForm(item('guitar'), 'my ex has my guitar'))).toBe('your guitar');
    expect(sayBackForm('dog', saidForm(item('dog'), 'my friend just lost her dog'))).toBe('her dog');
    expect(sayBackForm('party', saidForm(item('party'), 'late for her daughters party'))).toBe("her daughter's party");
    expect(sayBackForm('dent', saidForm(item('dent'), 'returned it with a dent'))).toBe('the dent');
  });
});
