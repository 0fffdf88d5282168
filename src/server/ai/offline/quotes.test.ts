import { describe, expect, test } from 'bun:test';
import { findQuotes, receivedMessage, withoutQuotes } from './quotes';
import { classifyQuote, detectIntents } from './signals';

describe('quoted messages', () => {
  test('finds a single-quoted reply and attributes it to them', () => {
    const got = receivedMessage("My crush replied 'haha maybe' to my invite, what now?");
    expect(got).toMatchObject({ text: 'haha maybe', speaker: 'them' });
  });

  test('apostrophes inside words are not quotes', () => {
    expect(findQuotes("I don't know if she's into me, it's been weeks")).toEqual([]);
  });

  test('curly and double quotes work; my own words are told apart from theirs', () => {
    const text = 'I asked \u201cwant to get coffee Saturday?\u201d and she said \u201cI\u2019m busy this week\u201d';
    const quotes = findQuotes(text);
    expect(quotes.map((q) => [q.text, q.speaker])).toEqual([
      ['want to get coffee Saturday?', 'me'],
      ["I'm busy this week", 'them'],
    ]);
    expect(receivedMessage(text)?.text).toBe("I'm busy this week");
  });

  test('a draft the user is considering is theirs, not the other person\u2019s', () => {
    expect(findQuotes('Should I say "I miss you" to her?')[0]?.speaker).toBe('me');
  });

  test('an unattributed quote in a question is still the message to work with', () => {
    expect(receivedMessage('What does "k" mean after I sent a long message?')?.text).toBe('k');
  });

  test('reported speech without quote marks', () => {
    expect(receivedMessage('She replied haha maybe to my invite')?.text).toBe('haha maybe');
    expect(receivedMessage('He texted me: see you around, I guess. What now?')?.text).toBe('see you around, I guess');
    expect(receivedMessage('He replies fast and asks me questions')).toBeNull();
  });

  test('quoted words are blanked for intent detection', () => {
    const text = 'She said "sorry, I\u2019m busy" when I asked her out';
    expect(withoutQuotes(text)).not.toContain('sorry');
    expect(detectIntents(withoutQuotes(text)).has('apology')).toBe(false);
    expect(detectIntents(withoutQuotes(text)).has('invited')).toBe(true);
  });
});

describe('classifyQuote', () => {
  const cases: [string, ReturnType<typeof classifyQuote>][] = [
    ['haha maybe', 'noncommittal'],
    ["we'll see", 'noncommittal'],
    ['k', 'dry'],
    ['lol', 'dry'],
    ['Yes! I would love to', 'positive'],
    ['No thanks, I am seeing someone', 'decline'],
    ['No worries!', 'neutral'],
    ["Sorry I'm swamped this week", 'busy'],
    ['Whatever. You always do this', 'upset'],
    ['What are you up to this weekend?', 'question'],
    ['I had a great time tonight 😊', 'warm'],
    ['I went to the market today', 'neutral'],
  ];
  for (const [quote, tone] of cases) test(`${quote} → ${tone}`, () => expect(classifyQuote(quote)).toBe(tone));
});

describe('detectIntents', () => {
  test('invited vs ask-out', () => {
    expect([...detectIntents('I asked her out last week')]).toContain('invited');
    expect(detectIntents('I asked her out last week').has('ask-out')).toBe(false);
    expect([...detectIntents('How do I ask him out?')]).toContain('ask-out');
  });
  test('no reply, apology, support', () => {
    expect(detectIntents('He left me on read for two days').has('no-reply')).toBe(true);
    expect(detectIntents('I messed up and want to apologize').has('apology')).toBe(true);
    expect(detectIntents('My friend is going through a hard time after being laid off').has('support')).toBe(true);
  });
});
