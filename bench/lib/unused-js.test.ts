import { describe, expect, test } from 'bun:test';
import { summarizeUnusedJs, unusedJsItems, unusedJsVerdict, UNUSED_JS_TARGET_KB } from './unused-js';

const LINE = UNUSED_JS_TARGET_KB * 1024;
const item = (url: string, wastedBytes: number) => ({ url, wastedBytes });

describe("issue #27's unused-JS target", () => {
  test('sums every script and keeps the one leaving the most unused', () => {
    const summary = summarizeUnusedJs([item('/assets/a.js', 3000), item('/assets/b.js', 12_000), item('/assets/c.js', 500)]);
    expect(summary).toEqual({ totalBytes: 15_500, largest: item('/assets/b.js', 12_000) });
    expect(summarizeUnusedJs([])).toEqual({ totalBytes: 0, largest: null });
  });

  test('judges the largest script against 20 KiB, the line included; the sum may exceed it', () => {
    expect(unusedJsVerdict(summarizeUnusedJs([item('/a.js', LINE), item('/b.js', LINE)]), true)).toBe('pass');
    expect(unusedJsVerdict(summarizeUnusedJs([item('/a.js', 10), item('/b.js', LINE + 1)]), true)).toBe('miss');
    expect(unusedJsVerdict(summarizeUnusedJs([]), true)).toBe('pass');
  });

  test('pages outside the target get no verdict', () => {
    expect(unusedJsVerdict(summarizeUnusedJs([item('/chat.js', 5 * LINE)]), false)).toBeNull();
  });

  test("reads the audit's items and refuses a malformed table", () => {
    expect(unusedJsItems({ type: 'opportunity', items: [{ url: '/a.js', wastedBytes: 42, totalBytes: 99 }] })).toEqual([item('/a.js', 42)]);
    expect(() => unusedJsItems(undefined)).toThrow('no items table');
    expect(() => unusedJsItems({ items: [{ url: '/a.js' }] })).toThrow('without url or wastedBytes');
  });
});
