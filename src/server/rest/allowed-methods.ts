import type { AnyRestRoute } from './define';

const patterns = new WeakMap<readonly AnyRestRoute[], { method: string; re: RegExp }[]>();

/** The methods some route serves at this path (below /api), for a 405's Allow header. */
export function allowedMethods(routes: readonly AnyRestRoute[], path: string): string[] {
  let compiled = patterns.get(routes);
  if (!compiled) {
    compiled = routes.map((r) => ({
      method: r.method.toUpperCase(),
      re: new RegExp(`^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
    }));
    patterns.set(routes, compiled);
  }
  const methods = new Set(compiled.filter((p) => p.re.test(path)).map((p) => p.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}
