import { describe, expect, test } from 'bun:test';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Import rules of ARCHITECTURE.md §1: client → shared (server types only), adapters → services →
 * db | ai | realtime, shared → nothing in src, only the openai adapter imports `openai`.
 */
const ROOT = resolve(import.meta.dir, '..');

interface ImportRef {
  from: string; // file, relative to ROOT
  target: string; // resolved path relative to ROOT, or the bare package name
  typeOnly: boolean;
}

const IMPORT_RE = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_RE = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

async function collectImports(): Promise<ImportRef[]> {
  const refs: ImportRef[] = [];
  for await (const file of new Bun.Glob('src/**/*.{ts,tsx}').scan({ cwd: ROOT })) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const text = await Bun.file(join(ROOT, file)).text();
    const push = (spec: string, typeOnly: boolean) => {
      const target = spec.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), spec)) : spec;
      refs.push({ from: file, target, typeOnly });
    };
    for (const m of text.matchAll(IMPORT_RE)) push(m[3]!, Boolean(m[2]));
    for (const m of text.matchAll(DYNAMIC_RE)) push(m[1]!, false);
  }
  return refs;
}

const refs = await collectImports();
const inside = (ref: ImportRef, dir: string) => ref.target === dir || ref.target.startsWith(`${dir}/`);
const violations = (pred: (r: ImportRef) => boolean) =>
  refs.filter(pred).map((r) => `${r.from} → ${r.target}${r.typeOnly ? ' (type)' : ''}`);

describe('architecture', () => {
  test('the scan sees the code base', () => {
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.some((r) => r.from.startsWith('src/server/services/'))).toBe(true);
  });

  test('shared imports nothing else from src', () => {
    expect(violations((r) => r.from.startsWith('src/shared/') && r.target.startsWith('src/') && !inside(r, 'src/shared'))).toEqual([]);
  });

  test('db imports only db and shared', () => {
    expect(
      violations((r) => r.from.startsWith('src/db/') && r.target.startsWith('src/') && !inside(r, 'src/db') && !inside(r, 'src/shared')),
    ).toEqual([]);
  });

  test('the client reaches the server only for types', () => {
    expect(violations((r) => r.from.startsWith('src/client/') && inside(r, 'src/server') && !r.typeOnly)).toEqual([]);
    expect(violations((r) => r.from.startsWith('src/client/') && inside(r, 'src/db'))).toEqual([]);
  });

  test('client features never import each other', () => {
    expect(
      violations((r) => {
        const from = /^src\/client\/features\/([^/]+)\//.exec(r.from)?.[1];
        const to = /^src\/client\/features\/([^/]+)/.exec(r.target)?.[1];
        return Boolean(from && to && from !== to);
      }),
    ).toEqual([]);
  });

  test('adapters (routers, rest) go through services, never to db or ai', () => {
    const adapter = (r: ImportRef) => r.from.startsWith('src/server/routers/') || r.from.startsWith('src/server/rest/');
    expect(
      violations((r) => adapter(r) && !r.typeOnly && (inside(r, 'src/db') || inside(r, 'src/server/ai') || r.target.startsWith('drizzle-orm'))),
    ).toEqual([]);
  });

  test('services never import adapters', () => {
    expect(
      violations(
        (r) =>
          r.from.startsWith('src/server/services/') &&
          ['src/server/routers', 'src/server/rest', 'src/server/trpc', 'src/server/http'].some((d) => inside(r, d)),
      ),
    ).toEqual([]);
  });

  test('only the openai adapters import the openai package', () => {
    const adapters = ['src/server/ai/openai.ts', 'src/server/ai/openai-practice.ts'];
    expect(violations((r) => (r.target === 'openai' || r.target.startsWith('openai/')) && !adapters.includes(r.from))).toEqual([]);
  });
});
