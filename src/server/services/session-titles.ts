import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { chatSessions, messages } from '../../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { requireActor, type Actor } from './actor';
import { messageText } from './replies/build-request';
import { getOwnedSession } from './sessions';

const TITLE_TIMEOUT_MS = 20_000;

function cleanTitle(raw: string, fallbackFrom: string): string {
  const title = raw.replaceAll('\u0000', '').replace(/\s+/g, ' ').trim().slice(0, 60);
  if (title) return title;
  const words = fallbackFrom.replace(/\s+/g, ' ').trim().slice(0, 60);
  return words || 'New chat';
}

/** A chat whose reply just completed, and the exchange that may name it. */
export interface ChatRef {
  sessionId: string;
  userId: string;
}

/**
 * The after-reply work's one read of a batch of chats: the name of each that is still its user's
 * live chat (one deleted while its reply ran is absent: nothing to learn from or to name). One
 * statement and one JSON parameter for any batch size.
 */
export async function liveChatNames(deps: Deps, chats: readonly ChatRef[]): Promise<Map<string, string | null>> {
  if (chats.length === 0) return new Map();
  const json = JSON.stringify(chats.map((c) => ({ id: c.sessionId, user_id: c.userId })));
  const result = await deps.db.execute(sql`
    select s.id, s.name from chat_sessions as s
    join jsonb_to_recordset(${json}::jsonb) as c(id uuid, user_id uuid) on s.id = c.id and s.user_id = c.user_id
    where s.deleted_at is null`);
  return new Map(rowsOf<{ id: string; name: string | null }>(result).map((r) => [r.id, r.name]));
}

/** The title the AI suggests for a chat's first exchange (SPEC §4), cleaned. */
export async function suggestChatTitle(deps: Deps, userText: string, assistantText: string): Promise<string> {
  return cleanTitle(await deps.ai.suggestTitle({ userText, assistantText }, AbortSignal.timeout(TITLE_TIMEOUT_MS)), userText);
}

/** Names the chats that are still unnamed, in one statement. Never overwrites a name given meanwhile. */
export async function nameUnnamedChats(deps: Deps, titles: readonly { sessionId: string; name: string }[]): Promise<void> {
  if (titles.length === 0) return;
  const json = JSON.stringify(titles.map((t) => ({ id: t.sessionId, name: t.name })));
  await deps.db.execute(sql`
    update chat_sessions as s set name = t.name
    from jsonb_to_recordset(${json}::jsonb) as t(id uuid, name text)
    where s.id = t.id and s.name is null`);
}

/** PUT /api/session/{id}/auto-rename: a fresh title from the chat's first exchange. */
export async function autoRenameSession(deps: Deps, actor: Actor | null, sessionId: string): Promise<{ name: string }> {
  const { user } = requireActor(actor);
  const session = await getOwnedSession(deps.db, user.id, sessionId);
  const first = await deps.db
    .select({ role: messages.role, items: messages.items, status: messages.status })
    .from(messages)
    .where(and(eq(messages.sessionId, session.id), eq(messages.onPath, true)))
    .orderBy(asc(messages.seq))
    .limit(2);
  const userText = messageText(first.find((m) => m.role === 'user')?.items ?? []);
  const reply = first.find((m) => m.role === 'assistant' && m.status === 'completed');
  if (!userText) {
    if (session.name) return { name: session.name };
    throw new AppError('message.empty');
  }
  const name = await suggestChatTitle(deps, userText, messageText(reply?.items ?? []));
  await deps.db.update(chatSessions).set({ name }).where(eq(chatSessions.id, session.id));
  return { name };
}
