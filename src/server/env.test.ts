import { expect, test } from 'bun:test';
import { parseEnv } from './env';

test('nothing set selects every embedded default', () => {
  const env = parseEnv({});
  expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', TRUST_PROXY: false, NODE_ENV: 'development' });
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.OPENAI_API_KEY).toBeUndefined();
});

test('empty strings count as unset', () => {
  expect(parseEnv({ DATABASE_URL: '', SMTP_URL: '  ' }).DATABASE_URL).toBeUndefined();
});

test('bad values fail fast naming the variable', () => {
  expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  expect(() => parseEnv({ APP_SECRET: 'short' })).toThrow(/APP_SECRET must be at least 32 characters/);
});

test('WORKERS is a whole number of processes or auto, 1 by default', () => {
  expect(parseEnv({}).WORKERS).toBe(1);
  expect(parseEnv({ WORKERS: '3' }).WORKERS).toBe(3);
  expect(parseEnv({ WORKERS: 'auto' }).WORKERS).toBe('auto');
  expect(() => parseEnv({ WORKERS: '0' })).toThrow(/WORKERS/);
  expect(() => parseEnv({ WORKERS: 'two' })).toThrow(/WORKERS/);
  expect(() => parseEnv({ WORKERS: '1.5' })).toThrow(/WORKERS must be a whole number from 1 to 64, or auto/);
});
