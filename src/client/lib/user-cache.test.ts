import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import type { User } from '../../shared/schemas/user';
import { readCachedUser, writeCachedUser } from './user-cache';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

const limit = { current_usage: 0, max_usage: 3, next_reset_time: '2030-01-01T00:00:00.000Z', can_use: true };
const user: User = {
  id: '6f1c2a1e-5b8f-4a52-9d52-2f7f4a1c9e10',
  name: null,
  email: null,
  avatar: null,
  token: 'secret-session-token',
  is_temporary: true,
  has_trialed: false,
  created_at: '2030-01-01T00:00:00.000Z',
  is_first_day: true,
  usage_limits: { send_message: limit, send_message_for_practice: limit },
  subscriptions: [],
};

describe('user_info cache', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  test('round-trips the user under user_info without the session token', () => {
    writeCachedUser(user);
    expect(JSON.parse(storage.getItem('user_info') ?? '{}').token).toBeNull();
    expect(readCachedUser()).toEqual({ ...user, token: null });
  });

  test('clearing removes the key', () => {
    writeCachedUser(user);
    writeCachedUser(null);
    expect(storage.getItem('user_info')).toBeNull();
    expect(readCachedUser()).toBeUndefined();
  });

  test('ignores corrupt or foreign values', () => {
    storage.setItem('user_info', '{not json');
    expect(readCachedUser()).toBeUndefined();
    storage.setItem('user_info', JSON.stringify({ id: 1 }));
    expect(readCachedUser()).toBeUndefined();
  });

  test('works (as a no-op) when storage is unavailable', () => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    expect(() => writeCachedUser(user)).not.toThrow();
    expect(readCachedUser()).toBeUndefined();
  });
});
