/**
 * A situation playbook: one insight for the read and at least three reply cards, each a different
 * strategy with its "why". Card texts are templates: `{kind|fallback}` is replaced by the first fact
 * of that kind the user gave (amount, time, when, duration, event, place, channel, item, job, name),
 * else by the fallback; `{hey}` is "Hey Sam" or "Hey". See fill.ts.
 */
export type CardTemplate = readonly [strategy: string, text: string, why: string];

export interface Playbook {
  insight: string;
  cards: readonly CardTemplate[];
  /** When the group's avoid line or next step does not fit this situation. */
  avoid?: string;
  next?: string;
}

/** Per category: two more angles (used by Try Another), the one thing to avoid and the next step. */
export interface CategoryPlaybook {
  extra: readonly CardTemplate[];
  avoid: string;
  next: string;
}
