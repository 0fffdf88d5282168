import { afterAll, describe, expect, test } from 'bun:test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import superjson from 'superjson';
import { transformer as serverTransformer } from '../../shared/transformer';
import { clientTransformer, fetchLoadingSuperjson } from './trpc-transformer';

/** Answers what the server's transformer makes of a value, as tRPC's batch link reads it. */
// node:http, not Bun.serve: the client tests' happy-dom replaces the global Response.
const server = createServer((request, response) => {
  const at = new URL(request.url ?? '/', 'http://localhost').searchParams.get('at');
  const value = at ? { at: new Date(at), n: 1 } : { n: 1, name: 'plain' };
  response.setHeader('content-type', 'application/json');
  response.setHeader('access-control-allow-origin', '*'); // happy-dom's page is another origin
  response.end(JSON.stringify([{ result: { data: serverTransformer.serialize(value) } }]));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/trpc/x`;
afterAll(() => server.close());

// One module state (superjson loaded or not): the tests run in this order.
describe('the browser transformer before superjson is needed', () => {
  test('plain inputs go as the envelope superjson reads; undefined properties are left out', () => {
    const input = { sessionId: 's1', cursor: undefined, items: [1, 'a', null, { ok: true }] };
    const wire = JSON.parse(JSON.stringify(clientTransformer.serialize(input)));
    expect(superjson.deserialize(wire)).toEqual({ sessionId: 's1', items: [1, 'a', null, { ok: true }] });
    expect(JSON.parse(JSON.stringify(clientTransformer.serialize(undefined)))).toEqual({});
  });

  test('plain answers are read without superjson', async () => {
    const response = await fetchLoadingSuperjson(url);
    const [{ result }] = (await response.json()) as [{ result: { data: unknown } }];
    expect(clientTransformer.deserialize(result.data)).toEqual({ n: 1, name: 'plain' });
  });

  test('an input that is not plain JSON is refused with a clear error', () => {
    expect(() => clientTransformer.serialize({ at: new Date(0) })).toThrow('not plain JSON');
  });

  test('an answer with meta makes the fetch load superjson first, then reads like superjson', async () => {
    const at = '2026-11-27T12:00:00.000Z';
    const response = await fetchLoadingSuperjson(`${url}?at=${at}`);
    const [{ result }] = (await response.json()) as [{ result: { data: unknown } }];
    expect(clientTransformer.deserialize(result.data)).toEqual({ at: new Date(at), n: 1 });
    // Loaded now: inputs that need superjson are sent as superjson writes them.
    expect(clientTransformer.serialize({ at: new Date(0) })).toEqual(superjson.serialize({ at: new Date(0) }));
  });
});
