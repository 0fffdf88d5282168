import { type ComponentType, type CSSProperties, lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { useHydrated } from '../lib/hydration';

const NO_BOX: CSSProperties = { display: 'contents' };
/** The same object every render: React compares `__html` and leaves the element's children alone. */
const KEEP_SERVER_CHILDREN = { __html: '' };

type OnClickInside = (target: Element) => void;

/**
 * Marks the box of a page's whole main content kept from the server's markup: the browser hydrates
 * such a page without the page's code (app/site/site-pages.tsx, `KeptMainPage`).
 */
const KEPT_MAIN = 'data-kept-main';

/** Whether the server's markup in `root` has a main content to keep. */
export function hasKeptMain(root: Element): boolean {
  return root.querySelector(`:scope > [${KEPT_MAIN}]`) !== null;
}

type BoxProps = { onClickInside?: OnClickInside; keptMain?: boolean };
const boxAttributes = (keptMain?: boolean) => (keptMain ? { [KEPT_MAIN]: '' } : {});

const clickHandler = (onClickInside?: OnClickInside) =>
  onClickInside && ((event: MouseEvent<HTMLDivElement>) => event.target instanceof Element && onClickInside(event.target));

/**
 * The box around markup the browser may keep from the server (`display: contents`: no layout of
 * its own). Clicks inside are handled here, by delegation, so the markup needs no handlers.
 */
export function MarkupBox({ onClickInside, keptMain, children }: BoxProps & { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegation; the buttons and links inside are the controls.
    <div style={NO_BOX} onClick={clickHandler(onClickInside)} {...boxAttributes(keptMain)}>
      {children}
    </div>
  );
}

/**
 * Hydrates a MarkupBox the server rendered and keeps its children as they are, without their code.
 * Only while hydrating server markup: a client-only render must render the MarkupBox's content.
 */
export function KeptMarkup({ onClickInside, keptMain }: BoxProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: as MarkupBox.
    <div style={NO_BOX} onClick={clickHandler(onClickInside)} {...boxAttributes(keptMain)} dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} suppressHydrationWarning />
  );
}

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
  onClickInside?: OnClickInside,
): ComponentType<P> {
  const Content = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function ServerMarkup(props: P) {
    // False only while hydrating the server's markup (and on the server, which renders the content).
    const hydrating = !useHydrated();
    const [keep] = useState(hydrating && !import.meta.env?.SSR);
    if (keep) return <KeptMarkup onClickInside={onClickInside} />;
    return (
      <MarkupBox onClickInside={onClickInside}>
        <Suspense fallback={null}>
          <Content {...props} />
        </Suspense>
      </MarkupBox>
    );
  }
  ServerMarkup.displayName = displayName;
  return ServerMarkup;
}
