const MAX_DEPTH = 64;

/**
 * A value JSON carries unchanged (no Date, Map, BigInt, NaN, -0, cycles, class instances).
 * `undefinedProps`: an object property that is undefined counts too (JSON leaves the key out,
 * which a schema's optional field reads the same): for the browser's inputs, not the answers.
 */
export function isPlainJson(value: unknown, depth = 0, undefinedProps = false): boolean {
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
        for (const item of value) if (!isPlainJson(item, depth + 1, undefinedProps)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key in value) {
        const item = (value as Record<string, unknown>)[key];
        if (item === undefined && undefinedProps) continue;
        if (!isPlainJson(item, depth + 1, undefinedProps)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}
