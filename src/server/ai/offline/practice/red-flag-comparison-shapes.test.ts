import { describe, expect, test } from 'bun:test';
import { findRuleFlags, type RedFlagKind } from './red-flags';

/** The lines whose rule flags include `kind`. */
const flagged = (kind: RedFlagKind, lines: readonly string[]) => lines.filter((l) => findRuleFlags(l).some((f) => f.kind === kind));

describe('insult: a lesser being holding a tool, a former boss measured, a skill never seen, praise cut', () => {
  test('each shape is caught', () => {
    const lines = [
      'A kid with a crayon could have done better signage than this.',
      'My old boss had the brain cells of a houseplant.',
      "You've got all the charm of a wet sock.",
      "You park like someone who's never held a steering wheel.",
      "You're quite funny for a girl.",
    ];
    expect(flagged('insult', lines)).toEqual(lines);
  });
  test('the near lines are left alone', () => {
    const lines = [
      'My nephew with a crayon drew the best card I got this year.',
      'My old boss had the patience of a saint with me.',
      "You look like you've never been happier, it's lovely.",
      "You're so good for me, honestly.",
      "You're really nice for saying that.",
    ];
    expect(flagged('insult', lines)).toEqual([]);
  });
});

describe('pressure: their no refused as an answer, a yes ordered for later', () => {
  test('caught', () => {
    const lines = ["Sorry, that's not an answer I can accept.", "Sleep on it and tell me yes on Monday.", "I won't accept no for an answer this time."];
    expect(flagged('pressure', lines)).toEqual(lines);
  });
  test('an answer accepted, a yes reported, and "why not?" asked with leave are left alone', () => {
    const lines = ["That's an answer I can accept, thanks for being straight with me.", 'She told me yes last week, so the room is booked.', 'Can I ask why not? Either answer is fine.', "I'm curious why not, if you don't mind saying."];
    expect(flagged('pressure', lines)).toEqual([]);
  });
  test('a bare "why not?" after a no stays pressure', () => {
    expect(flagged('pressure', ['why not?? its one evening'])).toHaveLength(1);
  });
});

describe('lie: a pretence planned with "let me", a check others cannot make', () => {
  test('caught', () => {
    const lines = ['Let me pretend my train was cancelled, that covers it.', "They can't check whether I sent it on time anyway."];
    expect(flagged('lie', lines)).toEqual(lines);
  });
  test('the speaker admitting what they cannot prove, and a pretence owned as play, are left alone', () => {
    const lines = ["I can't prove the invoice went out on time, but here's my sent folder.", "We can't verify the date yet, so I'll ask the courier.", "Let's pretend we're tourists for the day!"];
    expect(flagged('lie', lines)).toEqual([]);
  });
});

describe('crude: undress talk and pictures of their body', () => {
  test('caught', () => {
    const lines = ["You'd look great with nothing on.", 'Got any underwear pics from that holiday?'];
    expect(flagged('crude', lines)).toEqual(lines);
  });
  test('clothes and pictures said plainly are left alone', () => {
    const lines = ['I turned up with nothing on the agenda and it was fine.', 'I bought new underwear and a swimsuit for the trip.', 'Send the holiday photos when you can!'];
    expect(flagged('crude', lines)).toEqual([]);
  });
});

describe('threat and guilt said sideways (red-flag-veiled.ts)', () => {
  test('someone who matters learning of it, a regret promised, feelings declared not to count', () => {
    expect(flagged('threat', ["It'd be a shame if the head office heard about this.", "you'll live to regret this"])).toHaveLength(2);
    expect(flagged('guilt', ['I guess my opinion doesnt matter then.', 'what i need never counts to you'])).toHaveLength(2);
  });
  test('they themselves learning, a misfortune with no one learning, a priority stated plainly', () => {
    expect(flagged('threat', ["It would be a shame if you heard it from someone else first.", 'It would be a pity if the rain ruined the barbecue.'])).toEqual([]);
    expect(flagged('guilt', ["My feelings don't matter much here, the kids come first."])).toEqual([]);
  });
});
