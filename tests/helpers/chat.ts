import { eq } from 'drizzle-orm';
import { messages } from '../../src/db/schema';
import type { Deps } from '../../src/server/deps';
import type { Actor } from '../../src/server/services/actor';
import * as auth from '../../src/server/services/auth';
import { resolveActor } from '../../src/server/services/auth-sessions';
import { createSession } from '../../src/server/services/sessions';
import type { ReplyEvent } from '../../src/shared/stream';

let ip = 0;

/** A new guest (or, with `email`, a registered user) and its actor. */
export async function newActor(deps: Deps, email?: string, lastCodeFor?: (e: string) => string | undefined): Promise<Actor> {
  const req = { ip: `172.16.${Math.floor(++ip / 250)}.${ip % 250}`, userAgent: null };
  let token = (await auth.createGuest(deps, req)).token;
  if (email && lastCodeFor) {
    await auth.sendLoginCode(deps, req, { email });
    const actor = await resolveActor(deps.db, token, deps.clock.now());
    token = (await auth.loginWithCode(deps, actor, req, { email, verification_code: lastCodeFor(email)! })).token;
  }
  const actor = await resolveActor(deps.db, token, deps.clock.now());
  if (!actor) throw new Error('no actor');
  return actor;
}

export async function newChat(deps: Deps, actor: Actor, agent = 'chat-advisor') {
  return createSession(deps, actor, { agent_id: agent });
}

export const text = (content: string) => ({ items: [{ type: 'text' as const, content }] });

/** Collects events until the final one. */
export async function collect(events: AsyncIterable<ReplyEvent>): Promise<ReplyEvent[]> {
  const out: ReplyEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

export function textOf(events: ReplyEvent[]): string {
  return events.map((e) => (e.data.type === 'text' ? e.data.content : '')).join('');
}

/** Parses an SSE body into events (and notes whether it ended with [DONE]). */
export function parseSse(body: string): { events: ReplyEvent[]; done: boolean; comments: number } {
  const events: ReplyEvent[] = [];
  let done = false;
  let comments = 0;
  for (const block of body.split('\n\n')) {
    if (!block.trim()) continue;
    if (block.startsWith(':')) {
      comments++;
      continue;
    }
    const lines = Object.fromEntries(
      block.split('\n').map((l) => {
        const i = l.indexOf(': ');
        return [l.slice(0, i), l.slice(i + 2)];
      }),
    );
    if (lines.data === '[DONE]') done = true;
    else events.push({ id: Number(lines.id), event: lines.event as ReplyEvent['event'], data: JSON.parse(lines.data!) });
  }
  return { events, done, comments };
}

/**
 * Reads an SSE body until `marker` has arrived; what was read is returned. A stream that ends
 * first fails the test (instead of spinning on a finished reader).
 */
export async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string): Promise<string> {
  const decoder = new TextDecoder();
  let received = '';
  while (!received.includes(marker)) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`the stream ended before ${JSON.stringify(marker)}: ${received.slice(0, 500)}`);
    received += decoder.decode(value, { stream: true });
  }
  return received;
}

/** A message's stored row, as the services left it. */
export async function messageRow(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(messages).where(eq(messages.id, id));
  return row!;
}
