import { describe, expect, test } from 'bun:test';
import { features } from './features';
import { glossWords, withGloss } from './gloss';
import { targetRole } from './target-role';

describe('word-by-word English gloss of a message in another language', () => {
  test('everyday words of each language get their English sense; unknown words are left out', () => {
    expect(glossWords(['mi', 'jefa', 'me', 'grita', 'siempre'], 'mi jefa me grita siempre y no sé qué hacer')).toEqual(['my', 'boss', 'yells', 'always']);
    expect(withGloss('mon coloc ne paie jamais sa part du loyer')).toContain('my roommate pays never their share rent');
    expect(withGloss('ich habe Streit mit meiner Kollegin und sie ignoriert mich')).toContain('fight with my coworker and ignores');
  });

  test('a word with several everyday senses is glossed only in the phrase that decides it', () => {
    expect(withGloss('mi compañera de piso no paga su parte del alquiler')).toContain('my roommate not');
    expect(withGloss('mi compañero de trabajo no me habla')).toContain('my coworker');
    expect(glossWords(['mi', 'compañero', 'no', 'me', 'habla'], 'mi compañero no me habla y no sé por qué')).toEqual(['my', "won't", 'talk', 'to', 'me']);
  });

  test('English text is left as it is', () => {
    expect(glossWords(['my', 'boss', 'yells'], 'my boss yells at me')).toBeNull();
    expect(withGloss('my boss yells at me and i do not know what to do')).toBe('my boss yells at me and i do not know what to do');
  });

  test("the gloss feeds the model's English features and the role reader", () => {
    const f = features('mi novio me mintió sobre dónde estuvo el sábado');
    expect(f['C:partner']).toBeGreaterThan(0);
    expect(f['C:trust']).toBeGreaterThan(0);
    expect(features('my boyfriend lied to me')['C:trust']).toBeGreaterThan(0);
    // Training reads what people wrote, without the gloss (features.ts).
    expect(features('mi novio me mintió sobre dónde estuvo el sábado', false)['C:trust']).toBeUndefined();
    expect(targetRole(withGloss('mi jefa me cambia los turnos cada semana y necesito hablar con ella'))).toBe('manager');
  });
});

describe('the words that tell situations apart are glossed too (gloss-situations.ts)', () => {
  test('distance, leaving, refunds, not answering, household mess, languages', () => {
    expect(withGloss('mi novia vive en méxico y yo en españa, la distancia nos está matando')).toContain('girlfriend lives in');
    expect(withGloss('un client veut être remboursé alors qu’il a utilisé le produit')).toContain('refunded');
    expect(withGloss('meine Mitbewohnerin lässt immer das dreckige Geschirr stehen')).toContain('roommate always dirty dishes');
    expect(withGloss('la mia migliore amica non mi scrive più da quando ha cambiato città')).toContain('stopped texting me');
    expect(withGloss('Mi amiga japonesa me escribió en japonés y no sé cómo responder')).toContain('wrote');
  });
});
