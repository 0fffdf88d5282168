/**
 * Paths that are the app (chats, the test-mode billing pages, shared chats) rather than public
 * pages: the server answers them with the app's document (src/client/main.tsx), never indexed;
 * every other path is a public page or the 404 page, served with the public pages' own, lighter
 * entry (src/client/site-main.tsx).
 */
export const APP_PATH_PREFIXES = ['/chat', '/billing', '/share'] as const;

export function isAppPath(pathname: string): boolean {
  return APP_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
