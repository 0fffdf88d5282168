import { describe, expect, test } from 'bun:test';
import { planFor, play } from '../../../../../tests/helpers/practice-play';
import { outOfWorld, readWorld, worldLine } from './character-world';
import { createOfflinePracticeAi } from './offline-practice-ai';

/** The practice's own world before the banks' software company (set dev22, engineer w18). */

const ai = createOfflinePracticeAi();

async function lastReply(request: string, lines: string[]) {
  const details = (await planFor(ai, request)).practices[0]!.details;
  const run = await play(ai, details, lines);
  const turn = run.turns.at(-1)!;
  expect(turn.evaluation.outcome).toBe('continue');
  return turn.reply;
}

describe('the world a practice states', () => {
  test('a trade named by the plan, or a workplace with the role; office jobs keep the default world', () => {
    expect(readWorld({ title: 'The first questions for the forklift driver role', scenario: '', simulated_role: 'The interviewer' })).toEqual({ trade: 'forklift driver', place: null });
    expect(readWorld({ title: 'Find out what a raise takes', scenario: '', simulated_role: 'Your manager at the garden centre' })).toEqual({ trade: null, place: 'garden centre' });
    expect(readWorld({ title: 'The first questions for the product designer role', scenario: '', simulated_role: 'The interviewer' })).toEqual({ trade: null, place: null });
    expect(readWorld({ title: 'Break the ice', scenario: 'You get along.', simulated_role: 'Your manager' })).toEqual({ trade: null, place: null });
  });
  test('only lines of the software company are out of a stated world', () => {
    const world = { trade: 'bike mechanic', place: null };
    expect(outOfWorld('I’m most excited about the product itself — I’ve been a user for a year.', world)).toBe(true);
    expect(outOfWorld('The office is on Dock Road, near the station.', world)).toBe(true);
    expect(outOfWorld('I could start in three weeks, once my notice period ends.', world)).toBe(false);
    expect(outOfWorld('The office is on Dock Road.', { trade: null, place: null })).toBe(false);
  });
  test('lines of the stated world: the candidate’s trade, the workplace’s shifts and suppliers', () => {
    const bikes = { trade: 'bike mechanic', place: null };
    expect(worldLine('place', 'where did you train?', 'candidate', bikes, 1)).toContain('training at the local college');
    expect(worldLine('thing', 'whats the dish youre proudest of cooking', 'candidate', { trade: 'chef', place: null }, 1)).toContain('a dish from my last place');
    expect(worldLine('time', 'what shifts do the drivers work here?', 'interviewer', { trade: 'forklift driver', place: null }, 1)).toMatch(/shift/);
    expect(worldLine('place', 'where do you get your beans from?', 'interviewer', { trade: 'barista', place: null }, 1)).toContain('suppliers');
    expect(worldLine('thing', 'what shifts do you do?', 'friend', bikes, 1)).toBeNull();
    // A hypothetical to a candidate of a stated trade: the problem first, not a draft revised from feedback.
    expect(worldLine('thing', 'what would you do if a dog slipped its lead', 'candidate', { trade: 'dog walker', place: null }, 1)).toContain('If a dog slipped its lead, I’d stay calm');
    expect(outOfWorld('I’d ask which parts miss the mark for them — a first draft is there to be changed.', bikes)).toBe(true);
  });
});

describe('in play: the character speaks of the practice’s own trade', () => {
  test('a chef candidate trained at a college, not "by train", and is proud of a dish, not a checkout redesign', async () => {
    const chef = 'I am interviewing a candidate for a junior chef job at my restaurant';
    const trained = await lastReply(chef, ['hi, thanks for coming in', 'tell me a bit about yourself', 'where did you train?']);
    expect(trained).toContain('training');
    expect(trained).not.toMatch(/by train|office/);
    const dish = await lastReply(chef, ['thanks for coming', 'we do modern british food', 'whats the dish youre proudest of cooking']);
    expect(dish).toContain('dish');
    expect(dish).not.toMatch(/checkout|onboarding|Brightcart/);
  });
  test('a warehouse interviewer answers the shifts; a bike mechanic speaks of bikes, not the product', async () => {
    const shifts = await lastReply('I have an interview for a forklift driver job at a big warehouse', ['morning, thanks for seeing me', 'what shifts do the drivers work here?']);
    expect(shifts).toMatch(/shift/);
    expect(shifts).not.toContain('off the top of my head');
    const bikes = await lastReply('I am interviewing someone for a bike mechanic job at my cycle shop', ['hi, thanks for coming in', 'tell me a bit about yourself', 'what kind of bikes have you worked on mostly?']);
    expect(bikes).toContain('bike mechanic');
    expect(bikes).not.toMatch(/product|a user for/);
  });
  test('the default interview practice keeps its own world', async () => {
    const reply = await lastReply('I have a job interview for a software engineer role', ['hello, thanks for having me', 'how big is the team?']);
    expect(reply).toMatch(/eight|team/);
  });
});
