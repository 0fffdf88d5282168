import { describe, expect, test } from 'bun:test';
import { planFor, play } from '../../../../../tests/helpers/practice-play';
import type { PracticeDetails } from '../../../../db/schema/practice';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readProfile } from './roles';

/**
 * Whole practices whose scenario states the character's world differently from the fact banks'
 * default (a blender delivered crushed, a review in March): the character's answers follow the
 * scenario, and stay on the banks when the scenario says nothing.
 */

const ai = createOfflinePracticeAi();

const details = (title: string, scenario: string, simulated_role: string): PracticeDetails => ({
  title,
  scenario,
  success_condition: 'They agree on a next step.',
  failure_condition: 'They walk away.',
  you_will_learn: [],
  simulated_role,
});

const replies = async (d: PracticeDetails, lines: readonly string[]) => (await play(ai, d, lines)).turns.map((t) => t.reply);

describe('a customer whose parcel never arrived', () => {
  const missing = details(
    'Help a customer whose parcel never arrived',
    'Dana ordered a desk lamp three weeks ago. The tracking says it was delivered, but the parcel never arrived, and she wants it sorted today.',
    'Dana, an upset customer',
  );

  test('is played as a customer', () => {
    expect(readProfile(missing, null).role).toBe('customer');
  });

  test('never says it was delivered, damaged or opened, and names what she ordered', async () => {
    const lines = ['Hi Dana, I’m really sorry about this. When was it delivered?', "what's wrong with it?", 'what did you order?', 'where is the parcel now?', 'did you keep the box?', 'can you send me photos of the damage?'];
    const said = await replies(missing, lines);
    for (const reply of said) expect(reply).not.toMatch(/\b(?:crushed|cracked?|blender|jug|on tuesday|plugged|opened)\b/i);
    expect(said[0]).toMatch(/never (?:arrived|came|got)/i);
    expect(said[1]).toMatch(/never (?:arrived|came|got)/i);
    expect(said[2]).toMatch(/desk lamp/i);
    expect(said[3]).toMatch(/tracking says delivered/i);
  });

  test('an offer about a new delivery is not answered with "it never arrived"', async () => {
    const [reply] = await replies(missing, ['I’m so sorry, Dana. Could a replacement arrive by Friday?']);
    expect(reply).not.toMatch(/never arrived/i);
  });
});

describe('a customer whose lamp arrived broken', () => {
  const broken = details('Calm a customer about a broken lamp', 'Sam bought a floor lamp from your shop and it arrived broken. He is angry and wants a refund.', 'Sam, an angry customer');

  test('says what arrived broken, never the blender', async () => {
    const said = await replies(broken, ['Sam, I’m sorry to hear that. What’s wrong with it?', 'which item was damaged?', 'what did you order?']);
    for (const reply of said) expect(reply).not.toMatch(/\b(?:blender|jug)\b/i);
    expect(said[0]).toMatch(/floor lamp arrived broken/i);
  });
});

describe('a manager whose scenario names the review date and the budget', () => {
  const review = details(
    'Ask your manager about your performance review',
    'Your manager Tom has set your performance review for 14 May. The budget for raises this year is 3%.',
    'Tom, your manager',
  );

  test('gives the stated date and budget, never the bank’s March review', async () => {
    const said = await replies(review, ['Hi Tom, thanks for making time. When is my review?', 'what is the budget for raises?', 'when would a raise take effect?']);
    expect(said[0]).toMatch(/14 May/);
    expect(said[1]).toMatch(/3%/);
    for (const reply of said) expect(reply).not.toMatch(/\bmarch\b|5%/i);
  });
});

describe('an interviewer whose scenario names the role', () => {
  const interview = details('Prepare for your interview', 'You are interviewing for a product designer role at a small startup. Priya leads the interview.', 'Priya, the interviewer');

  test('names that role when asked', async () => {
    const [reply] = await replies(interview, ['Thanks for having me, Priya. What is the role exactly?']);
    expect(reply).toMatch(/product designer/i);
  });
});

