import { expect } from 'bun:test';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { ProviderError } from '../../../src/server/ai/provider-error';
import { createScriptedProvider } from '../../../src/server/ai/scripted';
import { createHttpClient } from '../../helpers/http';
import type { CatalogueContext } from './context';

/* Refusals on chats and what hangs off them: agent.*, memory.*, session.*, message.*, upload.* on send, usage.*. */

/** agent.* codes */
export async function produceAgentCodes({ t, expectError }: CatalogueContext): Promise<void> {
  const c = createHttpClient(t.deps);
  await expectError(await c.request('GET', '/api/agent/no-such-agent'), 'agent.not_found');
}

/** memory.* codes (and session.not_found from generate) */
export async function produceMemoryCodes({ t, fromIp, expectError }: CatalogueContext): Promise<void> {
  const c = createHttpClient(t.deps);
  await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
  await expectError(await c.request('DELETE', `/api/memory/${crypto.randomUUID()}`), 'memory.not_found');
  const generate = (client: typeof c, sessionId: string) =>
    client.request('POST', `/api/memory/${sessionId}/generate`, { body: { items: [{ type: 'text', content: 'I love hiking.' }] } });
  await expectError(await generate(c, crypto.randomUUID()), 'session.not_found');
  const chat = (await c.request('POST', '/api/session', { body: {} })).json.result.id as string;
  const id = (await generate(c, chat)).json.result[0].memory.id as string;
  expect((await c.request('POST', `/api/memory/${id}/undo`)).status).toBe(200);
  await expectError(await c.request('POST', `/api/memory/${id}/undo`), 'memory.nothing_to_undo');

  const failing = (error: Error) => ({ ...t.deps, ai: createScriptedProvider({ memory: () => { throw error; } }) });
  const down = createHttpClient(failing(new ProviderError('unavailable', 'upstream 503')));
  down.setCookie(c.cookie);
  await expectError(await generate(down, chat), 'memory.generation_failed');
  const slow = createHttpClient(failing(new ProviderError('timeout', 'upstream took too long')));
  slow.setCookie(c.cookie);
  await expectError(await generate(slow, chat), 'memory.timeout');
}

/** session.*, message.*, upload.* and usage.* codes */
export async function produceChatRefusals({ t, fromIp, expectError }: CatalogueContext): Promise<void> {
  const c = createHttpClient(t.deps);
  await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
  const chat = (await c.request('POST', '/api/session', { body: {}, headers: fromIp() })).json.result.id as string;
  const send = (items: unknown[]) => c.request('POST', `/api/session/${chat}/message`, { body: { items } });
  await expectError(await c.request('GET', `/api/session/${crypto.randomUUID()}/message`), 'session.not_found');
  await expectError(await c.request('POST', '/api/session/showcase/no-such-example'), 'showcase.not_found');
  await expectError(await c.request('PUT', `/api/session/${chat}/message/${crypto.randomUUID()}/like`, { body: {} }), 'message.not_found');
  await expectError(await send([{ type: 'text', content: '  ' }]), 'message.empty');
  await expectError(await send([{ type: 'text', content: 'x'.repeat(10_001) }]), 'message.too_long');
  await expectError(await send(Array.from({ length: 6 }, (_, i) => ({ type: 'image', content: `${i}.png` }))), 'message.too_many_images');
  await expectError(await send([{ type: 'image', content: 'someone-elses.png' }]), 'upload.not_found');
  for (let i = 0; i < 2; i++) expect((await c.request('POST', '/api/session', { body: {} })).status).toBe(200);
  await expectError(await c.request('POST', '/api/session', { body: {} }), 'session.chat_limit');
  for (let i = 0; i < 3; i++) expect((await send([{ type: 'text', content: `q${i}` }])).status).toBe(200);
  await expectError(await send([{ type: 'text', content: 'one more' }]), 'usage.limit_reached_guest');

  const free = createHttpClient(t.deps);
  await free.request('POST', '/api/auth/email/send-verification-code', { body: { email: 'limits@example.com' }, headers: fromIp() });
  await free.request('POST', '/api/auth/email/login', { body: { email: 'limits@example.com', verification_code: t.lastCodeFor('limits@example.com') }, headers: fromIp() });
  const freeChat = (await free.request('POST', '/api/session', { body: {} })).json.result.id as string;
  const freeSend = () => free.request('POST', `/api/session/${freeChat}/message`, { body: { items: [{ type: 'text', content: 'hi' }] } });
  for (let i = 0; i < 5; i++) expect((await freeSend()).status).toBe(200);
  await expectError(await freeSend(), 'usage.limit_reached');
  // A burst far above any human pace restricts the account until tomorrow.
  const me = (await free.request('GET', '/api/auth/status')).json.result.id as string;
  await t.deps.db.update(users).set({ restrictedUntil: new Date(Date.now() + 60_000) }).where(eq(users.id, me));
  await expectError(await freeSend(), 'usage.unusual');
}
