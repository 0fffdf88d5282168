import { useCallback, useSyncExternalStore } from 'react';

/**
 * A tiny per-key store outside React: values that outlive a component (a live score that arrived
 * before its row rendered, the coach building a plan while the screen changes URL). Only the
 * subscribers of the changed key are told.
 */
export class KeyedStore<T> {
  private readonly values = new Map<string, T>();
  private readonly listeners = new Map<string, Set<() => void>>();

  get(key: string): T | undefined {
    return this.values.get(key);
  }

  set(key: string, value: T | undefined): void {
    if (this.values.get(key) === value) return;
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, value);
    for (const listener of [...(this.listeners.get(key) ?? [])]) listener();
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }
}

export function useKeyedValue<T>(store: KeyedStore<T>, key: string | undefined): T | undefined {
  const subscribe = useCallback((listener: () => void) => (key ? store.subscribe(key, listener) : () => undefined), [store, key]);
  const read = () => (key ? store.get(key) : undefined);
  return useSyncExternalStore(subscribe, read, read);
}
