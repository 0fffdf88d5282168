import { useCallback, useSyncExternalStore } from 'react';
import type { UploadStore } from '../hooks/upload-store';
import type { UploadDraft } from '../hooks/upload-state';

/** One draft's screenshots and notice, re-rendering when they change. */
export function useUploadDraft(store: UploadStore, uiKey: string): UploadDraft {
  const subscribe = useCallback((listener: () => void) => store.subscribe(uiKey, listener), [store, uiKey]);
  return useSyncExternalStore(subscribe, () => store.get(uiKey), () => store.get(uiKey));
}
