import { describe, expect, test } from 'bun:test';
import { branchAt, exchangeDeletion, patchMessage, removeMessages, replaceMessage, upsertMessages } from './message-cache';
import type { Message, MessagesPage } from './message-types';

function message(id: string, extra: Partial<Message> = {}): Message {
  return {
    id,
    session_id: 's',
    role: 'user',
    status: 'completed',
    created_at: '2030-01-01T00:00:00.000Z',
    items: [],
    used_capabilities: [],
    extra_data: {},
    native_receive: false,
    liked: false,
    version: 1,
    references: [],
    error: null,
    ...extra,
  };
}

function page(items: Message[]): MessagesPage {
  return { session: {} as MessagesPage['session'], items, active_simulator_session: null, total: items.length, page: 1, page_size: 100_000 };
}

describe('message cache updates', () => {
  const a = message('a');
  const b = message('b');

  test('upsert replaces known ids in place and appends new ones', () => {
    const next = upsertMessages(page([a, b]), [message('b', { liked: true }), message('c')]);
    expect(next.items.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(next.items[0]).toBe(a); // untouched rows keep their identity (memo)
    expect(next.items[1]?.liked).toBe(true);
    expect(next.total).toBe(3);
  });

  test('replace swaps an optimistic message for the server pair, in its place', () => {
    const local = message('local-1');
    const next = replaceMessage(page([a, local]), 'local-1', [message('u'), message('r', { role: 'assistant' })]);
    expect(next.items.map((m) => m.id)).toEqual(['a', 'u', 'r']);
    expect(next.total).toBe(3);
  });

  test('replace does not duplicate a message the cache already has', () => {
    const next = replaceMessage(page([a, message('local-1'), message('u')]), 'local-1', [message('u'), message('r')]);
    expect(next.items.map((m) => m.id)).toEqual(['a', 'u', 'r']);
    expect(next.total).toBe(3);
  });

  test('patch changes one message; an unknown id returns the same page', () => {
    const start = page([a, b]);
    const next = patchMessage(start, 'b', { liked: true });
    expect(next.items[1]?.liked).toBe(true);
    expect(next.items[0]).toBe(a);
    expect(patchMessage(start, 'zzz', { liked: true })).toBe(start);
  });

  test('remove drops messages and lowers the total', () => {
    const next = removeMessages(page([a, b]), ['a']);
    expect(next.items.map((m) => m.id)).toEqual(['b']);
    expect(next.total).toBe(1);
  });

  test('an edit replaces the edited message and what followed with the new branch; the pager lists the old versions first', () => {
    const [u1, r1, u2, r2, u3, r3] = ['u1', 'r1', 'u2', 'r2', 'u3', 'r3'].map((id) => message(id, { role: id.startsWith('r') ? 'assistant' : 'user' }));
    const edited = message('u2b');
    const reply = message('r2b', { role: 'assistant', status: 'thinking' });
    const next = branchAt(page([u1!, r1!, u2!, r2!, u3!, r3!]), 'u2', [edited, reply]);
    expect(next.items.map((m) => m.id)).toEqual(['u1', 'r1', 'u2b', 'r2b']);
    expect(next.items[2]!.branch).toEqual({ ids: ['u2', 'u2b'], index: 1 });
    expect(next.items[0]).toBe(u1!);
    expect(next.total).toBe(4);
    const again = branchAt(next, 'u2b', [message('u2c'), message('r2c', { role: 'assistant' })]);
    expect(again.items[2]!.branch).toEqual({ ids: ['u2', 'u2b', 'u2c'], index: 2 });
  });

  test('Delete under a message takes its reply; under a version of an edited message, one call and its branch leaves the list', () => {
    const [u1, r1, u2, r2, u3] = ['u1', 'r1', 'u2', 'r2', 'u3'].map((id) => message(id, { role: id.startsWith('r') ? 'assistant' : 'user' }));
    expect(exchangeDeletion(page([u1!, r1!, u2!, r2!, u3!]), 'u2')).toEqual({ calls: ['u2', 'r2'], leaving: ['u2', 'r2'] });
    expect(exchangeDeletion(page([u1!, r1!, u2!, r2!, u3!]), 'u3')).toEqual({ calls: ['u3'], leaving: ['u3'] });
    const version = message('u2', { branch: { ids: ['u0', 'u2'], index: 1 } });
    expect(exchangeDeletion(page([u1!, r1!, version, r2!, u3!]), 'u2')).toEqual({ calls: ['u2'], leaving: ['u2', 'r2', 'u3'] });
  });
});
