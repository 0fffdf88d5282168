import { describe, expect, test } from 'bun:test';
import { withoutReported } from './red-flag-reported';
import { findRedFlags, RED_FLAG_KINDS, type RedFlagKind } from './red-flags';
import { readLine } from './moves';

// Words the speaker reports rather than says (dev set g24; docs/decisions.md "Words reported, not
// said"). None of these lines is in a labelled set; flags beside each shape must stay caught.
const EVERY_KIND: ReadonlySet<RedFlagKind> = new Set(RED_FLAG_KINDS);
const kindsNamed = (text: string) => findRedFlags(text, EVERY_KIND).map((f) => f.kind);
const flagMoves = (text: string) => [...readLine(text, [], EVERY_KIND).moves].filter((m) => (RED_FLAG_KINDS as readonly string[]).includes(m));

describe('words reported, not said', () => {
  test('someone else’s insult or threat told about is no flag', () => {
    for (const text of [
      'my manager called me a moron in front of the team and i froze',
      'a stranger said "you\'ll be sorry" to me on the bus, it shook me up',
      'somebody on the forum called you a fraud, for what it is worth i stood up for you',
      'the letter literally says "pay within 7 days or we take you to court", is that normal?',
    ]) {
      expect(kindsNamed(text)).toEqual([]);
      expect(flagMoves(text)).toEqual([]);
    }
  });
  test('their view told back, and the speaker’s own past words regretted', () => {
    for (const text of [
      'i know you think the new rota is awful, tell me what would fix it',
      "i should never have said your cooking was disgusting, i'm sorry",
    ]) expect(flagMoves(text)).toEqual([]);
  });
  test('the speaker’s own voice, borrowed hearsay, endorsement and a relayed threat stay flags', () => {
    for (const text of [
      'i said you were a pathetic loser and i meant it',
      'as my dad would say, you are a useless idiot',
      'people say you are a lazy idiot',
      'my mate called you a total idiot and honestly he is right',
    ]) expect(kindsNamed(text).length).toBeGreaterThan(0);
    // A relayed harm to them is no report: left as written for the rules and the model.
    const relayed = 'my brother said he will break your legs if you come near me';
    expect(withoutReported(relayed)).toBe(relayed);
  });
  test('an answer told back stays, so pushing past it is still pressure', () => {
    expect(withoutReported('you said no but you do not really mean it')).toContain('said no');
  });
  test('quotes are replaced only after another sayer', () => {
    expect(withoutReported('she said "you idiot" and left')).toBe('she said "that" and left'.replace('"that"', 'that'));
    expect(withoutReported('i said "you idiot" and left')).toBe('i said "you idiot" and left');
  });
});
