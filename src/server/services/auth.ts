import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { emailCodes, users } from '../../db/schema';
import type { Tx } from '../../db/types';
import { LIMITS } from '../../shared/constants';
import type { GoogleIdTokenInput, LoginInput, SendCodeInput, TimezoneInput, User } from '../../shared/schemas/user';
import { generateVerificationCode, hashVerificationCode, safeEqualHex } from '../auth/tokens';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import type { Actor, RequestInfo, UserRow } from './actor';
import { requireActor } from './actor';
import { issueSession, revokeSession } from './auth-sessions';
import { moveGuestIntoAccount } from './guest-merge';
import { hitRateLimit } from './rate-limit';
import { buildUserDto } from './users';

/** The answer of every call that signs someone in: the user (with its new token) and the token. */
export interface SignedIn {
  user: User;
  token: string;
}

const HOUR = 60 * 60_000;

export async function getAuthStatus(deps: Deps, actor: Actor | null): Promise<User> {
  const { user } = requireActor(actor);
  return buildUserDto(deps.db, user, deps.clock.now());
}

/**
 * The session's user, or null when there is none: what the app asks on every page view, so a
 * visitor without a session is answered without a 401 and no guest is made until an action
 * needs one (docs/decisions.md).
 */
export async function getSessionUser(deps: Deps, actor: Actor | null): Promise<User | null> {
  return actor ? buildUserDto(deps.db, actor.user, deps.clock.now()) : null;
}

/** Creates a guest (SPEC §4: called when status answers 401). Rate-limited per IP. */
export async function createGuest(deps: Deps, req: RequestInfo, timezone?: string): Promise<SignedIn> {
  const now = deps.clock.now();
  await hitRateLimit(deps.db, now, { key: `guest:ip:${req.ip}`, limit: 30, windowMs: HOUR });
  const [guest] = await deps.db
    .insert(users)
    .values({ isTemporary: true, timezone: timezone ?? 'UTC', createdAt: now, updatedAt: now })
    .returning();
  if (!guest) throw new AppError('common.internal');
  const token = await issueSession(deps.db, guest.id, now);
  return { user: await buildUserDto(deps.db, guest, now, token), token };
}

/**
 * Sends a sign-in code. The answer is the same whether or not the email has an account (no
 * enumeration). A newer code replaces older ones; resends wait 60 s; per-IP volume is capped.
 * The human check (action `send_code`) passes before any code is made or mailed.
 */
export async function sendLoginCode(
  deps: Deps,
  req: RequestInfo,
  input: SendCodeInput,
  humanCheckToken?: string,
): Promise<{ sent: true }> {
  const now = deps.clock.now();
  const email = input.email;
  await hitRateLimit(deps.db, now, { key: `code:ip:${req.ip}`, limit: 20, windowMs: HOUR }, 'auth.too_many_attempts');
  await deps.humanCheck.verify(humanCheckToken, { action: 'send_code', ip: req.ip });
  const [latest] = await deps.db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(eq(emailCodes.email, email))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const sinceLast = latest ? now.getTime() - latest.createdAt.getTime() : Number.POSITIVE_INFINITY;
  if (sinceLast < LIMITS.verificationCodeResendMs) {
    throw new AppError('auth.too_many_attempts', { retryAfter: Math.ceil((LIMITS.verificationCodeResendMs - sinceLast) / 1000) });
  }
  // At most 5 codes an hour for one address, whoever asks (SECURITY-TESTS A-8).
  await hitRateLimit(deps.db, now, { key: `code:email:${email}`, limit: 5, windowMs: HOUR }, 'auth.too_many_attempts');
  const code = generateVerificationCode();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt)));
    await tx.insert(emailCodes).values({
      email,
      codeHash: hashVerificationCode(deps.secrets.app, email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LIMITS.verificationCodeTtlMs),
    });
  });
  try {
    await deps.mailer.sendLoginCode(email, code);
  } catch (cause) {
    // SECURITY-TESTS A-12: a retryable 503, the cause logged and never shown.
    deps.log.error('Sending the sign-in code failed', { email, err: cause as Error });
    throw new AppError('auth.mail_unavailable', { cause });
  }
  return { sent: true };
}

