/**
 * The browser side of hydrating a public page on the visitor's first intent (hydration-start.ts):
 * waiting for that intent, and keeping the input that arrives before React listens. No React here.
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
 * Input that arrives before React listens (between the first intent and hydrateRoot, while React's
 * code is fetched or evaluated) reaches no handler: React attaches its listeners only when hydration
 * starts, and replays nothing from before. Two kinds act on a public page and are held — their
 * default prevented, as React's handler would decide it — then dispatched again on the same element
 * once the page is hydrated and settled:
 * - a button's click ('Sign in', the theme switch, the phone menu, an ask button; Enter or Space on
 *   a focused button is a click too). Links are left alone: they navigate natively, hydrated or not.
 * - Enter in a text field where it sends (home's ask box; not with Shift, while composing, or on a
 *   touch device, where it adds a line as it does natively): natively it would add a line.
 * Typed characters need nothing: they stay in the pre-rendered field, whose component takes the
 * DOM's value when it mounts (components/ask-input.tsx).
 */
export interface HeldInput {
  /** React listens from now on (called right before hydrateRoot): later input is React's. */
  stopHolding: () => void;
  /** Dispatches the held input again, in order, on the elements still in the page. */
  replay: () => void;
}

const BUTTON = 'button, [role="button"]';
const TEXT_FIELD = 'textarea, input';

export function holdEarlyInput(root: HTMLElement): HeldInput {
  const doc = root.ownerDocument;
  const held: { target: Element; event: () => Event }[] = [];
  const inPage = (target: EventTarget | null): target is Element => target instanceof Element && root.contains(target);
  const holdClick = (event: MouseEvent) => {
    const target = event.target;
    if (!inPage(target)) return;
    const button = target.closest(BUTTON);
    if (!button || button.closest('a[href]') || button.matches(':disabled')) return;
    event.preventDefault();
    const init = clickInit(event);
    held.push({ target, event: () => new MouseEvent('click', init) });
  };
  const holdEnter = (event: KeyboardEvent) => {
    const target = event.target;
    if (!wouldSend(event) || !inPage(target) || !target.matches(TEXT_FIELD)) return;
    event.preventDefault();
    const init = keyInit(event);
    held.push({ target, event: () => new KeyboardEvent('keydown', init) });
  };
  doc.addEventListener('click', holdClick, true);
  doc.addEventListener('keydown', holdEnter, true);
  return {
    stopHolding: () => {
      doc.removeEventListener('click', holdClick, true);
      doc.removeEventListener('keydown', holdEnter, true);
    },
    replay: () => {
      for (const { target, event } of held.splice(0)) {
        if (target.isConnected) target.dispatchEvent(event());
      }
    },
  };
}

/** The Enter the ask box sends on (lib/input-rules.ts, shouldSendOnEnter), without its imports. */
function wouldSend(event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' || event.shiftKey || event.isComposing || event.keyCode === 229) return false;
  const media = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches;
  return !(media('(pointer: coarse)') && !media('(pointer: fine)'));
}

function clickInit(event: MouseEvent): MouseEventInit {
  const { detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button, buttons } = event;
  return { bubbles: true, cancelable: true, composed: true, view: event.view, detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button, buttons };
}

function keyInit(event: KeyboardEvent): KeyboardEventInit {
  const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = event;
  return { bubbles: true, cancelable: true, composed: true, view: event.view, key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey };
}
