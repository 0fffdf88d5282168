import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import * as auth from './auth';
import { resolveActor } from './auth-sessions';
import { createSession, listSessions, renameSession, touchSession } from './sessions';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

async function guest() {
  const { token } = await auth.createGuest(t.deps, { ip: `10.7.0.${Math.floor(Math.random() * 250)}`, userAgent: null });
  return resolveActor(t.deps.db, token, t.deps.clock.now());
}

describe('chat history search (session list `q`)', () => {
  test("matches the name or the last message, any case, wildcards literal, the caller's chats only", async () => {
    const actor = await guest();
    const named = await createSession(t.deps, actor, {});
    await renameSession(t.deps, actor, named.id, { name: 'Crush advice' });
    const percent = await createSession(t.deps, actor, {});
    await touchSession(t.deps.db, percent.id, new Date(), 'My boss is 100% ignoring me', 1);
    const underscore = await createSession(t.deps, actor, {});
    await touchSession(t.deps.db, underscore.id, new Date(), 'see snake_case here', 1);
    const other = await guest();
    const foreign = await createSession(t.deps, other, {});
    await renameSession(t.deps, other, foreign.id, { name: 'crush too' });

    const search = async (q: string | undefined) => {
      const list = await listSessions(t.deps, actor, { offset: 0, limit: 30, q });
      expect(list.total).toBe(list.items.length);
      return list.items.map((s) => s.id).sort();
    };
    expect(await search('CRUSH')).toEqual([named.id]);
    expect(await search('100%')).toEqual([percent.id]);
    expect(await search('%')).toEqual([percent.id]);
    expect(await search('_')).toEqual([underscore.id]);
    expect(await search('nothing like this')).toEqual([]);
    expect(await search(undefined)).toEqual([named.id, percent.id, underscore.id].sort());
    expect(await search('')).toEqual([named.id, percent.id, underscore.id].sort());
  });
});
