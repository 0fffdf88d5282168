import { describe, expect, test } from 'bun:test';
import { canSend, COUNTER_FROM, shouldSendOnEnter, showCounter } from './input-rules';

describe('canSend', () => {
  test('needs text or an image', () => {
    expect(canSend({ text: '', responding: false })).toBe(false);
    expect(canSend({ text: '   \n ', responding: false })).toBe(false);
    expect(canSend({ text: 'hi', responding: false })).toBe(true);
    expect(canSend({ text: '', responding: false, images: [{ status: 'completed' }] })).toBe(true);
  });

  test('never while the bot responds or the daily limit is reached', () => {
    expect(canSend({ text: 'hi', responding: true })).toBe(false);
    expect(canSend({ text: 'hi', responding: false, blocked: true })).toBe(false);
  });

  test('only once every image is uploaded, and at most 5 of them', () => {
    expect(canSend({ text: 'hi', responding: false, images: [{ status: 'completed' }, { status: 'uploading' }] })).toBe(false);
    expect(canSend({ text: 'hi', responding: false, images: [{ status: 'failed' }] })).toBe(false);
    const six = Array.from({ length: 6 }, () => ({ status: 'completed' as const }));
    expect(canSend({ text: 'hi', responding: false, images: six })).toBe(false);
  });

  test('at most 10,000 characters', () => {
    expect(canSend({ text: 'a'.repeat(10_000), responding: false })).toBe(true);
    expect(canSend({ text: 'a'.repeat(10_001), responding: false })).toBe(false);
  });
});

describe('shouldSendOnEnter', () => {
  const enter = { key: 'Enter', shiftKey: false, isComposing: false, touch: false };
  test('plain Enter on a desktop sends', () => {
    expect(shouldSendOnEnter(enter)).toBe(true);
  });
  test('Shift+Enter, IME composition (also keyCode 229) and touch devices do not', () => {
    expect(shouldSendOnEnter({ ...enter, shiftKey: true })).toBe(false);
    expect(shouldSendOnEnter({ ...enter, isComposing: true })).toBe(false);
    expect(shouldSendOnEnter({ ...enter, keyCode: 229 })).toBe(false);
    expect(shouldSendOnEnter({ ...enter, touch: true })).toBe(false);
  });
  test('other keys never send', () => {
    expect(shouldSendOnEnter({ ...enter, key: 'a' })).toBe(false);
  });
});

test('the counter shows from 9,000 characters', () => {
  expect(COUNTER_FROM).toBe(9000);
  expect(showCounter(8999)).toBe(false);
  expect(showCounter(9000)).toBe(true);
});
