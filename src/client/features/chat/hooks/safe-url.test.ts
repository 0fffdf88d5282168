import { expect, test } from 'bun:test';
import { safeUrl } from './safe-url';

test.each([
  ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
  ['http://example.com', 'http://example.com'],
  ['mailto:someone@example.com', 'mailto:someone@example.com'],
  ['javascript:alert(1)', ''],
  ['JavaScript:alert(1)', ''],
  ['java\tscript:alert(1)', ''],
  ['data:text/html;base64,PHNjcmlwdD4=', ''],
  ['vbscript:msgbox', ''],
  ['/chat/other', ''],
  ['//evil.example/x', ''],
  ['', ''],
])('safeUrl(%p) = %p', (input, expected) => {
  expect(safeUrl(input)).toBe(expected);
});
