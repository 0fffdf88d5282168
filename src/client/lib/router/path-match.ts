/**
 * Route matching for the app's router (router.tsx): `:name` and optional `:name?` segments, a
 * trailing `*`, static segments compared without case, ranked as react-router ranked them (static
 * above dynamic above splat, then the order written), so the route table reads the same.
 */
import type { ComponentType } from 'react';

export type Params = Record<string, string | undefined>;

export interface RouteObject {
  path?: string;
  index?: boolean;
  Component?: ComponentType;
  /** What else the route's screen draws at once (app/router.tsx loads it before a first render). */
  handle?: unknown;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  segments: string[];
  routes: RouteObject[];
  score: number;
}

const PARAM = /^:[\w-]+$/;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Every way to write a path with optional segments: each `:x?` present or absent. */
function explodeOptional(segments: string[]): string[][] {
  if (segments.length === 0) return [[]];
  const [first, ...rest] = segments as [string, ...string[]];
  const tails = explodeOptional(rest);
  if (!first.endsWith('?')) return tails.map((tail) => [first, ...tail]);
  const required = first.slice(0, -1);
  return [...tails.map((tail) => [required, ...tail]), ...tails];
}

/** react-router's score: more segments and static ones rank higher, an index a little, a splat lower. */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + 1;
  for (const segment of segments) score += segment === '*' ? -2 : PARAM.test(segment) ? 3 : 10;
  return score + (index ? 2 : 0);
}

/** The routes' leaves and index routes, each with its whole path, best-ranked first. */
function branchesOf(routes: RouteObject[], parent: string[] = [], chain: RouteObject[] = []): Branch[] {
  const out: Branch[] = [];
  for (const route of routes) {
    for (const own of explodeOptional(segmentsOf(route.path ?? ''))) {
      const segments = [...parent, ...own];
      const routesHere = [...chain, route];
      if (route.children?.length) out.push(...branchesOf(route.children, segments, routesHere));
      else out.push({ segments, routes: routesHere, score: scoreOf(segments, route.index === true) });
    }
  }
  return out;
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

function rankedBranches(routes: RouteObject[]): Branch[] {
  let branches = branchCache.get(routes);
  if (!branches) {
    // Array#sort is stable: equal scores keep the order the routes are written in.
    branches = branchesOf(routes).sort((a, b) => b.score - a.score);
    branchCache.set(routes, branches);
  }
  return branches;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The params of `pathname` under a pattern's segments, or null when it does not match. */
function matchSegments(pattern: string[], pathname: string): Params | null {
  const parts = segmentsOf(pathname);
  const splat = pattern.at(-1) === '*';
  const fixed = splat ? pattern.slice(0, -1) : pattern;
  if (splat ? parts.length < fixed.length : parts.length !== fixed.length) return null;
  const params: Params = {};
  for (const [i, segment] of fixed.entries()) {
    const part = parts[i]!;
    if (PARAM.test(segment)) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  if (splat) params['*'] = parts.slice(fixed.length).map(decode).join('/');
  return params;
}

/** The chain of routes (outermost first) that draws `pathname`, sharing one set of params; null if none. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  for (const branch of rankedBranches(routes)) {
    const params = matchSegments(branch.segments, pathname);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

/** `pattern` (e.g. `/chat/memory`, `/chat/your-practice/*`) against a path: its params, or null. */
export function matchPath(pattern: string, pathname: string): Params | null {
  return matchSegments(segmentsOf(pattern), pathname);
}
