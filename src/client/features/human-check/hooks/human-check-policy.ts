import { LIMITS } from '../../../../shared/constants';

/**
 * SPEC §5/§9 human-check cooldown (600,000 ms). Our server checks a token on every send (a token
 * passes once, docs/decisions.md), so the cooldown decides how a send gets its token: after a
 * passed check it takes the widget's next token if one is ready, without waiting; outside the
 * cooldown — first send, or after the server refused one with 401, which resets it — it waits for
 * the widget (ready within 3 s) and for its token.
 */
export function createHumanCheckPolicy(cooldownMs: number = LIMITS.humanCheckCooldownMs, now: () => number = Date.now) {
  let passedAt: number | null = null;
  return {
    mustWait: (): boolean => passedAt === null || now() - passedAt >= cooldownMs,
    passed(): void {
      passedAt = now();
    },
    reset(): void {
      passedAt = null;
    },
  };
}

export type HumanCheckPolicy = ReturnType<typeof createHumanCheckPolicy>;

/** Resolves to the promise's value, or to `fallback` after `ms`. */
export function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}
