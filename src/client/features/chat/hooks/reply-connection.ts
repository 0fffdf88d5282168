import { useCallback, useSyncExternalStore } from 'react';

/**
 * Replies whose live stream has lost its connection and is reconnecting, by message id: the row
 * says so rather than looking as if the advisor were still typing.
 */
const lost = new Set<string>();
const listeners = new Set<() => void>();

export function setReplyConnectionLost(messageId: string, isLost: boolean): void {
  if (lost.has(messageId) === isLost) return;
  if (isLost) lost.add(messageId);
  else lost.delete(messageId);
  for (const listener of [...listeners]) listener();
}

export function useReplyConnectionLost(messageId: string): boolean {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const read = () => lost.has(messageId);
  return useSyncExternalStore(subscribe, read, () => false);
}
