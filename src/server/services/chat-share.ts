import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { agents, chatSessions, messages } from '../../db/schema';
import type { MessageItem } from '../../shared/schemas/message';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { requireActor, type Actor } from './actor';
import { getOwnedSession } from './sessions';

/** What a share link shows: the conversation's words, nothing of the account, memory or files. */
export type SharedChat = {
  title: string;
  agent: { name: string; slug: string };
  messages: { id: string; role: 'user' | 'assistant'; created_at: string; items: MessageItem[] }[];
};

/** Creates (or returns) the chat's read-only link token. Only advisor chats can be shared. */
export async function shareChat(deps: Deps, actor: Actor | null, sessionId: string): Promise<{ token: string }> {
  const { user } = requireActor(actor);
  const session = await getOwnedSession(deps.db, user.id, sessionId);
  if (session.type !== 'normal') throw new AppError('common.invalid_input');
  if (session.shareToken) return { token: session.shareToken };
  const token = randomBytes(24).toString('base64url');
  await deps.db.update(chatSessions).set({ shareToken: token }).where(and(eq(chatSessions.id, session.id), eq(chatSessions.userId, user.id)));
  return { token };
}

/** Revokes the link: the token stops working at once (a new share makes a new one). */
export async function unshareChat(deps: Deps, actor: Actor | null, sessionId: string): Promise<{ ok: true }> {
  const { user } = requireActor(actor);
  const session = await getOwnedSession(deps.db, user.id, sessionId);
  await deps.db.update(chatSessions).set({ shareToken: null }).where(and(eq(chatSessions.id, session.id), eq(chatSessions.userId, user.id)));
  return { ok: true };
}

/** The chat behind a live link, for anyone holding it; revoked, deleted or unknown → not found. */
export async function sharedChat(deps: Deps, token: string): Promise<SharedChat> {
  const [session] = await deps.db
    .select({ id: chatSessions.id, name: chatSessions.name, agentName: agents.name, agentSlug: agents.slug })
    .from(chatSessions)
    .innerJoin(agents, eq(agents.id, chatSessions.agentId))
    .where(and(eq(chatSessions.shareToken, token), isNull(chatSessions.deletedAt)))
    .limit(1);
  if (!session) throw new AppError('common.not_found');
  const rows = await deps.db
    .select({ id: messages.id, role: messages.role, status: messages.status, items: messages.items, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.sessionId, session.id), eq(messages.onPath, true)))
    .orderBy(asc(messages.seq));
  return {
    title: session.name ?? 'Shared chat',
    agent: { name: session.agentName, slug: session.agentSlug },
    messages: rows
      .filter((m) => m.role === 'user' || m.status === 'completed')
      // Words only: screenshots (private files) and internal items stay out.
      .map((m) => ({
        id: m.id,
        role: m.role,
        created_at: m.createdAt.toISOString(),
        items: m.items.filter((item) => item.type === 'text' || item.type === 'reply_suggestions'),
      }))
      .filter((m) => m.items.length > 0),
  };
}
