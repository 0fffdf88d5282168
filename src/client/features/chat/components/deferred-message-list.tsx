import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import classes from './chat.module.css';
import type { LoadsLater } from '../hooks/chat-plugins';
import type { MessageList as MessageListComponent } from './message-list';

type MessageListProps = ComponentProps<typeof MessageListComponent>;

/**
 * The message list (its rows, their actions and TanStack Virtual) is not part of the chat's first
 * load: a blank chat has no messages. It is fetched with the Markdown chunk — on the first send, or
 * when an existing chat opens (the server preloads it there: src/server/http/seo/route-chunks.ts).
 */
let loaded: typeof MessageListComponent | null = null;
let loading: Promise<{ MessageList: typeof MessageListComponent }> | null = null;
const loadMessageList = () => {
  loading ??= import('./message-list').then((m) => {
    loaded = m.MessageList;
    return m;
  });
  return loading;
};
const LazyMessageList = lazy(() => loadMessageList().then((m) => ({ default: m.MessageList })));

/** Fetch the list's chunk before the first message needs it. */
export function preloadMessageList(): void {
  void loadMessageList().catch(() => undefined);
}

/**
 * True once the list's chunk is here (or failed: the lazy list then reports the error), and what
 * its rows draw at once (`alsoLoad`: a plugin's message images).
 */
export function useMessageListReady(alsoLoad?: LoadsLater): boolean {
  const [ready, setReady] = useState(loaded !== null && (alsoLoad?.isLoaded() ?? true));
  useEffect(() => {
    if (ready) return;
    let live = true;
    Promise.all([loadMessageList(), alsoLoad?.preload()])
      .catch(() => undefined)
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, alsoLoad]);
  return ready;
}

/** The list, rendered directly once loaded (React.lazy would still suspend once). */
export function DeferredMessageList(props: MessageListProps) {
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<div className={classes.listWrap} data-testid="message-list-loading" />}>
      <LazyMessageList {...props} />
    </Suspense>
  );
}
