import { expect, test } from 'bun:test';
import { z } from 'zod';
import { parseSearch } from './search-params';

test('each search parameter is validated on its own; a bad one is dropped, the rest kept', () => {
  const schema = z.object({ source: z.string().min(1).max(10).optional(), memoryId: z.string().uuid().optional() });
  const id = '0b6cf1b6-8a4e-4a35-9a8e-3c1f4b1d2e3f';
  expect(parseSearch(schema, new URLSearchParams(`source=sidebar&memoryId=${id}`))).toEqual({ source: 'sidebar', memoryId: id });
  expect(parseSearch(schema, new URLSearchParams('source=sidebar&memoryId=nope'))).toEqual({ source: 'sidebar' });
  expect(parseSearch(schema, new URLSearchParams('source=much-too-long-value&other=1'))).toEqual({});
  expect(parseSearch(schema, new URLSearchParams('source=a&source=b'))).toEqual({ source: 'a' });
});
