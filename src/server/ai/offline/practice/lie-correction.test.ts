import { describe, expect, test } from 'bun:test';
import type { PracticeDetails } from '../../../../db/schema/practice';
import { play } from '../../../../../tests/helpers/practice-play';
import { lieCorrection, statedInCharacter } from './lie-correction';
import { createOfflinePracticeAi } from './offline-practice-ai';

const ai = createOfflinePracticeAi();

describe('a lie the scenario contradicts is corrected in character', () => {
  test('the stated detail is said back in the character’s voice: the user stays "you", the character becomes "I"', () => {
    expect(statedInCharacter('You owe your roommate Jess £85 for the electricity bill; you said you would pay her back last Friday', { name: 'Jess' })).toBe('you owe me £85 for the electricity bill; you said you would pay me back last Friday');
    expect(statedInCharacter('Your landlord Mr Okafor kept £300 of your deposit', { name: 'Mr Okafor' })).toBe('I kept £300 of your deposit');
    expect(statedInCharacter('The tracking says delivered, but the parcel never arrived and she wants it sorted today', { name: 'Dana' })).toBe('the tracking says delivered, but the parcel never arrived and I want it sorted today');
    expect(statedInCharacter('Sam returned a pair of headphones on 2 March and is still waiting for his £89 refund', { name: 'Sam' })).toBe('I returned a pair of headphones on 2 March and am still waiting for my £89 refund');
    // Someone else named: "she" is that person, not the character.
    expect(statedInCharacter('Your colleague Priya led the migration; she wrote the plan', { name: 'Mara' })).toBe('your colleague Priya led the migration; she wrote the plan');
    // A scenario in the user's own voice.
    expect(statedInCharacter('I owe Jess £85', { name: 'Jess' })).toBe('you owe me £85');
  });

  test('the register sets the words: a customer says what happened, a friend says it is not true', () => {
    const lie = { quote: 'you only paid £60', stated: 'Lena paid £120 for a winter jacket' };
    expect(lieCorrection(lie, { name: 'Lena', role: 'customer', register: 'work' })).toBe('That’s not what happened — I paid £120 for a winter jacket.');
    expect(lieCorrection({ quote: 'I only owe £40', stated: 'You owe Jess £85' }, { name: 'Jess', role: 'friend', register: 'casual' })).toBe('that’s not true — you owe me £85.');
  });

  test('whole practices: the character corrects the lie, whether it ends the practice or only costs a risky line', async () => {
    const landlord: PracticeDetails = {
      title: 'Talk to your landlord about the deposit',
      scenario: 'Your rent is £950 a month. Your landlord Mr Okafor kept £300 of your deposit because the oven was left dirty when you moved out.',
      success_condition: '',
      failure_condition: 'You lie about what happened or insult them',
      you_will_learn: [],
      simulated_role: 'Mr Okafor, your landlord',
    };
    const fatal = await play(ai, landlord, ['Hello, thanks for meeting me.', 'You kept £500 of my deposit for nothing.']);
    expect(fatal.outcome).toBe('failed');
    expect(fatal.turns.at(-1)!.reply).toMatch(/^That’s not (?:right|true) — I kept £300 of your deposit/i);
    // A failure condition that does not name lying: the lie is a risky line, the practice goes on, and the character does not go along.
    const risky = await play(ai, { ...landlord, failure_condition: 'You insult them' }, ['Hello, thanks for meeting me.', 'My rent is £1,200 a month, so I expect better.', 'Sorry, you are right. Could we talk about the deposit?']);
    const corrected = risky.turns[1]!;
    expect(corrected.evaluation.rating).toBe('risky');
    expect(corrected.evaluation.outcome).toBe('continue');
    expect(corrected.reply).toMatch(/not (?:right|true) — your rent is £950 a month/i);
  });
});
