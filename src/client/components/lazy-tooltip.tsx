import type { TooltipProps } from '@mantine/core';
import { cloneElement, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type Ref } from 'react';
import type { Tooltip as TooltipComponent } from './loaded-tooltip';

type LoadedTooltip = typeof TooltipComponent;

/**
 * Mantine's Tooltip brings floating-ui (~30 KB gzip), which a first paint does not need: tooltips
 * only help on hover and focus. Its code loads once the page is idle (or at once when a tooltip must
 * show, or the user points at or focuses its target); until then the target is rendered alone.
 */
let loaded: LoadedTooltip | null = null;
let loading: Promise<LoadedTooltip> | null = null;
const listeners = new Set<(tooltip: LoadedTooltip) => void>();
function loadTooltip(): Promise<LoadedTooltip> {
  loading ??= import('./loaded-tooltip').then((m) => {
    loaded = m.Tooltip;
    for (const listener of listeners) listener(m.Tooltip);
    listeners.clear();
    return m.Tooltip;
  });
  return loading;
}

let idleScheduled = false;
function loadWhenIdle(): void {
  if (idleScheduled) return;
  idleScheduled = true;
  const load = () => void loadTooltip().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 1000);
}

type TargetProps = { ref?: Ref<HTMLElement>; onPointerEnter?: (event: unknown) => void; onFocus?: (event: unknown) => void };

export function LazyTooltip(props: TooltipProps & { children: ReactElement<TargetProps> }) {
  const [Tooltip, setTooltip] = useState<LoadedTooltip | null>(() => loaded);
  const node = useRef<HTMLElement | null>(null);
  const hadFocus = useRef(false);
  const mustShow = props.opened === true;

  useEffect(() => {
    if (Tooltip) return;
    const onLoaded = (tooltip: LoadedTooltip) => {
      // The target is mounted anew inside the tooltip: keep the keyboard focus on it.
      hadFocus.current = node.current !== null && node.current.contains(document.activeElement);
      setTooltip(() => tooltip);
    };
    // Loaded between this render and its effect: no listener would be told any more.
    if (loaded) {
      onLoaded(loaded);
      return;
    }
    listeners.add(onLoaded);
    if (mustShow) void loadTooltip().catch(() => undefined);
    else loadWhenIdle();
    return () => {
      listeners.delete(onLoaded);
    };
  }, [Tooltip, mustShow]);

  useLayoutEffect(() => {
    if (Tooltip && hadFocus.current) {
      hadFocus.current = false;
      node.current?.focus();
    }
  }, [Tooltip]);

  const { children, ...tooltipProps } = props;
  const setNode = (element: HTMLElement | null) => {
    node.current = element;
  };
  if (Tooltip) return <Tooltip {...tooltipProps}>{cloneElement(children, { ref: setNode })}</Tooltip>;

  const loadNow = () => void loadTooltip().catch(() => undefined);
  return cloneElement(children, {
    ref: setNode,
    onPointerEnter: (event: unknown) => {
      children.props.onPointerEnter?.(event);
      loadNow();
    },
    onFocus: (event: unknown) => {
      children.props.onFocus?.(event);
      loadNow();
    },
  });
}
