import { describe, expect, test } from 'bun:test';
import { threatensConditionally } from './red-flag-conditional';
import { asksAfterThem, asksForSomeoneCapable, judgesThem } from './red-flag-evaluative';
import { persistsUntilYes } from './red-flag-persistence';
import { retractsClaim } from './red-flag-retraction';
import { mocksThem } from './red-flag-sarcasm';
import { billsSacrifice } from './red-flag-sacrifice';
import { readLine } from './moves';
import { canonical, findRedFlags, findRuleFlags } from './red-flags';

/** Each general mechanism of issue 23's p23f round, read on canonical text: what it catches and what it must leave alone. */
const reads = (check: (s: string) => boolean, lines: readonly string[]) => lines.filter((l) => check(canonical(l)));

describe('insult as a negative evaluative predicate (AFINN-165)', () => {
  test('a negative judgement said of them, their thing, or as a vocative', () => {
    const lines = ["You're being selfish.", 'you are so incredibly arrogant', 'Your attitude is disgusting.', 'you absolute disgrace', 'Are you this careless with everyone?'];
    expect(reads(judgesThem, lines)).toEqual(lines);
  });
  test('feelings, misfortune, disagreement, negation, denial, conditions, fondness and mild feedback are left alone', () => {
    const lines = [
      'You seem really stressed, can I help?', 'You must be exhausted after that shift.', 'Are you okay? You look tired.', 'You are wrong about the date.',
      "You're not useless at all.", "I don't think you're lazy.", "If you're unhappy, tell me.", "You're ridiculous and that's why I like hanging out with you.",
      'Your report is confusing in places.', 'your knee is bad again?', "You're crazy talented.",
    ];
    expect(reads(judgesThem, lines)).toEqual([]);
  });
});

describe('concern for the listener makes how they look a worry, not an insult', () => {
  const kindsOf = (line: string) => findRuleFlags(line).map((f) => f.kind);
  test('a bad look or state with a question about their wellbeing, in the same sentence or the next', () => {
    const lines = [
      'You look awful, are you okay?', 'You look awful. Did something happen?', 'You look terrible — is everything alright?',
      'You seem awful today, are you ok?', 'You sound dreadful, how are you feeling?', "Honestly you look horrible, what's up?",
    ];
    for (const line of lines) expect(asksAfterThem(canonical(line))).toBe(true);
    expect(lines.filter((l) => kindsOf(l).includes('insult'))).toEqual([]);
    // Nor does the line reading of a practice (phrase lists, learned signal) make it one.
    expect(lines.filter((l) => readLine(l).moves.has('insult') || findRedFlags(l).length > 0)).toEqual([]);
  });
  test('without the concern, with a verdict beside it, or with concern words used as a jab, it stays an insult', () => {
    const lines = [
      'You look awful.', 'You look awful and your idea is stupid, are you okay?', "You're pathetic, are you okay?",
      'You look pathetic, are you okay in the head?', "You look awful, what's wrong with you?", 'You look like an idiot, are you okay?',
    ];
    for (const line of ['You look pathetic, are you okay in the head?', "You look awful, what's wrong with you?", 'You look ridiculous, are you okay with that?']) {
      expect(asksAfterThem(canonical(line))).toBe(false);
    }
    expect(lines.filter((l) => !kindsOf(l).includes('insult'))).toEqual([]);
  });
});

describe('sarcasm: praise turned by a failure of theirs', () => {
  test('the failure praised, said of them, or marked as a pattern', () => {
    const lines = ['Superb job losing the contract.', 'Oh fantastic, you lost the keys.', 'Terrific, the order is late again.', 'Thanks so much for nothing.'];
    expect(reads(mocksThem, lines)).toEqual(lines);
  });
  test('real praise beside a failure, a fix or a recovery, concessions, and praise with no failure are left alone', () => {
    const lines = [
      'Great recovery after the server crashed.', 'Well done for not losing your temper.', 'Nice work fixing what broke last week.', 'Amazing, you found the missing file!',
      "Fine, ignore me if you're busy.", 'Brilliant work, as always.', 'Great to see you, sorry I was late.', 'Lovely to see you again.',
    ];
    expect(reads(mocksThem, lines)).toEqual([]);
  });
});