/** Checks the code (10 min, single use, 5 tries) and signs in, rotating the session token. */
export async function loginWithCode(deps: Deps, actor: Actor | null, req: RequestInfo, input: LoginInput): Promise<SignedIn> {
  const now = deps.clock.now();
  const email = input.email;
  await hitRateLimit(deps.db, now, { key: `login:ip:${req.ip}`, limit: 60, windowMs: HOUR }, 'auth.too_many_attempts');
  // Across all its codes, an address takes at most 20 tries a day (SECURITY-TESTS A-6).
  await hitRateLimit(deps.db, now, { key: `login:email:${email}`, limit: 20, windowMs: 24 * HOUR }, 'auth.too_many_attempts');
  const [code] = await deps.db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt), gt(emailCodes.expiresAt, now)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!code) throw new AppError('auth.invalid_code');

  // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
  const [counted] = await deps.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, code.id), lt(emailCodes.attempts, LIMITS.verificationCodeMaxAttempts)))
    .returning({ attempts: emailCodes.attempts });
  if (!counted) throw new AppError('auth.too_many_attempts');
  if (!safeEqualHex(code.codeHash, hashVerificationCode(deps.secrets.app, email, input.verification_code))) {
    throw new AppError('auth.invalid_code');
  }
  const [consumed] = await deps.db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, code.id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (!consumed) throw new AppError('auth.invalid_code');

  return signIn(deps, actor, now, (tx) => tx.select().from(users).where(eq(users.email, email)).limit(1), { email });
}

/** Google Identity Services ID token → signed in (linking by Google subject, then by email). */
export async function loginWithGoogle(deps: Deps, actor: Actor | null, input: GoogleIdTokenInput): Promise<SignedIn> {
  if (!deps.google) throw new AppError('auth.google_disabled');
  let identity;
  try {
    identity = await deps.google.verify(input.credential);
  } catch (cause) {
    throw new AppError('auth.google_invalid', { cause });
  }
  const now = deps.clock.now();
  return signIn(
    deps,
    actor,
    now,
    async (tx) => {
      const bySub = await tx.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
      return bySub.length ? bySub : tx.select().from(users).where(eq(users.email, identity.email)).limit(1);
    },
    { email: identity.email, googleSub: identity.sub, name: identity.name, avatar: identity.picture },
  );
}

type Profile = { email: string; googleSub?: string; name?: string | null; avatar?: string | null };

/**
 * The shared end of every login: find the account (or turn the calling guest into it), move a
 * guest's data across, revoke the old session and issue a new token.
 */
async function signIn(
  deps: Deps,
  actor: Actor | null,
  now: Date,
  findAccount: (tx: Tx) => Promise<UserRow[]>,
  profile: Profile,
): Promise<SignedIn> {
  const { account, token } = await deps.db.transaction(async (tx) => {
    let [account] = await findAccount(tx);
    const guest = actor?.user.isTemporary ? actor.user : null;
    const fill = {
      email: profile.email,
      isTemporary: false,
      updatedAt: now,
      ...(profile.googleSub ? { googleSub: profile.googleSub } : {}),
      ...(profile.name && !account?.name ? { name: profile.name } : {}),
      ...(profile.avatar && !account?.avatar ? { avatar: profile.avatar } : {}),
    };
    if (account) {
      if (guest && guest.id !== account.id) await moveGuestIntoAccount(tx, guest.id, account.id);
      [account] = await tx.update(users).set(fill).where(eq(users.id, account.id)).returning();
    } else if (guest) {
      [account] = await tx.update(users).set(fill).where(eq(users.id, guest.id)).returning();
    } else {
      [account] = await tx.insert(users).values({ ...fill, createdAt: now }).returning();
    }
    if (!account) throw new AppError('common.internal');
    if (actor) await revokeSession(tx, actor.authSessionId, now);
    return { account, token: await issueSession(tx, account.id, now) };
  });
  return { user: await buildUserDto(deps.db, account, now, token), token };
}

export async function logout(deps: Deps, actor: Actor | null): Promise<{ ok: true }> {
  if (actor) await revokeSession(deps.db, actor.authSessionId, deps.clock.now());
  return { ok: true };
}

export async function setTimezone(deps: Deps, actor: Actor | null, input: TimezoneInput): Promise<{ ok: true }> {
  const { user } = requireActor(actor);
  await deps.db.update(users).set({ timezone: input.timezone, updatedAt: deps.clock.now() }).where(eq(users.id, user.id));
  return { ok: true };
}
