import { describe, expect, test } from 'bun:test';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

/**
 * Where training lines may come from (x22): the learned red-flag signal trains on the blind sets
 * once they are moved into tests/corpora; a set not yet read is kept outside the repository. So no
 * code of the repository imports anything from outside it, and the red-flag training sets import
 * only corpora — a set kept outside cannot reach a model.
 */
const ROOT = resolve(import.meta.dir, '..');
const DIRS = ['src', 'tests', 'bench', 'scripts'];
const SPEC_RE = /(?:^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?|import\(\s*|require\(\s*)['"]([^'"]+)['"]/gm;

interface Ref {
  from: string;
  spec: string;
  /** Resolved relative to ROOT for a path; the bare name for a package. */
  target: string;
  typeOnly: boolean;
}

function importsIn(text: string, file: string): Ref[] {
  return [...text.matchAll(SPEC_RE)].map((m) => {
    const spec = m[2] as string;
    const path = spec.startsWith('.') || isAbsolute(spec);
    return { from: file, spec, target: path ? relative(ROOT, resolve(ROOT, dirname(file), spec)) : spec, typeOnly: Boolean(m[1]) };
  });
}

const files: string[] = [];
for (const dir of DIRS) for await (const f of new Bun.Glob(`${dir}/**/*.{ts,tsx,js,mjs}`).scan({ cwd: ROOT })) if (!f.includes('node_modules/')) files.push(f);
const refs = (await Promise.all(files.map(async (f) => importsIn(await Bun.file(join(ROOT, f)).text(), f)))).flat();
const outside = (r: Ref) => isAbsolute(r.spec) || r.target.startsWith('..') || isAbsolute(r.target);

describe('training sources', () => {
  test('the scan sees the code base and the red-flag sets', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(refs.filter((r) => r.from === 'tests/helpers/red-flag-sets.ts').length).toBeGreaterThan(20);
  });

  test('no file of the repository imports from outside it (nor by an absolute path)', () => {
    expect(refs.filter(outside).map((r) => `${r.from} → ${r.spec}`)).toEqual([]);
  });

  test('the check itself: an import by an absolute path or from above the repository is seen', () => {
    const text = "import { A } from '/elsewhere/private/set-a';\nimport { B } from '../../../elsewhere/set-b';\nconst c = await import('./fine');";
    expect(importsIn(text, 'tests/helpers/x.ts').filter(outside).map((r) => r.spec)).toEqual(['/elsewhere/private/set-a', '../../../elsewhere/set-b']);
  });

  test('the red-flag training sets import lines only from the corpora', () => {
    const sets = refs.filter((r) => r.from === 'tests/helpers/red-flag-sets.ts' && !r.typeOnly);
    // The near-copy check is code: it keeps lines out, never brings any in.
    const corpora = (t: string) => t.startsWith('tests/corpora/') || t === 'src/server/ai/understanding/corpus' || t === 'tests/helpers/near-duplicates';
    expect(sets.filter((r) => !corpora(r.target)).map((r) => r.spec)).toEqual([]);
  });
});
