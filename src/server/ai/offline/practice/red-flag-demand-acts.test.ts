import { describe, expect, test } from 'bun:test';
import { demandActs } from './red-flag-demand-acts';
import { redFlagModel } from './red-flag-model';
import { canonical } from './red-flags';
import { speechActs } from './red-flag-speech-act';

// What a line demands and on what terms (docs/decisions.md "What the line demands"). None of these
// lines is in a labelled or dev set.
const acts = (text: string) => demandActs(canonical(text));

describe('what a line demands of the listener', () => {
  test('a deadline with a loss after it is an ultimatum; the speaker\'s own deadline or a plain date is not', () => {
    expect(acts('the keys back by monday or my landlord hears about it from my solicitor')).toEqual(['D:deadline']);
    expect(acts('four days, that is how long you have to pay me back')).toEqual(['D:deadline']);
    expect(acts('this is your last warning about the parking space')).toEqual(['D:deadline']);
    expect(acts('I have until monday to sign the new lease, can we talk before?')).toEqual([]);
    expect(acts("this is the last time I'll mention the bins, promise")).toEqual([]);
  });

  test('a choice against the speaker or the tie; a choice of helper is not', () => {
    expect(acts("it's me or your fishing trips, decide")).toEqual(['D:me_or']);
    expect(acts("if your answer is no then we're through")).toEqual(['D:me_or']);
    expect(acts("it's me or the neighbour who'll water the plants, whichever you like")).toEqual([]);
  });

  test('a no read as not meant or to be worn down; asking around is not', () => {
    expect(acts("women don't mean no the first time, everyone knows that")).toEqual(['D:no_voided']);
    expect(acts("I'll keep asking until you give me your number")).toEqual(['D:no_voided']);
    expect(acts("I'll keep asking around for a babysitter, thanks anyway")).toEqual([]);
  });

  test("the listener put in the speaker's debt; the speaker's own debt is not", () => {
    expect(acts('I lent you my car all summer, the least you could do is fill the tank')).toEqual(['D:owed']);
    expect(acts('I guess our friendship means nothing to you')).toEqual(['D:owed']);
    expect(acts('you helped me move, the least I could do is cook')).toEqual([]);
  });

  test('a planned statement undone in the same line; an honest account is not', () => {
    expect(acts("I'll tell the school he was ill, he wasn't, we went to the beach")).toEqual(['D:given_away']);
    expect(acts('my phone died that night and I had no charger, sorry')).toEqual([]);
    expect(acts("I'll tell the school we went to the beach, it's only fair to be honest")).toEqual([]);
  });

  test('praise whose object is a failing; praise of a skill is not', () => {
    expect(acts('you have a real knack for losing every receipt I give you')).toEqual(['D:praise_failing']);
    expect(acts('you have a real knack for baking, these are amazing')).toEqual([]);
  });

  // D:me_or and D:praise_failing fire on no training line yet, so the model has no weight for them.
  test('the acts reach the learned signal as features it weighs', () => {
    expect(speechActs(canonical("it's me or your fishing trips, decide"))).toContain('D:me_or');
    const model = redFlagModel() as unknown as { index: Map<string, number> };
    for (const name of ['D:deadline', 'D:no_voided', 'D:owed', 'D:given_away']) expect(model.index.has(name)).toBe(true);
  });
});
