import { expect } from 'bun:test';
import type { Locator } from 'playwright-core';

/**
 * The locator's text once it equals `expected` (or, after the timeout, whatever it is then), so a
 * plain `expect(...).toBe(expected)` reports the real text when it fails. React renders after the
 * URL changes; reading text straight away would race it.
 */
export async function textWhen(locator: Locator, expected: string | RegExp, timeoutMs = 10_000): Promise<string> {
  const matches = (text: string) => (typeof expected === 'string' ? text === expected : expected.test(text));
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    last = ((await locator.first().textContent({ timeout: Math.max(1, deadline - Date.now()) }).catch(() => '')) ?? '').trim();
    if (matches(last)) return last;
    await Bun.sleep(50);
  }
  return last;
}

/** Attribute value once it equals `expected` (null = absent), or whatever it is at the timeout. */
export async function attributeWhen(
  locator: Locator,
  name: string,
  expected: string | null,
  timeoutMs = 10_000,
): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  let last: string | null = null;
  while (Date.now() < deadline) {
    last = await locator.getAttribute(name, { timeout: Math.max(1, deadline - Date.now()) }).catch(() => null);
    if (last === expected) return last;
    await Bun.sleep(50);
  }
  return last;
}

/** Assert a locator's text, waiting for React to render it. */
export async function expectText(locator: Locator, expected: string): Promise<void> {
  expect(await textWhen(locator, expected)).toBe(expected);
}

/** Assert an attribute (null = absent), waiting for React to render it. */
export async function expectAttribute(locator: Locator, name: string, expected: string | null): Promise<void> {
  expect(await attributeWhen(locator, name, expected)).toBe(expected);
}
