import { useCallback, useSyncExternalStore } from 'react';
import { useChatPlugins, type DraftImage } from './chat-plugins';

const NONE: readonly DraftImage[] = [];
const noop = () => () => {};

/** The screenshots attached to this draft (none when the chat has no attachments plugin). */
export function useDraftImages(uiKey: string): readonly DraftImage[] {
  const { attachments } = useChatPlugins();
  const subscribe = useCallback(
    (listener: () => void) => (attachments ? attachments.subscribe(uiKey, listener) : noop()),
    [attachments, uiKey],
  );
  const read = () => attachments?.images(uiKey) ?? NONE;
  return useSyncExternalStore(subscribe, read, read);
}
