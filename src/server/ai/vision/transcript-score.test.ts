import { describe, expect, test } from 'bun:test';
import { editDistance, scoreSpeakers, scoreWords, wordsOf } from './transcript-score';

describe('transcript scores', () => {
  test('words: case, punctuation and emoji do not count; a misread word is one error', () => {
    expect(wordsOf('Hey! It’s fine 😍')).toEqual(['hey', "it's", 'fine']);
    const expected = [{ speaker: 'them' as const, text: 'It is fine, really' }];
    expect(scoreWords(expected, [{ speaker: 'them', text: 'it is fine really' }])).toEqual({ errors: 0, total: 4 });
    expect(scoreWords(expected, [{ speaker: 'them', text: 'Itis fine really' }])).toEqual({ errors: 2, total: 4 });
    expect(editDistance(['a', 'b', 'c'], ['a', 'c'])).toBe(1);
  });

  test('speakers: each expected bubble is matched in order; a wrong side or a missing bubble counts against', () => {
    const expected = [
      { speaker: 'you' as const, text: 'I am so sorry about yesterday' },
      { speaker: 'them' as const, text: 'It is fine' },
      { speaker: 'you' as const, text: 'It does not sound fine' },
    ];
    expect(scoreSpeakers(expected, expected)).toEqual({ correct: 3, total: 3 });
    const swapped = [expected[0]!, { speaker: 'you' as const, text: 'It is fine' }, expected[2]!];
    expect(scoreSpeakers(expected, swapped)).toEqual({ correct: 2, total: 3 });
    expect(scoreSpeakers(expected, [expected[0]!])).toEqual({ correct: 1, total: 3 });
  });
});
