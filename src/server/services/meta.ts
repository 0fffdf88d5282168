import type { Deps } from '../deps';

export interface ClientConfig {
  ai: 'offline' | 'openai';
  googleClientId: string | null;
  turnstileSiteKey: string | null;
  /** `local` = test-mode checkout (pages with prices say TEST MODE); `off` = Plus is not sold. */
  billingMode: 'stripe' | 'local' | 'off';
}

/** What the browser needs to know about the running configuration (no secrets). */
export function clientConfig(deps: Deps): ClientConfig {
  return {
    ai: deps.config.ai,
    googleClientId: deps.google?.clientId ?? null,
    turnstileSiteKey: deps.config.turnstileSiteKey,
    billingMode: deps.billing.kind,
  };
}
