/**
 * Leaves a public page for another page by loading it (the public pages and the app are separate
 * entries: src/client/site-main.tsx and main.tsx), as a link would.
 */
export function goTo(path: string): void {
  window.location.assign(path);
}
