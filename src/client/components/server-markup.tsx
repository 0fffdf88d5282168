import { type ComponentType, type CSSProperties, lazy, type MouseEvent, Suspense, useState } from 'react';
import { useHydrated } from '../lib/hydration';

const NO_BOX: CSSProperties = { display: 'contents' };
/** The same object every render: React compares `__html` and leaves the element's children alone. */
const KEEP_SERVER_CHILDREN = { __html: '' };

/**
 * A part of a public page that never changes once the server wrote it (the footer): its code is a
 * lazy chunk that the browser does not load when it hydrates the server's markup. The server's
 * pre-render (react-dom/static `prerender`) waits for the chunk and writes the markup; while
 * hydrating, React finds an element with `dangerouslySetInnerHTML` and leaves its children as the
 * server wrote them. A render without server markup (client-only) loads the chunk and renders it.
 * The wrapper is `display: contents`, so the layout is the same as without it.
 *
 * Only for markup without event handlers, effects or client state: nothing inside is hydrated
 * (clicks can be handled on the wrapper: `onClickInside`).
 * Its stylesheet must be in the page's first paint: list the module in
 * src/server/http/seo/route-chunks.ts (`SERVER_MARKUP_CHUNKS`).
 */
export function serverMarkup<P extends object>(
  load: () => Promise<ComponentType<P>>,
  displayName: string,
  /** Clicks inside, handled on the wrapper (which is hydrated): the markup's own handlers are not. */
  onClickInside?: (target: Element) => void,
): ComponentType<P> {
  const Content = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function ServerMarkup(props: P) {
    // False only while hydrating the server's markup (and on the server, which renders the content).
    const hydrating = !useHydrated();
    const [keep] = useState(hydrating && !import.meta.env?.SSR);
    const onClick = onClickInside && ((event: MouseEvent<HTMLDivElement>) => event.target instanceof Element && onClickInside(event.target));
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegation; the links inside are the controls.
    if (keep) return <div style={NO_BOX} onClick={onClick} dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} suppressHydrationWarning />;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: as above.
      <div style={NO_BOX} onClick={onClick}>
        <Suspense fallback={null}>
          <Content {...props} />
        </Suspense>
      </div>
    );
  }
  ServerMarkup.displayName = displayName;
  return ServerMarkup;
}
