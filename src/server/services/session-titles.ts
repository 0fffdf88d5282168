import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared';
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

/**
 * The after-reply work's one read of the chat: its name, or null when it is no longer the user's
 * live chat (deleted while the reply ran: nothing to learn from or to name).
 */
export async function liveChatName(deps: Deps, userId: string, sessionId: string): Promise<{ name: string | null } | null> {
  const [row] = await prepared(deps.db, 'live_chat_name', (db) =>
    db
      .select({ name: chatSessions.name })
      .from(chatSessions)
      .where(and(eq(chatSessions.id, sql.placeholder('id')), eq(chatSessions.userId, sql.placeholder('userId')), isNull(chatSessions.deletedAt)))
      .limit(1)
      .prepare('live_chat_name'),
  ).execute({ id: sessionId, userId });
  return row ?? null;
}

/** After the first exchange, an unnamed chat gets a title (SPEC §4). Never overwrites a name. */
export async function nameUnnamedChat(deps: Deps, sessionId: string, userText: string, assistantText: string): Promise<void> {
  const title = cleanTitle(await deps.ai.suggestTitle({ userText, assistantText }, AbortSignal.timeout(TITLE_TIMEOUT_MS)), userText);
  // The guard keeps a name the user gave meanwhile.
  await prepared(deps.db, 'name_unnamed_session', (db) =>
    db
      .update(chatSessions)
      .set({ name: sql`${sql.placeholder('name')}` })
      .where(and(eq(chatSessions.id, sql.placeholder('id')), isNull(chatSessions.name)))
      .prepare('name_unnamed_session'),
  ).execute({ id: sessionId, name: title });
}

/** PUT /api/session/{id}/auto-rename: a fresh title from the chat's first exchange. */
export async function autoRenameSession(deps: Deps, actor: Actor | null, sessionId: string): Promise<{ name: string }> {
  const { user } = requireActor(actor);
  const session = await getOwnedSession(deps.db, user.id, sessionId);
  const first = await deps.db
    .select({ role: messages.role, items: messages.items, status: messages.status })
    .from(messages)
    .where(eq(messages.sessionId, session.id))
    .orderBy(asc(messages.seq))
    .limit(2);
  const userText = messageText(first.find((m) => m.role === 'user')?.items ?? []);
  const reply = first.find((m) => m.role === 'assistant' && m.status === 'completed');
  if (!userText) {
    if (session.name) return { name: session.name };
    throw new AppError('message.empty');
  }
  const name = cleanTitle(
    await deps.ai.suggestTitle({ userText, assistantText: messageText(reply?.items ?? []) }, AbortSignal.timeout(TITLE_TIMEOUT_MS)),
    userText,
  );
  await deps.db.update(chatSessions).set({ name }).where(eq(chatSessions.id, session.id));
  return { name };
}