describe('a teacher whose scenario names the subject', () => {
  const school = details('Raise your concern with the teacher', 'Your daughter has fallen behind in science this term, and you have a short meeting with her teacher, Ms Okafor.', 'Ms Okafor, your daughter’s teacher');

  test('names that subject, never the banks’ reading or fractions', async () => {
    const said = await replies(school, ['Thanks for meeting me. Which subject is she struggling with?', 'what does she find hardest?']);
    expect(said[0]).toMatch(/science/i);
    for (const reply of said) expect(reply).not.toMatch(/\b(?:reading|fractions|maths)\b/i);
  });
});

describe('a date whose place and time are in the plan', () => {
  const date = details('Enjoy a first date', 'You are meeting Noor for a first date at a little tapas bar on Friday night.', 'Noor, your date');

  test('the character knows where and when', async () => {
    const said = await replies(date, ['hey Noor! where are we meeting again?', 'what time are we meeting?']);
    expect(said[0]).toMatch(/tapas bar/i);
    expect(said[1]).toMatch(/friday/i);
  });
});

describe('the coach’s own plan carries what the user said went wrong', () => {
  test('a support agent whose customer’s parcel never arrived: the plan says so, and so does the customer', async () => {
    const plan = await planFor(ai, 'I work in customer support and a customer is furious because her parcel never arrived. Can I practise?');
    const practice = plan.practices[0]!.details;
    expect(practice.scenario).toMatch(/never arrived/);
    const said = await replies(practice, ['I’m so sorry about this. When was it delivered?', "what's wrong with it?"]);
    for (const reply of said) expect(reply).toMatch(/never (?:arrived|came)/i);
    for (const reply of said) expect(reply).not.toMatch(/\b(?:tuesday|crushed|cracked?|blender)\b/i);
  });

  test('an item that stopped working is named in the plan and by the customer', async () => {
    const plan = await planFor(ai, 'help me deal with an angry customer, he bought a kettle from us that stopped working after two days');
    const practice = plan.practices[0]!.details;
    expect(practice.scenario).toMatch(/kettle .*stopped working/);
    const [reply] = await replies(practice, ['I’m sorry to hear that. What exactly is wrong with it?']);
    expect(reply).toMatch(/kettle stopped working/i);
  });
});

describe('a practice that states nothing, where the user states the detail', () => {
  test('the customer agrees with the agent who says the parcel never arrived', async () => {
    const vague = details('Help a customer with their order', 'A customer has written in about a problem with their order.', 'an upset customer');
    const said = await replies(vague, ['Hello, I’ve checked our system and I can see your parcel never arrived. I’m sorry. What’s wrong with it, from your side?']);
    expect(said[0]).toMatch(/never (?:arrived|came)/i);
    expect(said[0]).not.toMatch(/\b(?:crushed|cracked?|blender|jug)\b/i);
  });

  test('the manager keeps to the review date the user named', async () => {
    const vague = details('Talk to your manager', 'You want to talk to your manager, Tom, about how your year went.', 'Tom, your manager');
    const said = await replies(vague, ['Hi Tom. My review is on 20 June, so I wanted to prepare.', 'So when is my review exactly?']);
    expect(said[1]).toMatch(/20 June/);
    expect(said.join(' ')).not.toMatch(/\bmarch\b/i);
  });
});

describe('a practice whose scenario states none of this keeps the banks’ world', () => {
  test('the default customer still tells of the crushed box', async () => {
    const plain = details('Calm an angry customer', 'An angry customer is upset: an order arrived late and nobody answered their emails.', 'an angry customer');
    const [reply] = await replies(plain, ['I’m sorry. When was it delivered?']);
    expect(reply).toMatch(/tuesday/i);
  });
});

describe('the character named with a title', () => {
  test('"Mr Okafor, your landlord" is Mr Okafor, not "Mr"', () => {
    const details = { title: 'Ask for the deposit back', scenario: 'The flat is clean and the deposit is overdue.' };
    expect(readProfile({ ...details, simulated_role: 'Mr Okafor, your landlord' }).who).toBe('Mr Okafor');
    expect(readProfile({ ...details, simulated_role: 'Dr. Singh, the hiring manager' }).who).toBe('Dr Singh');
  });
});
