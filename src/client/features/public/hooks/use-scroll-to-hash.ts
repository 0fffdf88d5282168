import { useEffect } from 'react';

/**
 * A page opened at `/#features` lands on the section even when the section's markup came after the
 * browser looked for it (a page rendered in the browser, not by the server). Once, on mount.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const { hash } = window.location;
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, []);
}
