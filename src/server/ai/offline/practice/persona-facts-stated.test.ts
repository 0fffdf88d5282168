import { describe, expect, test } from 'bun:test';
import { planFor, play } from '../../../../../tests/helpers/practice-play';
import { factAnswer } from './persona-facts';
import { namesJob } from './persona-facts-stated';
import { createOfflinePracticeAi } from './offline-practice-ai';

/** A casual character's job as the user described it (set dev22, engineer w18): the simulator plays the person described. */

const ai = createOfflinePracticeAi();
const MIRA = "matched with mira on bumble, she's a tattoo artist and does pottery at the weekends";

async function reply(line: string, persona: string | null) {
  const details = (await planFor(ai, MIRA)).practices[0]!.details;
  const run = await play(ai, details, ['hey mira!', line], persona);
  return run.turns.at(-1)!.reply;
}

describe('the job the user stated is the character’s job', () => {
  test('a word of the job ties a question to it; other words do not', () => {
    expect(namesJob('how long have you been tattooing for?', 'tattoo artist')).toBe(true);
    expect(namesJob('is nursing as hard as it looks?', 'nurse')).toBe(true);
    expect(namesJob('how long have you lived here?', 'tattoo artist')).toBe(false);
  });
  test('the job topic answers with the stated job, for each slot; without one, the seed’s stock job', () => {
    const ask = { role: 'match' as const, register: 'casual' as const, lifeSeed: 7 };
    expect(factAnswer({ ...ask, slot: 'thing', text: 'what do you do for work?', job: 'tattoo artist' })).toContain('tattoo artist');
    expect(factAnswer({ ...ask, slot: 'time', text: 'how long have you been tattooing?', job: 'tattoo artist' })).toContain('six years');
    expect(factAnswer({ ...ask, slot: 'thing', text: 'what do you do for work?' })).not.toContain('tattoo');
    // A thing about the job that the fact does not hold is left to the other answers.
    expect(factAnswer({ ...ask, slot: 'thing', text: 'whats the weirdest tattoo anyone asked for', job: 'tattoo artist' })).toBeNull();
  });
  test('in simulator mode (the user’s description as persona) Mira is a tattoo artist', async () => {
    expect(await reply('so what do you do for work?', MIRA)).toContain('tattoo artist');
    expect(await reply('how long have you been tattooing for?', MIRA)).toContain('six years');
    // Without the persona too: the plan now states who Mira is in every practice (plan-person-traits.ts, j19).
    expect(await reply('so what do you do for work?', null)).toContain('tattoo artist');
  });
});
