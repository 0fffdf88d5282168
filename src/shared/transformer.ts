import superjson from 'superjson';

/**
 * superjson's wire format with a fast path: a value that is already plain JSON (our DTOs carry
 * ISO strings, not Dates) is sent as `{ json }` with no meta, which superjson.deserialize reads
 * unchanged — so clients keep using plain superjson. Anything else (Date, Map, BigInt, undefined,
 * cycles) takes superjson's full walk. The check costs a fraction of superjson's serialize on the
 * larger answers (the agent catalogue: ~400 µs → tens of µs).
 */
export const transformer = {
  serialize(value: unknown) {
    return isPlainJson(value, 0) ? { json: value } : superjson.serialize(value);
  },
  deserialize(payload: unknown) {
    return superjson.deserialize(payload as Parameters<typeof superjson.deserialize>[0]);
  },
};

const MAX_DEPTH = 64;

export function isPlainJson(value: unknown, depth: number): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (depth > MAX_DEPTH) return false;
      if (Array.isArray(value)) {
        for (const item of value) if (!isPlainJson(item, depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key in value) {
        if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}
