import { describe, expect, test } from 'bun:test';
import { formatMessageTime, ordinal } from './format-time';

// Local-time constructors keep these independent of the machine's time zone.
const now = new Date(2030, 4, 14, 18, 30); // Tue 14 May 2030, 6:30 PM

describe('formatMessageTime', () => {
  test.each([
    [new Date(2030, 4, 14, 0, 0), 'Today, 12:00 AM'],
    [new Date(2030, 4, 14, 9, 5), 'Today, 9:05 AM'],
    [new Date(2030, 4, 14, 12, 0), 'Today, 12:00 PM'],
    [new Date(2030, 4, 14, 16, 45), 'Today, 4:45 PM'],
    [new Date(2030, 4, 13, 23, 59), 'May 13th, 11:59 PM'],
    [new Date(2030, 0, 3, 15, 7), 'Jan 3rd, 3:07 PM'],
    [new Date(2030, 1, 1, 8, 0), 'Feb 1st, 8:00 AM'],
    [new Date(2030, 2, 22, 13, 0), 'Mar 22nd, 1:00 PM'],
    [new Date(2030, 3, 11, 10, 10), 'Apr 11th, 10:10 AM'],
    [new Date(2029, 11, 31, 23, 0), 'Dec 31st 2029, 11:00 PM'],
    [new Date(2031, 0, 2, 7, 30), 'Jan 2nd 2031, 7:30 AM'],
  ])('%p → %p', (date, expected) => {
    expect(formatMessageTime(date, now)).toBe(expected);
  });

  test('accepts ISO strings and epoch numbers; invalid input gives an empty string', () => {
    const date = new Date(2030, 4, 14, 8, 15);
    expect(formatMessageTime(date.toISOString(), now)).toBe('Today, 8:15 AM');
    expect(formatMessageTime(date.getTime(), now)).toBe('Today, 8:15 AM');
    expect(formatMessageTime('not a date', now)).toBe('');
  });
});

test.each([
  [1, '1st'],
  [2, '2nd'],
  [3, '3rd'],
  [4, '4th'],
  [11, '11th'],
  [12, '12th'],
  [13, '13th'],
  [21, '21st'],
  [22, '22nd'],
  [23, '23rd'],
  [30, '30th'],
  [31, '31st'],
])('ordinal(%i) = %s', (day, expected) => {
  expect(ordinal(day)).toBe(expected);
});
