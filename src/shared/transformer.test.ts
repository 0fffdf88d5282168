import { describe, expect, test } from 'bun:test';
import superjson from 'superjson';
import { transformer } from './transformer';

describe('transformer', () => {
  test('plain JSON takes the fast path and reads back with plain superjson', () => {
    const value = { a: 1, b: ['x', true, null, { c: 'd' }], e: { f: 2.5 } };
    const wire = transformer.serialize(value);
    expect(wire).toEqual({ json: value });
    expect(superjson.deserialize(JSON.parse(JSON.stringify(wire)))).toEqual(value);
  });

  test('values JSON cannot carry still round-trip through superjson', () => {
    const value = { when: new Date('2026-01-01T00:00:00Z'), big: 10n, m: new Map([['k', 1]]), u: undefined, n: Number.NaN, z: -0 };
    const wire = JSON.parse(JSON.stringify(transformer.serialize(value)));
    expect(wire.meta).toBeDefined();
    const back = transformer.deserialize(wire) as typeof value;
    expect(back.when).toEqual(value.when);
    expect(back.big).toBe(10n);
    expect(back.m.get('k')).toBe(1);
    expect('u' in back).toBe(true);
    expect(Number.isNaN(back.n)).toBe(true);
    expect(Object.is(back.z, -0)).toBe(true);
  });

  test('class instances and cycles are not mistaken for plain JSON', () => {
    class Point {
      constructor(public x: number) {}
    }
    // Not plain: handed to superjson, which decides how to carry it.
    expect(transformer.serialize({ p: new Point(1) })).toEqual(superjson.serialize({ p: new Point(1) }));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => transformer.serialize(cyclic)).not.toThrow();
  });
});
