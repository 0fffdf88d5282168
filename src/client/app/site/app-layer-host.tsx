import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useLoginDialog } from '../../features/auth/hooks/use-login-dialog';
import { useBillingDialogs } from '../../features/billing/hooks/billing-dialogs';
import type { AppLayerActions } from './app-layer';
import type { SiteData } from './site-data';

const loadAppLayer = () => import('./app-layer');
const LazyAppLayer = lazy(() => loadAppLayer().then((m) => ({ default: m.AppLayer })));

/** Warms the app layer's code (the pointer reached 'Sign in'). */
export function preloadAppLayer(): void {
  void loadAppLayer();
}

let requested = false;
const listeners = new Set<() => void>();
let resolveActions: (actions: AppLayerActions) => void = () => {};
const actions = new Promise<AppLayerActions>((resolve) => {
  resolveActions = resolve;
});

/** The app layer's actions, loading it first if it is not there yet. */
export function appLayerActions(): Promise<AppLayerActions> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return actions;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Mounts the app layer (app-layer.tsx) once something needs it: a dialog opened (sign in, a plan)
 * or an action asked for (a showcase, logging out). Until then a public page has no tRPC client.
 */
export function AppLayerHost({ data }: { data: SiteData }) {
  const asked = useSyncExternalStore(subscribe, () => requested, () => false);
  const loginOpened = useLoginDialog().opened;
  const billingOpened = useBillingDialogs().dialog !== null;
  // Once there it stays: a dialog closing must not take the session it just changed with it.
  const [mounted, setMounted] = useState(false);
  if (!mounted && (asked || loginOpened || billingOpened)) setMounted(true);
  if (!mounted && !asked && !loginOpened && !billingOpened) return null;
  return (
    <Suspense fallback={null}>
      <LazyAppLayer data={data} onReady={resolveActions} />
    </Suspense>
  );
}
