import { describe, expect, test } from 'bun:test';
import { planFor, play } from '../../../../../tests/helpers/practice-play';
import { createOfflinePracticeAi } from './offline-practice-ai';

/** Yes/no answers say back the thing asked about, not the character (set dev22, engineer w18). */

const ai = createOfflinePracticeAi();

async function reply(request: string, lines: string[]) {
  const details = (await planFor(ai, request)).practices[0]!.details;
  return (await play(ai, details, lines)).turns.at(-1)!.reply;
}

describe('a yes/no about a thing, and "at all"', () => {
  test('"did it mess up your week?" is answered about "it", not with "I did"', async () => {
    const r = await reply('I need to say sorry to my brother Tom, he is a mechanic and I scratched the van he lent me', ['hey tom', 'i know you needed the van for work', 'did it mess up your jobs this week?']);
    expect(r).toMatch(/\bit (?:did|didn't)\b/);
    expect(r).not.toMatch(/\bI did\b/);
  });
  test('"do you still row at all?" gets no "at all" in a yes', async () => {
    const r = await reply('I want to get back in touch with Ines, we rowed together at uni and she is a vet in Lisbon now', ['hey ines', 'been thinking about our rowing days', 'do you still row at all?']);
    expect(r).toContain('row');
    expect(r).not.toContain('at all');
  });
});
