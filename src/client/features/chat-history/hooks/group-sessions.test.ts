import { expect, test } from 'bun:test';
import type { Session } from '../../../../shared/schemas/session';
import { groupSessionsByDate, sessionTitle } from './group-sessions';

const now = new Date(2030, 4, 14, 10, 0); // local time: tests hold in any time zone

function session(id: string, updated: Date, name: string | null = null): Session {
  return {
    id,
    name,
    type: 'normal',
    agent: { id: 'a', slug: 'chat-advisor', name: 'Chat Advisor', image_url: null },
    created_at: updated.toISOString(),
    updated_at: updated.toISOString(),
    message_count: 2,
    last_message: `last ${id}`,
    url: `/chat/chat-advisor/${id}`,
  };
}

test('groups by local day, keeping the newest-first order inside each group', () => {
  const sessions = [
    session('t2', new Date(2030, 4, 14, 9, 30)),
    session('t1', new Date(2030, 4, 14, 0, 1)),
    session('y', new Date(2030, 4, 13, 23, 59)),
    session('w1', new Date(2030, 4, 12, 8, 0)),
    session('w7', new Date(2030, 4, 7, 0, 0)),
    session('o', new Date(2030, 4, 6, 23, 59)),
    session('old', new Date(2029, 0, 1)),
  ];
  const groups = groupSessionsByDate(sessions, now);
  expect(groups.map((g) => [g.label, g.sessions.map((s) => s.id)])).toEqual([
    ['Today', ['t2', 't1']],
    ['Yesterday', ['y']],
    ['Previous 7 days', ['w1', 'w7']],
    ['Older', ['o', 'old']],
  ]);
});

test('empty groups are left out', () => {
  expect(groupSessionsByDate([session('o', new Date(2020, 0, 1))], now).map((g) => g.key)).toEqual(['older']);
  expect(groupSessionsByDate([], now)).toEqual([]);
});

test('a chat is called by its name, else its last message, else New chat', () => {
  expect(sessionTitle({ name: 'Crush advice', last_message: 'x' })).toBe('Crush advice');
  expect(sessionTitle({ name: null, last_message: 'She said maybe' })).toBe('She said maybe');
  expect(sessionTitle({ name: '  ', last_message: null })).toBe('New chat');
});
