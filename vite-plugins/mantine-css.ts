import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const MANTINE_ROOT = dirname(createRequire(import.meta.url).resolve('@mantine/core/package.json'));
const ESM = join(MANTINE_ROOT, 'esm');
const COMPONENTS = join(ESM, 'components') + sep;
/** Shared parts with a stylesheet of their own that live outside components/ (Radio, Checkbox and Switch lay out their label with InlineInput). */
const STYLED_UTILS = join(ESM, 'utils') + sep;
const STYLES = join(MANTINE_ROOT, 'styles');

/** `export name → the module file that defines it`, from the package's index. */
function exportFiles(): Map<string, string> {
  const index = readFileSync(join(ESM, 'index.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const match of index.matchAll(/import \{([^}]+)\} from "(\.\/[^"]+)";/g)) {
    for (const name of match[1]!.split(',')) {
      const local = name.trim().split(/\s+as\s+/).pop();
      if (local) files.set(local, resolve(ESM, match[2]!));
    }
  }
  for (const match of index.matchAll(/(\w+) as (\w+)/g)) {
    const file = files.get(match[1]!);
    if (file) files.set(match[2]!, file);
  }
  return files;
}

/**
 * Loads Mantine's styles per component: each module that imports components from '@mantine/core'
 * gets imports of their stylesheets (and those of the components they are built on, found by
 * following the package's own imports), so a page ships the styles of the components it renders
 * instead of the whole 250 KB sheet. The `.layer.css` variants put Mantine in `@layer mantine`:
 * our unlayered CSS wins whatever order the chunks' stylesheets arrive in, as it did when the
 * whole sheet came first.
 */
export function mantineCssPerComponent(): Plugin {
  const files = exportFiles();
  const stylesOfFile = new Map<string, readonly string[]>();

  /** The component folders a module builds on, dependencies first (their CSS goes first). */
  function stylesOf(file: string, seen = new Set<string>()): readonly string[] {
    const known = stylesOfFile.get(file);
    if (known) return known;
    if (seen.has(file)) return [];
    seen.add(file);
    const out: string[] = [];
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import) "(\.{1,2}\/[^"]+\.mjs)"/g)) {
      const dep = resolve(dirname(file), match[1]!);
      if (dep.startsWith(COMPONENTS) || dep.startsWith(STYLED_UTILS)) for (const name of stylesOf(dep, seen)) if (!out.includes(name)) out.push(name);
    }
    const root = file.startsWith(COMPONENTS) ? COMPONENTS : file.startsWith(STYLED_UTILS) ? STYLED_UTILS : undefined;
    const component = root ? file.slice(root.length).split(sep)[0] : undefined;
    if (component && !out.includes(component) && existsSync(join(STYLES, `${component}.layer.css`))) out.push(component);
    stylesOfFile.set(file, out);
    return out;
  }

  return {
    name: 'mantine-css-per-component',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('@mantine/core')) return null;
      const styles: string[] = [];
      for (const match of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]@mantine\/core['"]/g)) {
        if (match[1]) continue;
        for (const spec of match[2]!.split(',')) {
          const name = spec.trim();
          if (!name || name.startsWith('type ')) continue;
          const file = files.get(name.split(/\s+as\s+/)[0]!);
          if (file) for (const style of stylesOf(file)) if (!styles.includes(style)) styles.push(style);
        }
      }
      if (styles.length === 0) return null;
      const imports = styles.map((name) => `import '@mantine/core/styles/${name}.layer.css';`).join('');
      // One line, so the module's own line numbers stay as they were.
      return { code: imports + code, map: null };
    },
  };
}
