/**
 * Bun runs at most BUN_CONFIG_MAX_HTTP_REQUESTS outgoing fetches at once (default 256, read once
 * at process start: setting it later has no effect); the rest wait silently. Each running reply
 * holds one provider stream, so a reply past that limit would get no token and fail on its idle
 * timeout. The serve script raises the limit to Bun's maximum; the reply cap is kept below it,
 * with room for the other calls (titles, memory, Turnstile, Stripe), so the cap the app enforces
 * — a clear reply.server_busy at once — is the real one.
 */
export const DEFAULT_FETCH_LIMIT = 256;
/** Outgoing requests kept free for everything that is not a provider stream. */
export const FETCH_HEADROOM = 64;

export function runtimeFetchLimit(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.BUN_CONFIG_MAX_HTTP_REQUESTS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_FETCH_LIMIT;
}

/** The reply cap a process can keep: the configured one, or less when the runtime allows fewer streams. */
export function replyStreamCap(configured: number, fetchLimit: number): number {
  return Math.max(1, Math.min(configured, fetchLimit - FETCH_HEADROOM));
}
