import { describe, expect, test } from 'bun:test';
import { readLine } from './moves';
import { findRedFlags, findRuleFlags } from './red-flags';

/**
 * The classes of false alarm inside practices (issue 23, p23f3), each guard both ways: the innocent
 * sense is left alone, the red flag that shares its words is still read.
 */
const FLAG_MOVES = ['threat', 'insult', 'pressure', 'guilt', 'lie', 'crude'] as const;
const flagsRead = (line: string) => FLAG_MOVES.filter((m) => readLine(line).moves.has(m));
const ruleKinds = (line: string) => findRuleFlags(line).map((f) => f.kind);

describe('pressure, guilt and threats are read by shape, not by the old phrase lists', () => {
  test('invitations, offers and denials that share the phrases read no red flag', () => {
    for (const line of ['Come on in, the door is open!', 'Why not try the Thai place? It is close to you.', 'You owe me nothing, I just wanted to say thanks.', "I'll quit the choir for a term, my exams come first.", "I'll tell everyone at the book club about your bakery, it's great!"]) {
      expect(flagsRead(line)).toEqual([]);
    }
  });
  test('the same phrases said as pressure, guilt or a threat are still read', () => {
    expect(flagsRead('Come on, just say yes already.')).toContain('pressure');
    expect(flagsRead('After everything I did for you, you owe me this.')).toContain('guilt');
    expect(flagsRead("Give me the raise or I'll quit.")).toContain('threat');
    expect(flagsRead("Fix it or I'll tell everyone what you did.")).toContain('threat');
  });
});

describe('insult words from the list need someone else as their target', () => {
  test('said of oneself or one’s own, or as a tease, they are no insult', () => {
    for (const line of ["haha I'm such an idiot, I locked my keys in the car again", 'My brother is such a clown, he made everyone laugh.', 'haha you weirdo, who puts ketchup on pasta']) {
      expect(flagsRead(line)).not.toContain('insult');
    }
  });
  test('aimed at them, or teasing with contempt, they are', () => {
    expect(flagsRead("You're such an idiot, you forgot my birthday.")).toContain('insult');
    expect(flagsRead("I think you're such an idiot.")).toContain('insult');
    expect(flagsRead('lol you are pathetic')).toContain('insult');
  });
});

describe('retorts are orders opening a sentence', () => {
  test('sympathy that shares the words is left alone', () => {
    expect(flagsRead("That sounds terrible, I'm sorry you had to deal with it.")).toEqual([]);
  });
  test('the retort is an insult', () => {
    expect(ruleKinds('Deal with it.')).toContain('insult');
    expect(ruleKinds('Whatever. Get over it, nobody else complains.')).toContain('insult');
  });
});

describe('a pair of alternatives is no condition', () => {
  test('"good or bad" closing the clause sets no condition', () => {
    expect(ruleKinds("I'll write a fair review after the stay, good or bad.")).toEqual([]);
    expect(ruleKinds("I'll report it to the manager sooner or later.")).toEqual([]);
  });
  test('"or" before a consequence, "or else" and "or what" still do', () => {
    expect(ruleKinds('Pay me more or I quit.')).toContain('threat');
    expect(ruleKinds("I'll leave a bad review, or else refund me.")).toContain('threat');
    expect(ruleKinds("I'm quitting or what?")).toContain('threat');
  });
});

describe('requests and occasions', () => {
  test('a request put as a question and an outfit for an event are no red flag', () => {
    expect(ruleKinds('Could you answer me by Friday? I need to book the tickets.')).toEqual([]);
    expect(ruleKinds('What are you wearing to the party? I need ideas.')).toEqual([]);
  });
  test('the demand and the bare question still are', () => {
    expect(ruleKinds('Answer me! Why are you ignoring me?')).toContain('pressure');
    expect(ruleKinds('what are you wearing right now 😏')).toContain('crude');
  });
});

describe('a threat read by the learned signal is dropped where the line asks consent', () => {
  test('consent asked: no threat', () => {
    expect(findRedFlags("I'll announce the move to the team myself, if that's okay with you.", new Set(['threat'])).map((f) => f.kind)).not.toContain('threat');
  });
  test('no consent asked: the rules still read it', () => {
    expect(findRedFlags("If you don't fix this, I'll tell everyone what you did.", new Set(['threat'])).map((f) => f.kind)).toContain('threat');
  });
});

describe('a planned truth is no learned lie', () => {
  const lieKinds = (line: string) => findRedFlags(line, new Set(['lie'])).map((f) => f.kind);
  test('telling the truth or coming clean reads no lie', () => {
    expect(lieKinds("I'll tell the client the truth about the missed shipment, it should come from me.")).not.toContain('lie');
    expect(lieKinds("I'm going to come clean about the broken vase before she finds it.")).not.toContain('lie');
  });
  test('a truth taken back, or a lie beside it, still does', () => {
    expect(lieKinds("I'll tell them the truth, that I was ill (I wasn't).")).toContain('lie');
    expect(lieKinds("I'll say I was stuck in traffic, they'll never check.")).toContain('lie');
  });
});

describe('offers and open answers that share pressure and threat words', () => {
  test('a favour insisted on, a no left open and consent asked read nothing', () => {
    expect(ruleKinds('I insist on driving you home, it is on my way.')).toEqual([]);
    expect(ruleKinds('Pick whichever suits you, I am fine either way.')).toEqual([]);
    expect(ruleKinds("I'll post the photos on the group chat if you're okay with that.")).toEqual([]);
  });
  test('insisting on an answer, a demand and an unasked condition still do', () => {
    expect(ruleKinds('I insist, you are coming with me tonight.')).toContain('pressure');
    expect(ruleKinds('I insist on an answer before you leave.')).toContain('pressure');
    expect(ruleKinds("I'll post the photos everywhere if you don't apologise.")).toContain('threat');
  });
});
