import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { describeRemedy } from './reasons';

const ai = createOfflinePracticeAi();

describe('a customer accepts the remedy offered, in its own words', () => {
  test('the remedy is read from the line; a date word inside another word is not one ("show up")', () => {
    expect(describeRemedy('How long does the refund usually take to show up?')).toBe('the refund');
    expect(describeRemedy("I'll send you a new one by Friday")).toBe('a replacement');
    expect(describeRemedy('Shall we grab a coffee on Saturday?')).toBeNull();
  });

  // Each script resolves the broken-blender practice; whichever closing line the seed picks, it
  // names the remedy or no plan at all — never a stray word ("Okay… show works.").
  const opening = ["I'm really sorry about the delay, that's not okay.", 'Could you give me your order number so I can check what happened?'];
  for (const lines of [
    [...opening, 'A new blender goes out today and should show up by Thursday, and I\'ve refunded the delivery.'],
    [...opening, "Full refund issued, you'll see it show up within the week."],
    [...opening, "Let me send you a new one for free, it'll show up this week."],
  ]) {
    test(`"${lines.at(-1)!.slice(0, 50)}…"`, async () => {
      const run = await play(ai, await detailsForGoal('resolve'), lines);
      const last = run.turns.at(-1);
      expect(last?.evaluation.outcome).toBe('succeed');
      expect(last?.reply).not.toMatch(/\b(?:show|shows|up|day|days|tomorrow)\s+works\b/i);
      expect(last?.reply).toMatch(/^Okay… (?:the refund|a replacement) works\./);
    });
  }
});
