import { expect, test } from 'bun:test';
import { splitAtCards } from './card-placement';

const reply =
  'Your crush\'s "haha maybe" is a soft maybe.\n\nThree ways you could reply:\n\n**One thing to avoid:** Chasing.\n\n**Next step:** Send one message.';

test('a known offset (from the stream) wins', () => {
  expect(splitAtCards('abcdef', 3)).toEqual({ before: 'abc', after: 'def' });
  expect(splitAtCards('abc', 0)).toEqual({ before: '', after: 'abc' });
});

test('an out-of-range offset is ignored', () => {
  expect(splitAtCards('abc', 10)).toEqual({ before: 'abc', after: '' });
});

test('without one, the cards go before "One thing to avoid"', () => {
  const { before, after } = splitAtCards(reply);
  expect(before).toBe('Your crush\'s "haha maybe" is a soft maybe.\n\nThree ways you could reply:');
  expect(after.trimStart().startsWith('**One thing to avoid:**')).toBe(true);
  expect(before + after).toBe(reply);
});

test('else after a lead-in paragraph ending with a colon', () => {
  const text = 'Here is my read.\n\nTry one of these:\n\nThen wait a day.';
  expect(splitAtCards(text)).toEqual({ before: 'Here is my read.\n\nTry one of these:\n\n', after: 'Then wait a day.' });
});

test('else at the end', () => {
  expect(splitAtCards('Just a short answer.')).toEqual({ before: 'Just a short answer.', after: '' });
});
