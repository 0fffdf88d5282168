import { describe, expect, test } from 'bun:test';
import { listenerActs } from './red-flag-listener-acts';
import { canonical } from './red-flags';

// What a line does to the listener (docs/decisions.md "Whose standing the line decides"). None of
// these lines is in a labelled or dev set.
const acts = (text: string) => listenerActs(canonical(text));

describe('what a line does to the listener', () => {
  test("the speaker's own act decides the listener's standing: a lever, and with their deed a disclosure", () => {
    expect(acts('what becomes of your pitch once I write to the licensing office?')).toContain('A:lever');
    expect(acts('how long is your job safe if I tell the manager what you took from the stockroom?')).toEqual(['A:lever', 'A:disclose']);
    expect(acts('what happens to my booking if I arrive a day late?')).toEqual([]);
    expect(acts('I was touched by what you said at the dinner, thank you')).not.toContain('A:lever');
  });

  test("the listener's work measured against something lesser; the speaker's own work is a joke", () => {
    expect(acts('your speech was about as lively as a bus timetable')).toContain('A:likens_down');
    expect(acts('a five year old could have parked that van straighter')).toContain('A:likens_down');
    expect(acts('is that all you could muster after a month?')).toContain('A:likens_down');
    expect(acts('I sing about as well as a kettle, so I will just clap')).toEqual([]);
    expect(acts('my sister can show you the letter from the school')).toEqual([]);
  });

  test('praise that names a failure or a delay', () => {
    expect(acts('you must be the quickest builder alive, only eight months late')).toContain('A:mock_praise');
    expect(acts('thanks for the lovely cake, you are so thoughtful')).toEqual([]);
  });
});
