import { expect, test } from 'bun:test';
import { tierFromWidth } from './layout-tier';
import { parseSidebarCookie } from './sidebar-cookie';

test.each([
  [320, 'mobile'],
  [390, 'mobile'],
  [767, 'mobile'],
  [768, 'tablet'],
  [1023, 'tablet'],
  [1024, 'desktop'],
  [1440, 'desktop'],
] as const)('width %i is %s', (width, tier) => {
  expect(tierFromWidth(width)).toBe(tier);
});

test('sidebar cookie values', () => {
  expect(parseSidebarCookie('collapsed')).toBe(true);
  expect(parseSidebarCookie('expanded')).toBe(false);
  expect(parseSidebarCookie(undefined)).toBeUndefined();
  expect(parseSidebarCookie('garbage')).toBeUndefined();
});
