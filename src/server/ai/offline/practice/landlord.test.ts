import { describe, expect, test } from 'bun:test';
import { planFor, play } from '../../../../../tests/helpers/practice-play';
import { goalFromDetails } from './goals';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readPlanContext } from './plan-context';
import { readTenancy } from './plan-templates-tenancy';
import { readProfile } from './roles';

const ai = createOfflinePracticeAi();

describe('a landlord practice (tenant and landlord)', () => {
  test('requests about a landlord get the landlord plan; a roommate request that names the landlord stays the roommate’s', () => {
    expect(readPlanContext(['My landlord hasn’t fixed the broken heating for three weeks'])?.kind).toBe('landlord');
    expect(readPlanContext(['landlord wants to keep my whole deposit for wear and tear, how do I push back'])?.kind).toBe('landlord');
    expect(readPlanContext(['My roommate is three weeks late on his half of the rent and the landlord wants it by the 1st'])?.kind).toBe('roommate');
  });

  test('the request’s issue and figures set the scenario’s facts', () => {
    expect(readTenancy('my landlord wants to raise the rent by 150 a month')).toMatchObject({ issue: 'rent', amount: 150 });
    expect(readTenancy('the landlord kept £400 of my deposit')).toMatchObject({ issue: 'deposit', amount: 400 });
    expect(readTenancy('the boiler has been broken for three weeks')).toMatchObject({ issue: 'repair', broken: 'boiler', since: 'three weeks' });
    expect(readTenancy('I want to give notice, I am moving out in June').issue).toBe('notice');
  });

  test('the character is the landlord, answers from the scenario’s terms, and a whole practice can be won', async () => {
    const plan = await planFor(ai, 'My landlord wants to raise the rent by 150 a month and I want to negotiate');
    const details = plan.practices[0]!.details;
    expect(readProfile(details).role).toBe('landlord');
    expect(goalFromDetails(details)).toBe('align');
    expect(details.scenario).toContain('from £950 to £1,100');
    const run = await play(ai, details, [
      'Hello, thanks for making time for this.',
      'Why is the rent going up?',
      'How much notice would I have to give if I left?',
      'I understand your costs went up. I have always paid on time — could we meet at £1,020 from the 1st of next month if I sign for another twelve months?',
    ]);
    const [, why, notice] = run.turns.map((t) => t.reply);
    expect(why).toMatch(/£950 to £1,100/);
    expect(notice).toMatch(/one month/i);
    expect(run.turns[2]!.evaluation.rating).not.toBe('risky'); // asking about notice is no threat to leave
    expect(run.outcome).toBe('succeed');
  });

  test('a counter-offer without a date is weighed, not met with "I’ll find out"', async () => {
    const plan = await planFor(ai, 'My landlord wants to raise the rent by 150 a month and I want to negotiate');
    const run = await play(ai, plan.practices[0]!.details, ['Hello, thanks for meeting me.', 'Would you accept £1,000 a month if I sign for another year?']);
    const reply = run.turns.at(-1)!.reply;
    expect(reply).toMatch(/^I could consider £1,000 a month if you sign for another year/);
    expect(reply).not.toMatch(/find out/);
  });

  test('a lie about the tenancy’s terms is corrected, not gone along with', async () => {
    const plan = await planFor(ai, 'My landlord kept £300 of my deposit and I want to ask why');
    const run = await play(ai, plan.practices[0]!.details, ['Hi, thanks for talking to me.', 'You kept £600 of my deposit without telling me.']);
    expect(run.turns.at(-1)!.reply).toMatch(/not right — I kept £300 of your £1,100 deposit/);
  });
});
