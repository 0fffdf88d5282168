import { describe, expect, test } from 'bun:test';
import { localDate, nextLocalMidnight, startOfLocalDay } from './local-time';

describe('local time', () => {
  test('local date follows the zone, not UTC', () => {
    const instant = new Date('2026-03-10T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-10');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-03-11');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-03-10');
  });

  test('next midnight in a positive and a negative zone', () => {
    const instant = new Date('2026-03-10T23:30:00Z');
    expect(nextLocalMidnight(instant, 'UTC').toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(nextLocalMidnight(instant, 'Asia/Tokyo').toISOString()).toBe('2026-03-11T15:00:00.000Z');
    expect(nextLocalMidnight(instant, 'Asia/Kolkata').toISOString()).toBe('2026-03-11T18:30:00.000Z');
  });

  test('next midnight across a DST change (New York springs forward on 2026-03-08)', () => {
    const saturdayEvening = new Date('2026-03-07T22:00:00-05:00');
    // Midnight of the 8th is still EST (-05:00); the change happens at 02:00.
    expect(nextLocalMidnight(saturdayEvening, 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    const sundayEvening = new Date('2026-03-08T22:00:00-04:00');
    expect(nextLocalMidnight(sundayEvening, 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

test('start of the local day', () => {
  const instant = new Date('2026-03-10T23:30:00Z');
  expect(startOfLocalDay(instant, 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
  expect(startOfLocalDay(instant, 'Asia/Tokyo').toISOString()).toBe('2026-03-10T15:00:00.000Z');
  expect(startOfLocalDay(new Date('2026-03-08T12:00:00-04:00'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
});
