import { describe, expect, test } from 'bun:test';
import { findRedFlags, findRuleFlags } from './red-flags';

// Ordinary good lines of the shapes dev sets g17/g17b found read as red flags (docs/decisions.md
// "Ordinary lines: recourse, tokens owed, choices, idiom senses"), each with flags that share its
// words and must stay caught. None of these lines is in a labelled set.
const anyFlag = (text: string) => findRedFlags(text).map((f) => f.kind);
const ruleKinds = (text: string) => findRuleFlags(text).map((f) => f.kind);

describe('ordinary lines that share words with flags', () => {
  test('a calm consequence through the proper channel is a boundary, for the rules and the learned signal', () => {
    for (const text of [
      "If the leak isn't repaired by Thursday, I'll have to contact the council's housing team.",
      "If my refund hasn't arrived by the 10th I'll file a complaint with the ombudsman.",
      "If this keeps happening I'll raise it with HR, I'd rather we sorted it ourselves.",
      "If the broadband still doesn't work next week I'll cancel my contract.",
      // The fault reported to the body that deals with it (r21).
      "If the damp isn't treated by March I'll report it to the council.",
    ]) expect(anyFlag(text)).not.toContain('threat');
    for (const text of [
      // The condition is their compliance, the step goes public, or it is a raise's ultimatum.
      "If you don't sign my leave form I'll go to HR.",
      "If the leak isn't repaired by Thursday I'm going to the papers and the council.",
      "Approve the budget or I'll raise a formal complaint about you.",
      "If the raise isn't approved I'll start looking for another job.",
      "If the damp isn't treated I'll report you to the council and the papers.",
    ]) expect(anyFlag(text)).toContain('threat');
  });

  test('a treat owed is banter; their time or their yes owed stays pressure and guilt', () => {
    expect(ruleKinds('Ha, you owe me a coffee for fixing your laptop.')).toEqual([]);
    expect(ruleKinds('You owe me a dinner date after standing me up.')).toContain('guilt');
    expect(ruleKinds('You owe me one more chance.')).toContain('pressure');
  });

  test('options with the pick left to them, and a kindness as what follows their not coming, are no learned threat', () => {
    for (const text of [
      // Both were read as threats (P 0.78, 0.64) before the guards.
      'We can go to the pub or the cafe, your choice.',
      "Nan will be sad if you can't come, but we'll ring you at dinner.",
    ]) expect(anyFlag(text)).not.toContain('threat');
    expect(anyFlag("We can settle this quietly, or I can show your wife the texts. Your choice.")).toContain('threat');
  });

  test('idiom senses: a bad liar is honest, incredulity turned to joy is delight', () => {
    expect(ruleKinds("You're such a bad liar, your ears go red every time.")).not.toContain('insult');
    expect(ruleKinds('Are you serious?! Congratulations, that is huge!')).not.toContain('insult');
    expect(ruleKinds("You're a liar and everyone knows it.")).toContain('insult');
    expect(ruleKinds('Are you serious? The order is wrong again.')).toContain('insult');
  });

  test('the notice handed in, in either word order, is a threat under a condition; asked about, it is advice', () => {
    expect(ruleKinds("Sort my pay out or I'm handing my resignation in on Friday.")).toContain('threat');
    expect(ruleKinds('Should I hand in my notice before or after the bonus if I accept the new role?')).not.toContain('threat');
    expect(ruleKinds("I'm handing my notice in next week, the new job starts in May.")).not.toContain('threat');
  });

  test('a plain question opened by a greeting or a softener is still a plain question: no learned insult (r21)', () => {
    for (const text of [
      'hey, who is feeding the fish while you are at your sister\'s?',
      'Sorry, quick question, when does your shift finish on Friday?',
    ]) expect(anyFlag(text)).not.toContain('insult');
    expect(anyFlag('hey, why are you such a useless flatmate?')).toContain('insult');
  });
});
