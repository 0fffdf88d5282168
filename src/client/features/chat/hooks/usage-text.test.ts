import { expect, test } from 'bun:test';
import { formatCountdown, remainingText } from './usage-text';

const limit = (current: number, max: number | null) => ({ current_usage: current, max_usage: max, next_reset_time: '', can_use: true });

test('remaining messages', () => {
  expect(remainingText(limit(0, 3))).toBe('3 of 3 messages left today');
  expect(remainingText(limit(2, 5))).toBe('3 of 5 messages left today');
  expect(remainingText(limit(7, 5))).toBe('0 of 5 messages left today');
  expect(remainingText(limit(0, 1))).toBe('1 of 1 message left today');
  expect(remainingText(limit(40, null))).toBeNull(); // Plus: unlimited, nothing shown
  expect(remainingText(undefined)).toBeNull();
});

test.each([
  [0, '00:00:00'],
  [-5000, '00:00:00'],
  [999, '00:00:01'],
  [61_000, '00:01:01'],
  [5 * 3600_000 + 12 * 60_000 + 33_000, '05:12:33'],
  [24 * 3600_000, '24:00:00'],
  [30 * 3600_000, '24:00:00'],
])('formatCountdown(%i) = %s', (ms, expected) => {
  expect(formatCountdown(ms)).toBe(expected);
});
