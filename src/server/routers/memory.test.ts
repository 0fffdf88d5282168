import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import * as auth from '../services/auth';
import { resolveActor } from '../services/auth-sessions';
import { createSession } from '../services/sessions';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/router';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

async function callerForGuest() {
  const { token } = await auth.createGuest(t.deps, { ip: `10.9.0.${Math.floor(Math.random() * 250)}`, userAgent: null });
  const actor = await resolveActor(t.deps.db, token, t.deps.clock.now());
  return { actor, caller: createCaller(createContextInner({ deps: t.deps, actor })) };
}

test('memory.* procedures are wired to the services', async () => {
  const { actor, caller } = await callerForGuest();
  const session = await createSession(t.deps, actor, {});
  const cards = await caller.memory.generate({ sessionId: session.id, items: [{ type: 'text', content: 'I love hiking.' }] });
  expect(cards).toEqual([expect.objectContaining({ type: 'add', content: 'User loves hiking.' })]);
  const id = cards[0]!.memory.id;

  expect(await caller.memory.list({})).toMatchObject({ total: 1, items: [{ id }] });
  expect(await caller.memory.update({ id, content: ' User loves long hikes. ' })).toMatchObject({ id, content: 'User loves long hikes.' });
  expect(await caller.memory.delete({ id })).toEqual({ ok: true });
  expect((await caller.memory.undo({ id })).item).toMatchObject({ id, content: 'User loves long hikes.' });
});

test('errors carry the catalogue code; input is validated', async () => {
  const { caller } = await callerForGuest();
  const { caller: other } = await callerForGuest();
  await expect(caller.memory.undo({ id: crypto.randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND', cause: { code: 'memory.not_found' } });
  await expect(other.memory.list({ limit: 101 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  await expect(caller.memory.update({ id: crypto.randomUUID(), content: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  const anonymous = createCaller(createContextInner({ deps: t.deps, actor: null }));
  await expect(anonymous.memory.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
});
