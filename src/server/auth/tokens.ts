import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. Only its SHA-256 is stored. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit code from the CSPRNG, zero-padded. */
export function generateVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * HMAC with the server secret, bound to purpose and email. With a short TTL and a try limit this
 * protects the code as well as a slow hash does, at a fraction of the cost (STACK-NOTES §8).
 */
export function hashVerificationCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`login:${email}:${code}`).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
