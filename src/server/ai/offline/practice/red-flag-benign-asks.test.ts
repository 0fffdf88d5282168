import { describe, expect, test } from 'bun:test';
import { asksTheirWish, eitherOfUs, onlyOwnYes, ranksThemAbove } from './red-flag-benign-asks';
import { canonical } from './red-flag-canonical';
import { findRedFlags, findRuleFlags } from './red-flags';
import { RED_FLAG_KINDS, type RedFlagKind } from './red-flags';

// Fair asks, feelings and offers the learned signal or a rule read as flags (dev set g23 and the
// shapes it shares with r20/r22; docs/decisions.md "Their wish, who comes out ahead, whose yes").
// None of these lines is in a labelled set; each shape has flags beside it that must stay caught.
const EVERY_KIND: ReadonlySet<RedFlagKind> = new Set(RED_FLAG_KINDS);
const kindsNamed = (text: string) => findRedFlags(text, EVERY_KIND).map((f) => f.kind);

describe('a question of their wish', () => {
  test('asks, with a candour word or a lead-in', () => {
    for (const s of [
      'be honest, do you even want to sort this out',
      'random question but do you like curry or are you more of a burger person',
      'honestly, do you actually want the promotion or are you just being polite?',
      'is this a job you really want?',
      'would you rather stay in tonight?',
    ]) expect(asksTheirWish(canonical(s))).toBe(true);
  });
  test('not a mock reward, a jab with a fault named, nor what others would learn of them', () => {
    for (const s of [
      'you tidied one shelf. do you want a medal?',
      'do you even want this job or are you just lazy?',
      'do you really want the whole team to hear about the expenses?',
      'you want to keep your job, right',
    ]) expect(asksTheirWish(canonical(s))).toBe(false);
  });
  test('is no learned insult where the practice names insults', () => {
    // The model alone reads both as insults (0.72, 0.86 over the named threshold 0.58).
    for (const text of ['be honest, do you even want to sort this out', 'honestly, do you actually want the promotion or are you just being polite?'])
      expect(kindsNamed(text)).not.toContain('insult');
  });
});

describe('them ranked above, either of us, the speaker’s own yes', () => {
  test('their thing above the speaker’s own, or someone else’s below theirs', () => {
    for (const s of ['fine, your garden is nicer than mine', "you're way better at maps than me", 'the old cleaner did a worse job than you', 'you handled that call better than anyone on the team'])
      expect(ranksThemAbove(canonical(s))).toBe(true);
    for (const s of ['your dog is smarter than you', 'my nan could do better than this', 'a toddler would make a neater job than you', 'the old cleaner did a worse job than you and she was useless'])
      expect(ranksThemAbove(canonical(s))).toBe(false);
  });
  test('is no insult, for the rules or the learned signal; thanks for a deed is none either', () => {
    expect(findRuleFlags('the old cleaner did a worse job than you, thanks for sorting it').map((f) => f.kind)).not.toContain('insult');
    // The model alone reads these as insults (0.68, 0.77).
    for (const text of ['You ran that meeting better than anyone I have seen this year.', "thanks for sorting the keys, you're a star"])
      expect(kindsNamed(text)).not.toContain('insult');
    expect(findRuleFlags('the old cleaner did a worse job than you and she was useless too').map((f) => f.kind)).toContain('insult');
  });
  test('an offer with their doing it as the other side', () => {
    expect(eitherOfUs(canonical('do you want me to ring the school about the trip or will you?'))).toBe(true);
    expect(eitherOfUs(canonical('do you really want me to tell the board whose fault it was, or will you?'))).toBe(false);
    expect(eitherOfUs(canonical('shall i tell your wife what you did or will you?'))).toBe(false);
  });
  test('the only yes named is the speaker’s', () => {
    expect(onlyOwnYes(canonical("i'd want a bit more in writing before i say yes"))).toBe(true);
    for (const s of ['i need you to say yes', 'put me through to someone who can say yes', "i'll text u till u say yes"])
      expect(onlyOwnYes(canonical(s))).toBe(false);
    expect(findRuleFlags("honestly I'd want a better rate to say yes").map((f) => f.kind)).not.toContain('pressure');
    for (const text of ['just say yes', 'I really need you to say yes today', 'Then put me through to someone who can say yes.'])
      expect(findRuleFlags(text).map((f) => f.kind)).toContain('pressure');
  });
});

describe('a feeling of the speaker’s is no harm done', () => {
  test('"I\'m hurt you…" is a feeling; "I\'ll hurt you" stays a threat', () => {
    for (const text of ["I'm really hurt you didn't call me back", "I was hurt you forgot, but it's ok"]) expect(findRuleFlags(text).map((f) => f.kind)).not.toContain('threat');
    for (const text of ["I'm going to hurt you", "I'll hurt you if you touch my car again"]) expect(findRuleFlags(text).map((f) => f.kind)).toContain('threat');
  });
});
