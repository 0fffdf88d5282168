/**
 * The browser side of hydrating a public page on the visitor's first intent (hydration-start.ts):
 * waiting for that intent, and keeping the clicks that arrive before React listens. No React here.
 */
import { INTENT_EVENTS } from './hydration-start';

const LISTEN = { capture: true, passive: true } as const;

/** Calls `start` once, on the first intent event anywhere in the document; the answer stops waiting. */
export function onFirstIntent(doc: Document, start: (event: Event) => void): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, fire, LISTEN);
  };
  function fire(event: Event) {
    stop();
    start(event);
  }
  for (const type of INTENT_EVENTS) doc.addEventListener(type, fire, LISTEN);
  return stop;
}

/**
 * A button's click that arrives before React listens (between the first intent and hydrateRoot,
 * while React's code is still being fetched or evaluated) reaches no handler: React attaches its
 * listeners only when hydration starts, and replays nothing from before. Such clicks are held
 * (their default — a form's submit — is prevented, as React's handler would decide it) and
 * dispatched again on the same element once the page is hydrated, so 'Sign in', the theme switch,
 * the phone menu or an ask button clicked at once still act. Links are left alone: they navigate
 * natively, hydrated or not. Clicks from the keyboard (Enter, Space on a focused button) are clicks too.
 */
export interface HeldClicks {
  /** React listens from now on (called right before hydrateRoot): later clicks are React's. */
  stopHolding: () => void;
  /** Dispatches the held clicks again, in order, on the elements still in the page. */
  replay: () => void;
}

const BUTTON = 'button, [role="button"]';

export function holdEarlyClicks(root: HTMLElement): HeldClicks {
  const doc = root.ownerDocument;
  const held: { target: Element; init: MouseEventInit }[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    const button = target.closest(BUTTON);
    if (!button || button.closest('a[href]') || button.matches(':disabled')) return;
    event.preventDefault();
    held.push({ target, init: clickInit(event) });
  };
  doc.addEventListener('click', hold, true);
  return {
    stopHolding: () => doc.removeEventListener('click', hold, true),
    replay: () => {
      for (const { target, init } of held.splice(0)) {
        if (target.isConnected) target.dispatchEvent(new MouseEvent('click', init));
      }
    },
  };
}

function clickInit(event: MouseEvent): MouseEventInit {
  const { detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button, buttons } = event;
  return { bubbles: true, cancelable: true, composed: true, view: event.view, detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button, buttons };
}
