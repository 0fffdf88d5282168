import { and, count, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
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

export function toSessionDto(s: Pick<SessionRow, keyof typeof LISTED_COLUMNS>, a: Pick<AgentRow, 'id' | 'slug' | 'name'>): Session {
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
export async function agentOf(deps: Deps, agentId: string): Promise<Pick<AgentRow, 'id' | 'slug' | 'name'>> {
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

function encodeCursor(s: Pick<SessionRow, 'updatedAt' | 'id'>): string {
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

/** What a chat-list item shows: no share token, no deletion time. */
const LISTED_COLUMNS = {
  id: chatSessions.id,
  name: chatSessions.name,
  type: chatSessions.type,
  agentId: chatSessions.agentId,
  messageCount: chatSessions.messageCount,
  lastMessage: chatSessions.lastMessage,
  createdAt: chatSessions.createdAt,
  updatedAt: chatSessions.updatedAt,
};

/** The caller's listed chats (placeholder `userId`), plus the history search when given. */
function ownedListed(search?: SQL) {
  return and(eq(chatSessions.userId, sql.placeholder('userId')), isNull(chatSessions.deletedAt), inArray(chatSessions.type, LISTED_TYPES), search);
}

/** Keyset: strictly after the cursor's (updated_at, id) in the list's order, on the index's own key. */
const AFTER_CURSOR = sql`(${chatSessions.updatedAt}, ${chatSessions.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

/**
 * One page of the list and the number of listed chats in one statement (the count is a subquery
 * run once): the list is read on every visit, and each statement costs the app a round trip and
 * its row mapping. Advisors come from the in-memory catalogue, not a join.
 */
function listPageQuery(db: Executor, keyset: boolean, search?: SQL) {
  return db
    .select({
      ...LISTED_COLUMNS,
      total: sql<number>`(select count(*) from ${chatSessions} where ${ownedListed(search)})`.mapWith(Number),
    })
    .from(chatSessions)
    .where(keyset ? and(ownedListed(search), AFTER_CURSOR) : ownedListed(search))
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

type ListedRow = Pick<SessionRow, keyof typeof LISTED_COLUMNS> & { total: number };

/** Newest first. With a cursor, keyset paging (constant cost at any depth); else offset. */
export async function listSessions(deps: Deps, actor: Actor | null, input: ListSessionsInput): Promise<SessionList> {
  const { user } = requireActor(actor);
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const values = {
    userId: user.id,
    limit: input.limit + 1,
    offset: after ? 0 : input.offset,
    ...(after ? { afterAt: after.updatedAt.toISOString(), afterId: after.id } : {}),
  };
  // Prepared once per database (drizzle's builder cost more CPU than the query); a search, rarer
  // and with its pattern in the statement, is built per call.
  const rows: ListedRow[] = input.q
    ? await listPageQuery(deps.db, Boolean(after), matchingSearch(input.q)).prepare('chat_list_search').execute(values)
    : await prepared(deps.db, after ? 'chat_list_after' : 'chat_list_page', (db) =>
        listPageQuery(db, Boolean(after)).prepare(after ? 'chat_list_after' : 'chat_list_page'),
      ).execute(values);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  // A page past the end has no row to carry the count.
  const total = rows[0]?.total ?? (await countListed(deps.db, user.id, input.q));
  const catalogue = (await deps.agents.load()).byKey;
  const items: Session[] = [];
  for (const row of page) {
    const agent = catalogue.get(row.agentId) ?? (await findAgentRow(deps.db, row.agentId));
    if (!agent) throw new AppError('agent.not_found');
    items.push(toSessionDto(row, agent));
  }
  return {
    items,
    total,
    offset: input.offset,
    limit: input.limit,
    next_cursor: rows.length > input.limit && last ? encodeCursor(last) : null,
  };
}

async function countListed(db: Executor, userId: string, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatSessions)
    .where(and(eq(chatSessions.userId, userId), isNull(chatSessions.deletedAt), inArray(chatSessions.type, LISTED_TYPES), matchingSearch(q)));
  return row?.n ?? 0;
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

/** How much of a message the chat list keeps as its preview. */
const PREVIEW_CHARS = 200;

/** The chat list's preview of a user message: its text, or '[Photo]' when it carries only screenshots. */
export function previewOf(items: readonly { type: string; content?: unknown }[]): string {
  const text = items.find((i) => i.type === 'text');
  return (typeof text?.content === 'string' ? text.content : '[Photo]').slice(0, PREVIEW_CHARS);
}

/** Records activity: a message moves its session to the top of the list. */
export async function touchSession(db: Executor, sessionId: string, now: Date, lastMessage: string | null, addedMessages: number) {
  // A plain statement (every send runs it, inside a transaction): the update builder costs ~10× more.
  const last = lastMessage !== null ? sql`, last_message = ${lastMessage.slice(0, PREVIEW_CHARS)}` : sql``;
  await db.execute(sql`
    update chat_sessions set updated_at = ${now.toISOString()}, message_count = message_count + ${addedMessages}${last}
    where id = ${sessionId}`);
}
