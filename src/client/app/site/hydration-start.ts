/**
 * When a public page runs React (docs/decisions.md, "Public site: its own entry"). The server's
 * markup is the whole page for a reader: a visitor who only reads needs no React at all, so by
 * default React, react-dom and the page's code load and hydrate on the visitor's first sign of
 * intent (INTENT_EVENTS), not during the load. A page that needs React at load hydrates at once.
 * No module here imports React: site-main.tsx decides before any of it is fetched.
 */

/** The first sign that the visitor may act on the page: a pointer over it or down, a touch, focus, a key. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export interface PageAtLoad {
  /** The server's pre-rendered markup is in the root (false: a client render, nothing on screen yet). */
  hasServerMarkup: boolean;
  /** Vite's dev server (no server markup there anyway). */
  dev: boolean;
  /** A user is cached (`user_info`) or the session answer named one: the header shows the account. */
  signedIn: boolean;
}

export type HydrateAtLoadReason = 'client-render' | 'dev' | 'signed-in';

/**
 * Why this page must hydrate at once, or null when it can wait for the visitor's intent. No URL or
 * storage state opens anything at load on a public page: the dialogs open on a click, a pending
 * message is sent by the chat (the app's document), a checkout returns to the chat.
 */
export function hydrateAtLoadReason(page: PageAtLoad): HydrateAtLoadReason | null {
  if (page.dev) return 'dev';
  if (!page.hasServerMarkup) return 'client-render';
  // The server's markup is signed out: a signed-in visitor's header must turn into the account.
  if (page.signedIn) return 'signed-in';
  return null;
}
