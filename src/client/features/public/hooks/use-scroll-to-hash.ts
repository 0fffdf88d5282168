import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Header links like `/#features` land on the section even when the page was already open (the
 * router changes only the hash then). Sections are static markup, so they exist on first render.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, key]);
}
