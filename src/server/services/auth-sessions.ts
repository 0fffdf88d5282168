import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { authSessions, users } from '../../db/schema';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { generateSessionToken, hashSessionToken } from '../auth/tokens';
import type { Actor } from './actor';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** lastSeenAt is refreshed at most this often: no write on every request. */
const SEEN_REFRESH_MS = 60 * 60_000;

/** The actor behind a bearer/cookie token, or null when the token is unknown, expired or revoked. */
export async function resolveActor(db: Executor, token: string | null, now: Date): Promise<Actor | null> {
  if (!token || token.length > 200) return null;
  const [row] = await prepared(db, 'actor_by_token', (db) =>
    db
      .select({ user: users, session: { id: authSessions.id, lastSeenAt: authSessions.lastSeenAt } })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.tokenHash, sql.placeholder('tokenHash')), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare('actor_by_token'),
  ).execute({ tokenHash: hashSessionToken(token), now: now.toISOString() });
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > SEEN_REFRESH_MS) {
    await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, row.session.id));
  }
  return { user: row.user, authSessionId: row.session.id };
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
