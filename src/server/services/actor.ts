import type { users } from '../../db/schema';
import { AppError } from '../errors';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the user behind a valid session token, or nobody. */
export interface Actor {
  user: UserRow;
  /** The auth_sessions row behind the token (for logout and rotation). */
  authSessionId: string;
}

/** Request facts some rules need (rate limits per IP, cookie security). */
export interface RequestInfo {
  ip: string;
  userAgent: string | null;
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError('auth.unauthorized');
  return actor;
}
