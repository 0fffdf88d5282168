import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { agents, chatSessions } from '../../db/schema';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { MAX_ACTIVE_CHATS_WITHOUT_PLUS } from '../../shared/plans';
import type { CreateSessionInput, ListSessionsInput, RenameSessionInput, Session, SessionList } from '../../shared/schemas/session';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { requireActor, type Actor, type UserRow } from './actor';
import { findAgentRow } from './agents';
import { loadTier } from './users';
import { lockUserRow } from './user-lock';
import { usageDayOf } from './usage-day';

type SessionRow = typeof chatSessions.$inferSelect;
type AgentRow = typeof agents.$inferSelect;

export function toSessionDto(s: SessionRow, a: Pick<AgentRow, 'id' | 'slug' | 'name'>): Session {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    agent: { id: a.id, slug: a.slug, name: a.name, image_url: `/agents/${a.slug}.svg` },
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    message_count: s.messageCount,
    last_message: s.lastMessage,
    url: `/chat/${a.slug}/${s.id}`,
  };
}

/** The caller's live session, or session.not_found — the same answer for someone else's id. */
export async function getOwnedSession(db: Executor, userId: string, sessionId: string): Promise<SessionRow> {
  const [row] = await prepared(db, 'owned_session', (db) =>
    db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.id, sql.placeholder('sessionId')), eq(chatSessions.userId, sql.placeholder('userId')), isNull(chatSessions.deletedAt)))
      .limit(1)
      .prepare('owned_session'),
  ).execute({ sessionId, userId });
  if (!row) throw new AppError('session.not_found');
  return row;
}

export async function getSession(deps: Deps, actor: Actor | null, sessionId: string): Promise<Session> {
  const { user } = requireActor(actor);
  const row = await getOwnedSession(deps.db, user.id, sessionId);
  return toSessionDto(row, await agentOf(deps, row.agentId));
}

/** A chat's advisor, from the in-memory catalogue (no query on every chat read). */
async function agentOf(deps: Deps, agentId: string): Promise<Pick<AgentRow, 'id' | 'slug' | 'name'>> {
  const agent = (await deps.agents.load()).byKey.get(agentId);
  if (!agent) throw new AppError('agent.not_found');
  return agent;
}

/**
 * A non-Plus user may open a new chat only while at most 2 chats are active (SPEC FAQ). Active =
 * used today, in the user's time zone (docs/decisions.md).
 */
async function assertMayOpenChat(tx: Executor, user: UserRow, now: Date): Promise<void> {
  const since = usageDayOf(user, now).start;
  const [row] = await tx
    .select({ n: count() })
    .from(chatSessions)
    .where(
      and(eq(chatSessions.userId, user.id), isNull(chatSessions.deletedAt), inArray(chatSessions.type, LISTED_TYPES), gte(chatSessions.updatedAt, since)),
    );
  if ((row?.n ?? 0) > MAX_ACTIVE_CHATS_WITHOUT_PLUS) throw new AppError('session.chat_limit');
}

/**
 * Creates a chat with an agent (a retired agent stands in with the default one). With `id`, the
 * client chose the uuid: creating it again is a no-op answer, so retries are safe.
 */
