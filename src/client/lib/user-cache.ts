import { STORAGE_KEYS } from '../../shared/client-storage';
import type { User } from '../../shared/schemas/user';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed frame)
  }
}

function looksLikeUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.is_temporary === 'boolean' && 'usage_limits' in v;
}

/** The user cached under `user_info` (SPEC §3), so the UI renders before the status call answers. */
export function readCachedUser(): User | undefined {
  try {
    const raw = storage()?.getItem(STORAGE_KEYS.userInfo);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return looksLikeUser(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Cache the user; the session token is never written to storage (the cookie carries it). */
export function writeCachedUser(user: User | null | undefined): void {
  try {
    if (!user) storage()?.removeItem(STORAGE_KEYS.userInfo);
    else storage()?.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...user, token: null }));
  } catch {
    // quota exceeded or storage disabled: the cache is only an optimisation
  }
}