describe('insult as competence denied by asking for someone else', () => {
  test('someone with a brain, someone competent, someone who can count', () => {
    const lines = ['Is there anyone at that desk with a working brain?', 'Does anybody competent work there at all?', 'Can you put someone on who can count?'];
    expect(reads(asksForSomeoneCapable, lines)).toEqual(lines);
  });
  test('asking for help from someone with a skill', () => {
    const lines = ['Is there anyone here who can help me with the form?', 'Is there someone who can read Polish? The letter is in Polish.', 'Could you find someone competent in Excel to show me the macros?', 'Is there anyone in the team with a clue about the new printer?'];
    expect(reads(asksForSomeoneCapable, lines)).toEqual([]);
  });
});

describe('threat as a condition on them with a harmful consequence', () => {
  test('an audience told, payment or presence withdrawn, exclusion, exposure, a polite veil', () => {
    const lines = [
      'Either the fence is fixed by Friday or the council hears all about it.',
      'Failing a full refund, our next conversation will be through trading standards.',
      "Pay the deposit back or I stop paying the last month's rent.",
      "Skip one more practice and you're off the team.",
      "I'd hate for my notes on this project to reach the board before we agree.",
      'It would be a shame if the client learned who really wrote it.',
    ];
    expect(reads(threatensConditionally, lines)).toEqual(lines);
  });
  test('consent, benign consequences, options weighed and questions are left alone', () => {
    const lines = [
      "If you can't do the swap, no worries, I'll ask Priya.",
      'Keep practising and everyone will hear the difference.',
      "If you're not sure, everyone knows the way.",
      'Should we write to the council or speak to a solicitor?',
      'Either Tuesday or Thursday works for me.',
      "I'd hate for you to feel rushed, so take the weekend.",
    ];
    expect(reads(threatensConditionally, lines)).toEqual([]);
  });
});

describe('guilt as a sacrifice billed', () => {
  test("the speaker's service set against their failing", () => {
    const lines = [
      'I sat with your mum every Sunday and you couldn’t even ring her at Christmas.',
      'I covered your shifts all summer, so the least you could do is swap this one.',
      'I turned down the promotion to help you, and now you’re complaining about my hours?',
    ];
    expect(reads(billsSacrifice, lines)).toEqual(lines);
  });
  test('either half alone, kindness that spares them, a laugh', () => {
    const lines = [
      "I covered some of your shifts and I'm glad it helped.",
      "I stayed late so you didn't have to, honestly it was fine.",
      "I waited for an hour and you couldn't have known the train was late.",
      "You couldn't reply? No problem at all.",
    ];
    expect(reads(billsSacrifice, lines)).toEqual([]);
  });
});

describe('pressure as persistence until they yield', () => {
  test('the wait ends in their yes, or the no is declared void', () => {
    const lines = [
      "I'm staying on the line until you find me a slot.",
      "I'll keep emailing until someone approves it.",
      "We're not leaving without an answer.",
      "You said no, and I'm still not taking it.",
    ];
    expect(reads(persistsUntilYes, lines)).toEqual(lines);
  });
  test('waiting that leaves the answer to them', () => {
    const lines = ["I'll wait here until you're ready, no rush.", "I'm staying at Mum's until you get back from Leeds.", 'Think again about the colour? The blue might be nicer.'];
    expect(reads(persistsUntilYes, lines)).toEqual([]);
  });
});

describe('lie given away by its own retraction', () => {
  test('a claim taken back or shown unchecked in the same line', () => {
    const lines = [
      "I've got a masters from Oxford — well, a weekend course there, same thing really.",
      'The scratch was there already, check the photos. Which I never took.',
      'My manager already approved it (she hasn’t, but she will).',
      "I speak Italian, and nobody's going to test it anyway.",
    ];
    expect(reads(retractsClaim, lines)).toEqual(lines);
  });
  test('hedges and honest corrections are left alone', () => {
    const lines = ["It's sort of a team lead role, I'd say.", "I'll be there by six — well, half six, the trains are slow.", "It's the same thing really, whichever date you pick.", 'Close enough, the blue works.'];
    expect(reads(retractsClaim, lines)).toEqual([]);
  });
});

test('the mechanisms raise rule flags of their kind through findRuleFlags', () => {
  expect(findRuleFlags('Sort out the damp or the council gets the photos.').map((f) => f.kind)).toContain('threat');
  expect(findRuleFlags("You're being selfish.").map((f) => f.kind)).toContain('insult');
});