export async function createSession(deps: Deps, actor: Actor | null, input: CreateSessionInput, id?: string): Promise<Session> {
  const { user } = requireActor(actor);
  const now = deps.clock.now();
  if (id) {
    const [existing] = await deps.db.select().from(chatSessions).where(eq(chatSessions.id, id)).limit(1);
    if (existing) {
      if (existing.userId !== user.id || existing.deletedAt) throw new AppError('session.not_found');
      return toSessionDto(existing, await agentOf(deps, existing.agentId));
    }
  }
  let agent = input.agent_id ? await findAgentRow(deps.db, input.agent_id) : undefined;
  if (input.agent_id && !agent) throw new AppError('agent.not_found');
  if (!agent || agent.removed) {
    [agent] = await deps.db.select().from(agents).where(eq(agents.isDefault, true)).limit(1);
  }
  if (!agent) throw new AppError('agent.not_found');
  const limited = (await loadTier(deps.db, user, now)) !== 'plus';
  const chosenAgent = agent;
  const [row] = await deps.db.transaction(async (tx) => {
    // Count and insert under the user's row lock: parallel creates cannot all see room for one more.
    if (limited) {
      await lockUserRow(tx, user.id);
      await assertMayOpenChat(tx, user, now);
    }
    return tx
      .insert(chatSessions)
      .values({
        ...(id ? { id } : {}),
        userId: user.id,
        agentId: chosenAgent.id,
        name: input.name ?? null,
        type: 'normal',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
  });
  if (!row) return createSession(deps, actor, input, id); // lost a create race with our own retry
  return toSessionDto(row, agent);
}

const CURSOR_SEP = '|';

/** Chat types that appear in the chat history and count as open chats. */
const LISTED_TYPES: SessionRow['type'][] = ['normal', 'rednote'];

function encodeCursor(s: SessionRow): string {
  return Buffer.from(`${s.updatedAt.toISOString()}${CURSOR_SEP}${s.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { updatedAt: Date; id: string } {
  const [ts, id] = Buffer.from(cursor, 'base64url').toString('utf8').split(CURSOR_SEP);
  const updatedAt = new Date(ts ?? '');
  if (!id || Number.isNaN(updatedAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('common.invalid_input');
  return { updatedAt, id };
}

/** History search: the chat's name or last message contains the words, any case (wildcards taken literally). */
function matchingSearch(q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(chatSessions.name, pattern), ilike(chatSessions.lastMessage, pattern));
}

/** Newest first. With a cursor, keyset paging (constant cost at any depth); else offset. */
export async function listSessions(deps: Deps, actor: Actor | null, input: ListSessionsInput): Promise<SessionList> {
  const { user } = requireActor(actor);
  // Advisor chats only: coach, practice and simulator chats are reached through their plan or chat.
  const owned = and(
    eq(chatSessions.userId, user.id),
    isNull(chatSessions.deletedAt),
    inArray(chatSessions.type, LISTED_TYPES),
    matchingSearch(input.q),
  );
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const where = after
    ? and(
        owned,
        or(lt(chatSessions.updatedAt, after.updatedAt), and(eq(chatSessions.updatedAt, after.updatedAt), lt(chatSessions.id, after.id))),
      )
    : owned;
  const rows = await deps.db
    .select({ session: chatSessions, agent: { id: agents.id, slug: agents.slug, name: agents.name } })
    .from(chatSessions)
    .innerJoin(agents, eq(agents.id, chatSessions.agentId))
    .where(where)
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
    .limit(input.limit + 1)
    .offset(after ? 0 : input.offset);
  const [total] = await deps.db.select({ n: count() }).from(chatSessions).where(owned);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toSessionDto(r.session, r.agent)),
    total: total?.n ?? 0,
    offset: input.offset,
    limit: input.limit,
    next_cursor: rows.length > input.limit && last ? encodeCursor(last.session) : null,
  };
}

export async function renameSession(deps: Deps, actor: Actor | null, sessionId: string, input: RenameSessionInput): Promise<Session> {
  const { user } = requireActor(actor);
  await getOwnedSession(deps.db, user.id, sessionId);
  // Renaming is not activity: updated_at (the list order) stays.
  const [row] = await deps.db.update(chatSessions).set({ name: input.name }).where(eq(chatSessions.id, sessionId)).returning();
  if (!row) throw new AppError('session.not_found');
  return toSessionDto(row, await agentOf(deps, row.agentId));
}

/** Soft delete; running replies in it are stopped by the caller (replies service). */
export async function deleteSession(deps: Deps, actor: Actor | null, sessionId: string): Promise<{ ok: true }> {
  const { user } = requireActor(actor);
  await getOwnedSession(deps.db, user.id, sessionId);
  await deps.db
    .update(chatSessions)
    .set({ deletedAt: deps.clock.now() })
    .where(and(eq(chatSessions.id, sessionId), isNull(chatSessions.deletedAt)));
  return { ok: true };
}

/** Records activity: a message moves its session to the top of the list. */
export async function touchSession(db: Executor, sessionId: string, now: Date, lastMessage: string | null, addedMessages: number) {
  // A plain statement (every send runs it, inside a transaction): the update builder costs ~10× more.
  const last = lastMessage !== null ? sql`, last_message = ${lastMessage.slice(0, 200)}` : sql``;
  await db.execute(sql`
    update chat_sessions set updated_at = ${now.toISOString()}, message_count = message_count + ${addedMessages}${last}
    where id = ${sessionId}`);
}
