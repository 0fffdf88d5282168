import { describe, expect, test } from 'bun:test';
import modelJson from './red-flag-model.json';
import { speechActs } from './red-flag-speech-act';
import { canonical } from './red-flags';

// What a line does, read beside its words by the learned red-flag signal (docs/decisions.md "The
// learned signal reads what a line does"). None of these lines is in a labelled or dev set.
const acts = (text: string) => speechActs(canonical(text));

describe('speech acts of a line', () => {
  test('what a question asks: options, their preference or plans; a "why" is left to the words', () => {
    expect(acts('would you rather meet at the station or the cafe?')).toEqual(expect.arrayContaining(['A:q', 'A:q_or', 'A:q_pref', 'A:only_q']));
    expect(acts('why are you leaving your current job?')).toEqual(['A:q', 'A:only_q']);
    expect(acts('are you planning to stay in the flat after the lease ends')).toEqual(expect.arrayContaining(['A:q', 'A:q_plans', 'A:q_them']));
    expect(acts('tea or coffee, which one first')).toEqual(expect.arrayContaining(['A:q', 'A:q_or']));
    expect(acts('I booked the table for eight.')).toEqual([]);
  });

  test('a press after a no and a jab are told from a suggestion; "again" presses only in a question', () => {
    expect(acts('why not, are you scared of a little competition?')).toContain('A:q_press');
    expect(acts('why not swap it for the blue one?')).toContain('A:q_suggest');
    expect(acts('why not swap it for the blue one?')).not.toContain('A:q_press');
    expect(acts('do you even listen when I talk?')).toContain('A:q_rhet');
    expect(acts('the printer jammed again this morning')).not.toContain('A:press_stmt');
  });

  test('what a line does to the listener: exposure, a consequence, a comparison down, a verdict', () => {
    expect(acts('how would your director feel if she heard what you said at the party?')).toEqual(expect.arrayContaining(['A:q_reaction', 'A:knows', 'A:exposure']));
    expect(acts('how would your director feel about a later start?')).not.toContain('A:exposure');
    expect(acts('skip another training session and see how long you stay captain')).toContain('A:consequence');
    expect(acts('my little brother could drive better than that')).toContain('A:compares');
    expect(acts("you're calmer than you were last year")).not.toContain('A:compares');
    expect(acts('who on earth made you team leader?')).toContain('A:q_character');
    expect(acts('my sister expects me to lend her money again')).toContain('A:acted_on');
  });

  test('the committed model was trained with the acts as features', () => {
    for (const act of ['A:q', 'A:q_or', 'A:q_press', 'A:exposure', 'A:compares', 'A:consequence']) expect(modelJson.features).toContain(act);
  });
});
