/**
 * Where the app's router is: the browser's session history (History API), or a list in memory for
 * the server's render and tests. Entries carry a key (a new one per navigation, the same one again
 * on back and forward) and an index, kept in `history.state` as react-router kept them
 * (`{ usr, key, idx }`), so entries written before this router still read the same.
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry: `default` for the entry the app started on. */
  key: string;
}

/** How the current location was reached: back/forward (and the first load), a push or a replace. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface History {
  readonly location: Location;
  readonly action: NavigationType;
  /** Goes to a path (absolute, or relative to the current location), with `?search` and `#hash`. */
  navigate(to: string, options?: NavigateOptions): void;
  /** Calls `listener` after every change of location; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** A path (possibly relative) resolved against the current one: its pathname, search and hash. */
function resolve(to: string, from: Location): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, `http://app${from.pathname}${from.search}${from.hash}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => location.pathname + location.search + location.hash;

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
}

/** The browser's history: pushState/replaceState, and popstate for back and forward. */
export function createBrowserHistory(): History {
  const listeners = createListeners();
  const read = (): { location: Location; idx: number } => {
    const state = (window.history.state ?? {}) as EntryState;
    const { pathname, search, hash } = window.location;
    return { location: { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' }, idx: state.idx ?? 0 };
  };
  let { location, idx } = read();
  let action: NavigationType = 'POP';
  if ((window.history.state as EntryState | null)?.idx === undefined) {
    window.history.replaceState({ ...(window.history.state as object | null), idx }, '');
  }
  window.addEventListener('popstate', () => {
    ({ location, idx } = read());
    action = 'POP';
    listeners.notify();
  });
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    navigate(to, options = {}) {
      const key = newKey();
      const next: Location = { ...resolve(to, location), state: options.state ?? null, key };
      action = options.replace ? 'REPLACE' : 'PUSH';
      if (!options.replace) idx += 1;
      const entry: EntryState = { usr: next.state, key, idx };
      if (options.replace) window.history.replaceState(entry, '', hrefOf(next));
      else window.history.pushState(entry, '', hrefOf(next));
      location = next;
      listeners.notify();
    },
    listen: listeners.add,
  };
}

/** A history in memory (the server's render, tests), starting at the last of `entries`. */
export function createMemoryHistory(entries: readonly string[] = ['/']): History {
  const listeners = createListeners();
  const start = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  const stack: Location[] = entries.map((entry, i) => ({ ...resolve(entry, start), state: null, key: i === 0 ? 'default' : newKey() }));
  let index = stack.length - 1;
  let action: NavigationType = 'POP';
  return {
    get location() {
      return stack[index]!;
    },
    get action() {
      return action;
    },
    navigate(to, options = {}) {
      const next: Location = { ...resolve(to, stack[index]!), state: options.state ?? null, key: newKey() };
      action = options.replace ? 'REPLACE' : 'PUSH';
      if (options.replace) stack[index] = next;
      else stack.splice(++index, stack.length, next);
      listeners.notify();
    },
    listen: listeners.add,
  };
}
