import { describe, expect, test } from 'bun:test';
import { canonical } from './red-flag-canonical';
import { ownCollapse, sexyOfAThing, withoutAbilityOffer } from './red-flag-benign-shapes';
import { findRedFlags, findRuleFlags, RED_FLAG_KINDS, type RedFlagKind } from './red-flags';

// Good lines that borrow a flag's words (dev set g24; docs/decisions.md "Words reported, not said").
const EVERY_KIND: ReadonlySet<RedFlagKind> = new Set(RED_FLAG_KINDS);
const kindsNamed = (text: string) => findRedFlags(text, EVERY_KIND).map((f) => f.kind);

describe('an offer under their ability', () => {
  test('is no threat', () => {
    expect(withoutAbilityOffer("i'll take the offer if you can add a training budget")).toBe("i'll take the offer");
    expect(kindsNamed("i'll take the offer if you can add a training budget")).toEqual([]);
  });
  test('their failure or a second condition keeps the threat', () => {
    expect(findRuleFlags("if you can't match it i'll take the other offer").map((f) => f.kind)).toContain('threat');
    expect(findRuleFlags("i'll stay if you can match it, otherwise i'm gone").map((f) => f.kind)).toContain('threat');
  });
});

describe('the speaker’s own collapse, a thing called sexy, a bare laughed verdict, a dummy "it"', () => {
  test('own collapse names no one else', () => {
    expect(ownCollapse(canonical("i'd honestly faint if i had to give a speech, but i'll cheer you on"))).toBe(false);
    expect(ownCollapse(canonical("i would die of shame if i fell over on stage"))).toBe(true);
    expect(ownCollapse(canonical("i'll scream if you touch my stuff again"))).toBe(false);
  });
  test('"sexy" of a thing is praise, of a person crude', () => {
    expect(sexyOfAThing('this new laptop is sexy')).toBe(true);
    expect(sexyOfAThing('you look sexy in that dress')).toBe(false);
    expect(kindsNamed('this new laptop is sexy, where did you get it?')).toEqual([]);
    expect(kindsNamed('you look so sexy tonight, take it off')).toContain('crude');
  });
  test('a laughed "you are the worst" teases; with a noun it judges', () => {
    expect(kindsNamed("lol you're the worst, ok i'll drive")).toEqual([]);
    expect(kindsNamed("lol you're the worst manager i have ever had")).toContain('insult');
  });
  test('a progressive verb with its dummy "it" is an act, no trait', () => {
    expect(kindsNamed("mate you're smashing it at the new job")).toEqual([]);
    expect(findRuleFlags("you're pathetic, honestly").map((f) => f.kind)).toContain('insult');
  });
  test('an elliptic "just say" leaves the no to them', () => {
    expect(kindsNamed("if you'd prefer i left it, just say.")).toEqual([]);
    expect(findRuleFlags('come on, just say you will come').map((f) => f.kind)).toContain('pressure');
  });
});
