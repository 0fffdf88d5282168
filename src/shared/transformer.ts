import superjson from 'superjson';
import { isPlainJson } from './plain-json';

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
