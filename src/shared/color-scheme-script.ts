/**
 * The one inline script of every page: before the first paint it sets the stored (or the system's)
 * colour scheme on <html>, as Mantine's ColorSchemeScript does, so a dark-mode visitor never sees a
 * light frame of the pre-rendered page. The server writes this exact text into the head and the CSP
 * allows it by its sha256 hash (src/server/http/security-headers.ts); Vite's dev server injects the
 * same text. The key is Mantine's default colour-scheme manager key.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';

export const COLOR_SCHEME_SCRIPT =
  `try{var s=localStorage.getItem("${COLOR_SCHEME_STORAGE_KEY}"),` +
  `c=s==="light"||s==="dark"?s:matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `document.documentElement.setAttribute("data-mantine-color-scheme",c)}catch(e){}`;
