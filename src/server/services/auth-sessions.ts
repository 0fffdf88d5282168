import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { authSessions, users } from '../../db/schema';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { generateSessionToken, hashSessionToken } from '../auth/tokens';
import type { Actor } from './actor';
import { actorCacheOf } from './actor-cache';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** lastSeenAt is refreshed at most this often: no write on every request. */
const SEEN_REFRESH_MS = 60 * 60_000;

/**
 * The actor behind a bearer/cookie token, or null when the token is unknown, expired or revoked.
 * `read`: the caller only reads (a GET), so a token verified within ACTOR_CACHE_MS may answer
 * without a query (actor-cache.ts); a `write` always queries and makes the user's reads query too.
 */
export async function resolveActor(db: Executor, token: string | null, now: Date, access: 'read' | 'write' = 'write'): Promise<Actor | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashSessionToken(token);
  const cache = actorCacheOf(db);
  if (access === 'read') {
    const cached = cache.get(tokenHash, now);
    if (cached) return cached;
  }
  const [row] = await prepared(db, 'actor_by_token', (db) =>
    db
      .select({ user: users, session: { id: authSessions.id, lastSeenAt: authSessions.lastSeenAt, expiresAt: authSessions.expiresAt } })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.tokenHash, sql.placeholder('tokenHash')), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare('actor_by_token'),
  ).execute({ tokenHash, now: now.toISOString() });
  if (!row) {
    cache.forget(tokenHash);
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > SEEN_REFRESH_MS) {
    await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, row.session.id));
  }
  const actor: Actor = { user: row.user, authSessionId: row.session.id };
  if (access === 'read') cache.set(tokenHash, actor, row.session.expiresAt);
  else cache.wrote(actor.user.id);
  return actor;
}

/** Issues a new login session; the raw token is returned once and never stored. */
export async function issueSession(db: Executor, userId: string, now: Date): Promise<string> {
  const token = generateSessionToken();
  await db.insert(authSessions).values({
    userId,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function revokeSession(db: Executor, authSessionId: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`coalesce(${authSessions.revokedAt}, ${now.toISOString()})` })
    .where(eq(authSessions.id, authSessionId));
}
