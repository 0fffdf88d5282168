import { describe, expect, test } from 'bun:test';
import { buildPlan } from './plan';
import { readPlanContext } from './plan-context';
import { goalFromDetails } from './goals';
import { readProfile } from './roles';

const kindOf = (t: string) => readPlanContext([t])?.kind ?? null;

describe('neighbours (set plan-requests dev p24)', () => {
  test('a dispute with a neighbour is a neighbour practice, in its spellings, typos and other languages', () => {
    for (const t of [
      'my neighbour keeps parking across my drive',
      'neighbor smokes on his balcony under our window',
      'my nieghbour built his fence onto our side',
      'next door keep putting their recycling in our bin',
      'the couple upstairs play music until 1am',
      'mi vecino pone la música muy alta todas las noches',
    ]) expect(kindOf(t)).toBe('neighbour');
  });

  test('a neighbour asked round is a friend to make; one the user fancies is a crush, not a dispute', () => {
    expect(kindOf('new neigbours moved in and i want to say hi and maybe invite them for a drink')).toBe('friend-make');
    expect(kindOf('I fancy the guy across the hall, I want to ask him to the pub quiz on thursday')).not.toBe('neighbour');
    expect(kindOf('I have a massive crush on my neighbour Sofia and want to ask her out for a drink')).toBe('crush-ask-out');
    // A flatmate the neighbours complain about is the flatmate's talk.
    expect(kindOf('my flatmate keeps having people over til 3am and the neighbours have started complaining to me')).toBe('roommate');
  });

  test('the plan plays the neighbour, names them, states the dispute and both sides, and ends in an agreement', () => {
    const ctx = readPlanContext(['how do I talk to my neighbour Linda about her dog, it barks from 6am every single day']);
    expect(ctx?.name).toBe('Linda');
    const details = buildPlan(ctx!).practices[0]!.details;
    expect(details.simulated_role).toBe('Linda, your neighbour');
    expect(readProfile(details).role).toBe('neighbour');
    expect(goalFromDetails(details)).toBe('align');
    expect(details.scenario).toContain('dog barks');
    expect(details.scenario).toContain('from 6am');
    expect(details.scenario).toMatch(/didn't know/);
    expect(details.success_condition).toMatch(/agrees to a concrete plan/);
    expect(details.failure_condition).toMatch(/insult or threaten Linda/);
  });

  test('a person word right before a name is its apposition; a title and a name are one name', () => {
    expect(readPlanContext(['my neighbour Mrs Hughes keeps taking in our parcels'])?.name).toBe('Mrs Hughes');
    expect(readPlanContext(['my step mom Karen wants me to call her mum'])?.name).toBe('Karen');
  });

  test('in-laws and step-parents are family', () => {
    expect(kindOf('my mother in law keeps turning up unannounced')).toBe('family-repair');
    expect(kindOf('my MIL wants us to spend every christmas at hers and my husband wont say anything')).toBe('family-repair');
  });
});

describe('the neighbour character', () => {
  test('asked why, the neighbour gives the side the plan states, in the first person', async () => {
    const { readScenarioFacts, statedAnswer } = await import('./scenario-facts');
    const details = buildPlan(readPlanContext(['my neighbour Gary keeps parking across my driveway'])!).practices[0]!.details;
    const facts = readScenarioFacts(details, null, 'neighbour');
    expect(statedAnswer('is there a reason you cant park on the street?', facts)).toMatch(/because we’ve got two vehicles/);
    expect(statedAnswer('what time do you leave?', facts)).toBeNull();
  });
});

describe('money owed', () => {
  test('a client who owes the user is a talk no practice plays; the user who owes a brother is family', () => {
    expect(kindOf('a client owes me £2,000 for a website and keeps saying the payment is being processed')).toBeNull();
    expect(kindOf('my brother lent me £500 for my van and i havent paid him back yet, he texted asking for it')).toBe('family-repair');
  });
});

describe('a friend asked along', () => {
  test('a friend invited to a gig is a friend-make plan; a friend asked for a loan is no invitation', async () => {
    const { directedKind } = await import('./plan-direction');
    expect(kindOf('I want to invite my friend Mei to a gig on Friday, she is a student and just finished her exams')).toBe('friend-make');
    expect(directedKind('i need to ask my friend for a loan until payday')).not.toBe('friend-make');
  });
});
