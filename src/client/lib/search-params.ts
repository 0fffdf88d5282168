import type { z } from 'zod';

/**
 * A route's search parameters, validated with its zod object schema. Each parameter is checked on
 * its own: one that does not fit is dropped (a hand-edited link still opens the page) — the rest
 * keep their values. The first value of a repeated parameter counts.
 */
export function parseSearch<S extends z.ZodObject>(schema: S, params: URLSearchParams): Partial<z.infer<S>> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = (field as z.ZodType).safeParse(raw);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as Partial<z.infer<S>>;
}
