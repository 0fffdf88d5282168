/**
 * Shorter preload lists for dynamic imports. Vite writes, next to each `import()`, the list of
 * every chunk the imported one needs, so they are fetched at once rather than one import level
 * after another. When that `import()` runs, its own chunk and everything it imports statically
 * are loaded already, so those entries only cost bytes (~4 KB gzip over the chat's first load,
 * most of it in the entry's lists for the lazy screens). `withoutLoadedChunks` leaves them out;
 * the chunks still to fetch stay listed, so no import waits on another.
 */
import type { Plugin } from 'vite';

/** Each chunk's static imports, from the finished bundle (file names as in the preload lists). */
let staticImports = new Map<string, readonly string[]>();

/** Records the bundle's import graph before Vite writes the preload lists (a later generateBundle hook). */
export const recordChunkGraph: Plugin = {
  name: 'record-chunk-graph',
  apply: 'build',
  generateBundle(_options, bundle) {
    staticImports = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item.imports] as const] : [])));
  },
};

/** `build.modulePreload.resolveDependencies`: a JS chunk's list without what the importing chunk has loaded. */
export function withoutLoadedChunks(_file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }): string[] {
  if (hostType !== 'js') return deps;
  const loaded = new Set<string>();
  const stack = [hostId];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    stack.push(...(staticImports.get(file) ?? []));
  }
  if (!staticImports.has(hostId)) throw new Error(`preload-lists: ${hostId} is not in the recorded bundle`);
  return deps.filter((dep) => !loaded.has(dep));
}
