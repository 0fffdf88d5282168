import { STORAGE_KEYS } from './client-storage';

/**
 * The one inline script of every page: before the first paint it sets the stored (or the system's)
 * colour scheme on <html>, as Mantine's ColorSchemeScript does, so a dark-mode visitor never sees a
 * light frame of the pre-rendered page. The server writes this exact text into the head and the CSP
 * allows it by its sha256 hash (src/server/http/security-headers.ts); Vite's dev server injects the
 * same text. The key is Mantine's default colour-scheme manager key.
 *
 * It also marks <html> with `data-account` when an account (not a guest) is cached in `user_info`:
 * a public page's pre-rendered header shows 'Sign in', which such a visitor must not see flash
 * before the page hydrates (at once for them: src/client/app/site/hydration-start.ts) and shows the
 * account; global.css hides it while the mark is there, and the page's session answer removes a
 * stale mark (src/client/app/site/site-session-store.ts).
 */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';
/** The attribute on <html> while a cached account's page has not shown it yet. */
export const CACHED_ACCOUNT_ATTRIBUTE = 'data-account';

export const COLOR_SCHEME_SCRIPT =
  `try{var s=localStorage.getItem("${COLOR_SCHEME_STORAGE_KEY}"),` +
  `c=s==="light"||s==="dark"?s:matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `document.documentElement.setAttribute("data-mantine-color-scheme",c);` +
  `var u=JSON.parse(localStorage.getItem("${STORAGE_KEYS.userInfo}")||"null");` +
  `if(u&&u.is_temporary===false)document.documentElement.setAttribute("${CACHED_ACCOUNT_ATTRIBUTE}","")}catch(e){}`;
