import { useCallback, useSyncExternalStore } from 'react';
import { streamingStore, type StreamSnapshot } from './streaming-store';

/** One reply's streaming content; re-renders its caller at most once per animation frame. */
export function useStreamSnapshot(messageId: string): StreamSnapshot {
  const subscribe = useCallback((listener: () => void) => streamingStore.subscribe(messageId, listener), [messageId]);
  const read = () => streamingStore.get(messageId);
  return useSyncExternalStore(subscribe, read, read);
}
