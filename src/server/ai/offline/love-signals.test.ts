import { describe, expect, test } from 'bun:test';
import { readSignals } from './love-signals';

describe('love signals read from what they do', () => {
  test('favours, seeking you out and texting for no reason count, with fillers inside the cue', () => {
    expect(readSignals('he always holds the door and bought me a hot chocolate after practice').forSignals).toContain('Does things for you');
    expect(readSignals('she comes over to my desk every day and literally laughs at all my jokes').forSignals).toEqual(expect.arrayContaining(['Seeks you out', 'Laughs at your jokes']));
    expect(readSignals('he messages me late about random things').forSignals).toContain('Texts you for no reason');
  });

  test('a negated cue is not a signal for, and "always" still reads against when it is you who starts', () => {
    expect(readSignals('he never really brings me anything and never says hi').forSignals).toEqual([]);
    expect(readSignals('it is always me who starts, i always text first').against).toContain('You always start the chat');
  });
});
