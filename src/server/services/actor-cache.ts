import type { Executor } from '../../db/types';
import type { Actor } from './actor';

/**
 * How long a read request may use an actor verified by an earlier request, in ms: the bound on how
 * late a revocation, a sign-out or a change to the user's row made by another process (WORKERS > 1)
 * is seen by reads. In this process a write by the user forgets them at once (below).
 */
export const ACTOR_CACHE_MS = 1_000;
/** After a write by a user, that user's reads query for this long: a write's effects land after it starts. */
const BYPASS_AFTER_WRITE_MS = 5_000;
/** Bounded: past this many tokens the cache starts over (it only saves queries). */
const MAX_ENTRIES = 10_000;

interface Entry {
  actor: Actor;
  /** performance.now() until which the entry serves. */
  freshUntil: number;
  /** The login session's expiry (epoch ms), checked against the app's clock on every use. */
  expiresAt: number;
}

/**
 * Verified tokens of read requests (GET), kept for ACTOR_CACHE_MS: the chat list and a chat page
 * are read on every visit, and looking up the token cost each a round trip and a wide row. Writes
 * never use it: they always read the session and the user's row as they are now, and forget the
 * user's cached tokens (sign-out, sign-in merging a guest, a restriction set by a send).
 */
export class ActorCache {
  private readonly byHash = new Map<string, Entry>();
  private readonly bypassUntil = new Map<string, number>();

  get(tokenHash: string, now: Date): Actor | null {
    const entry = this.byHash.get(tokenHash);
    if (!entry) return null;
    const at = performance.now();
    if (at > entry.freshUntil || now.getTime() >= entry.expiresAt || (this.bypassUntil.get(entry.actor.user.id) ?? 0) > at) {
      this.byHash.delete(tokenHash);
      return null;
    }
    return entry.actor;
  }

  set(tokenHash: string, actor: Actor, expiresAt: Date): void {
    const at = performance.now();
    const bypass = this.bypassUntil.get(actor.user.id);
    if (bypass !== undefined) {
      if (bypass > at) return;
      this.bypassUntil.delete(actor.user.id);
    }
    if (this.byHash.size >= MAX_ENTRIES) this.byHash.clear();
    this.byHash.set(tokenHash, { actor, freshUntil: at + ACTOR_CACHE_MS, expiresAt: expiresAt.getTime() });
  }

  /** The token no longer verifies (revoked, expired, unknown). */
  forget(tokenHash: string): void {
    this.byHash.delete(tokenHash);
  }

  /** A write by this user is starting: its reads query again for a while. */
  wrote(userId: string): void {
    if (this.bypassUntil.size >= MAX_ENTRIES) this.bypassUntil.clear();
    this.bypassUntil.set(userId, performance.now() + BYPASS_AFTER_WRITE_MS);
  }
}

const caches = new WeakMap<Executor, ActorCache>();

/** One cache per database (tests build many apps, each on its own database). */
export function actorCacheOf(db: Executor): ActorCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ActorCache()));
  return cache;
}
