import { useCallback, useEffect, useRef, useState } from 'react';

/** Tips showing on this page, not yet put away: a remounted anchor (a new URL) keeps its tip. */
const showingNow = new Set<string>();

/**
 * A tip shown once (SPEC §2): the first time it can be seen it shows and is remembered as seen at
 * once (a reload does not bring it back); the next click or tap anywhere, or Esc, puts it away.
 * `visible`: its anchor is on screen now (nothing is remembered before it is).
 */
export function useOneTimeTip(key: string, seen: boolean, markSeen: () => void, visible: boolean): boolean {
  const [state, setState] = useState<'unseen' | 'showing' | 'done'>(() => (showingNow.has(key) ? 'showing' : seen ? 'done' : 'unseen'));

  useEffect(() => {
    if (!visible || state !== 'unseen') return;
    markSeen();
    showingNow.add(key);
    setState('showing');
  }, [key, visible, state, markSeen]);

  useEffect(() => {
    if (state !== 'showing') return;
    const dismiss = () => {
      showingNow.delete(key);
      setState('done');
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dismiss();
    // Capture phase: a click whose handler stops propagation still puts the tip away.
    document.addEventListener('pointerdown', dismiss, true);
    document.addEventListener('click', dismiss, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', dismiss, true);
      document.removeEventListener('click', dismiss, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [key, state]);

  return state === 'showing' && visible;
}

/**
 * Whether an element is displayed (not inside a part of the screen hidden with the `hidden`
 * attribute, as a folded practice panel is), for a one-time tip's `visible`. Checked after every
 * render of its component: folding and unfolding re-render it.
 */
export function useDisplayed<T extends Element>(): { ref: (node: T | null) => void; displayed: boolean } {
  const node = useRef<T | null>(null);
  const [displayed, setDisplayed] = useState(false);
  const ref = useCallback((el: T | null) => {
    node.current = el;
  }, []);
  useEffect(() => {
    setDisplayed(node.current !== null && node.current.closest('[hidden]') === null);
  });
  return { ref, displayed };
}
