import { describe, expect, test } from 'bun:test';
import { findRuleFlags } from './red-flags';
import { ruleCanonical as canonical } from './red-flag-canonical';
import { glossFlagPhrases } from './red-flag-gloss';
import { asideGivesTruth, insultsThemAsGroup, judgesThroughOthers, othersLoseByThem, saidOfAThing, saysWarmly } from './red-flag-blunt';
import { readLine } from './moves';

// Blunt flags in texting style, other languages and third parties (docs/decisions.md "Blunt red flags").
// None of these lines is in a labelled or dev set.
const kinds = (text: string) => findRuleFlags(text).map((f) => f.kind);

describe('texting style undone before the readers', () => {
  test('"ur" is "you\'re" before a predicate and "your" before a noun', () => {
    expect(canonical('ur so lazy')).toBe("you're so lazy");
    expect(canonical('ur acting weird')).toBe("you're acting weird");
    expect(canonical('ur meeting ran late')).toBe('your meeting ran late');
    expect(canonical('ur cat is adorable')).toBe('your cat is adorable');
  });

  test('an expletive infix after a question word and "af" as a degree word', () => {
    expect(canonical('wth were u thinking')).toBe('what were you thinking');
    expect(canonical('why the hell would u do that')).toBe('why would you do that');
    expect(canonical('wtf, my bus is late')).toBe('wtf, my bus is late');
    expect(canonical('ur rude af')).toBe("you're so rude");
  });

  test('shorthands of conjunctions and times', () => {
    expect(canonical('cant come bc of work, tmrw tho?')).toBe("can't come because of work, tomorrow though?");
  });
});

describe('short lines in Spanish, French, German and Portuguese', () => {
  test('the constructions of a threat, an insult, pressure and guilt are glossed', () => {
    expect(kinds('págame o renuncio')).toContain('threat');
    expect(kinds('devolve o dinheiro ou vou te processar')).toContain('threat');
    expect(kinds('sei pünktlich oder ich gehe')).toContain('threat');
    expect(kinds('tu es nulle')).toContain('insult');
    expect(kinds('du bist echt dumm')).toContain('insult');
    expect(kinds('komm schon, sag ja')).toContain('pressure');
  });

  test('ordinary lines and English lines are left as written', () => {
    expect(glossFlagPhrases('o que você acha do filme?')).toBe('o que você acha do filme?');
    expect(glossFlagPhrases('dale said hi')).toBe('dale said hi');
    expect(kinds('¿quieres venir a cenar el viernes?')).toEqual([]);
    expect(kinds('tu es géniale, merci')).toEqual([]);
  });
});

describe('blunt shapes', () => {
  test('plural insults at "you people"', () => {
    expect(insultsThemAsGroup('you lot are such morons')).toBe(true);
    expect(insultsThemAsGroup('you guys are legends')).toBe(false);
  });

  test('a verdict on them put in others\' mouths; others\' praise or news is not', () => {
    expect(judgesThroughOthers("my whole family thinks you're selfish")).toBe(true);
    expect(judgesThroughOthers('the team says you went behind my back')).toBe(true);
    expect(judgesThroughOthers('my mum says you were sick last week')).toBe(false);
    expect(judgesThroughOthers('everyone thinks you did a great job')).toBe(false);
  });

  test('others\' loss laid at their door', () => {
    expect(othersLoseByThem(canonical('my daughter cant go on the school trip bc of u'))).toBe(true);
    expect(othersLoseByThem(canonical('my daughter cant go on the school trip, she has a cold'))).toBe(false);
  });

  test('an aside that restates the clause with another place or number', () => {
    expect(asideGivesTruth('i was in the library all day (i was in bed)')).toBe(true);
    expect(asideGivesTruth('we sold 300 units (it was 30)')).toBe(true);
    expect(asideGivesTruth('i was at the gym (i was at the gym, honestly)')).toBe(false);
    expect(asideGivesTruth('i ran 5k (my first ever!)')).toBe(false);
  });

  test('"a joke" said of a thing is no insult unless someone is addressed', () => {
    expect(saidOfAThing('this bus service is a joke')).toBe(true);
    expect(kinds('the parking here is a joke, took me 20 mins')).toEqual([]);
    expect(kinds('your parking policy is a joke')).toContain('insult');
  });

  test('capitals of thanks or joy are not pressure; capitals of a demand are', () => {
    expect(saysWarmly(canonical('WE ARE SO PROUD OF YOU'))).toBe(true);
    expect(readLine('WE ARE SO PROUD OF YOU').moves.has('pressure')).toBe(false);
    expect(readLine('REPLY TO ME RIGHT NOW').moves.has('pressure')).toBe(true);
  });
});
