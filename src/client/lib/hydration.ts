import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates markup the server rendered (and on the server itself), true
 * afterwards and in every client-only render. Markup that reads state the server cannot know — the
 * cached user, the stored colour scheme — renders the server's value until this turns true, so
 * hydration never meets a mismatch; React re-renders with the real value right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
