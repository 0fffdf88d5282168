import { expect, test } from 'bun:test';
import { understand } from '../src/server/ai/understanding/understand';
import { personFound } from './understanding';

test('a person labelled by a pronoun is found through any form of that pronoun, not another one', () => {
  const u = understand('She keeps cancelling our plans last minute, how do I tell her it hurts?');
  expect(personFound(u, 'she')).toBe(true);
  expect(personFound(u, 'her')).toBe(true);
  expect(personFound(u, 'him')).toBe(false);
  expect(personFound(u, 'Sam')).toBe(false);
  const v = understand('He borrowed 200 dollars in march and never paid it back');
  expect(personFound(v, 'his')).toBe(true);
  expect(personFound(v, 'them')).toBe(false);
});
