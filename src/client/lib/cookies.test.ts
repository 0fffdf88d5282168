import { describe, expect, test } from 'bun:test';
import { readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  test('reads a cookie by exact name and decodes it', () => {
    const jar = 'sidebar_state_x=1; sidebar_state=collapsed; theme=a%20b';
    expect(readCookie('sidebar_state', jar)).toBe('collapsed');
    expect(readCookie('theme', jar)).toBe('a b');
    expect(readCookie('missing', jar)).toBeUndefined();
    expect(readCookie('x', '')).toBeUndefined();
  });

  test('serializes with a max-age of the given days, site-wide, SameSite=Lax', () => {
    expect(serializeCookie('sidebar_state', 'expanded', 7)).toBe(
      'sidebar_state=expanded; Max-Age=604800; Path=/; SameSite=Lax',
    );
  });
});
