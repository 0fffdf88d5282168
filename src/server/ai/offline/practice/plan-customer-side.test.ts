import { describe, expect, test } from 'bun:test';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readPlanContext } from './plan-context';
import { customerSideIn, patronIn, servedComplaint } from './plan-customer-side';
import { inStaffVoice } from './scenario-patron-told';
import { askCoach, play } from '../../../../../tests/helpers/practice-play';

describe('the user as a business’s customer', () => {
  test('a business that did something to the user or theirs is the one complained to', () => {
    expect(patronIn('the removals company smashed my mirror and wont return my calls')).toEqual({ business: 'the removals company', told: 'the removals company smashed your mirror and wont return your calls' });
    expect(patronIn('my optician charged me for lenses i never got, i want to ring them')?.business).toBe('the optician');
    expect(patronIn('the florist sent the wrong flowers to my mums funeral')?.told).toBe('the florist sent the wrong flowers to your mums funeral');
  });
  test('not when someone in the request is the business’s customer, the user works there, or nothing went wrong', () => {
    expect(patronIn('a guest at our hotel says the room was dirty')).toBeNull();
    expect(patronIn('I work at a bike shop and a man wants a refund on a broken bike')).toBeNull();
    expect(patronIn('i fancy the girl at the coffee shop and want to ask her out')).toBeNull();
    expect(patronIn('my manager at the supermarket keeps changing my shifts')).toBeNull();
    expect(patronIn('i have to apologise to my uncle, he is a plumber and i cracked the tiles he laid')).toBeNull();
    expect(patronIn('my aunt owns a bakery and is upset i never came to see it')).toBeNull();
  });
  test('the plan is a complaint to the business, played by its staff, who know what happened', async () => {
    const ai = createOfflinePracticeAi();
    const request = 'the removals company smashed my mirror and wont return my calls';
    expect(readPlanContext([request])?.kind).toBe('customer');
    const details = (await askCoach(ai, [{ role: 'user', text: request }])).plan!.practices[0]!.details;
    expect(details.simulated_role).toBe("The removals company's customer service");
    const reply = (await play(ai, details, ['what happened to my mirror?'])).turns[0]?.reply ?? '';
    expect(reply).toContain('we smashed your mirror');
    expect(reply).not.toMatch(/blender|jug/);
  });
  test('the staff say the complaint from the business’s side', () => {
    expect(inStaffVoice('the garage charged you £300 more than they quoted', 'the garage')).toBe('we charged you £300 more than we quoted');
    expect(inStaffVoice('your parcel from the courier was left in the rain', 'the courier')).toBe('your parcel from us was left in the rain');
  });
});

describe('the user serving a customer', () => {
  test('what the served person did or wants, told about them', () => {
    expect(servedComplaint('im a hotel night porter and a guest keeps ringing down about the noise from the bar')).toBe('they keep ringing down about the noise from the bar');
    expect(servedComplaint('I work in a shoe shop and a woman wants her money back on boots she has worn for a month')).toBe('they want their money back on boots they have worn for a month');
    expect(servedComplaint('a guy at the gym keeps staring at me')).toBeNull();
  });
  test('is a customer practice, not a crush or a friend', () => {
    expect(customerSideIn('I work behind the bar and a man shouted at me because we stopped serving')).toBe(true);
    expect(readPlanContext(['im a hotel night porter and a guest keeps ringing down about the noise from the bar'])?.kind).toBe('customer');
  });
});
