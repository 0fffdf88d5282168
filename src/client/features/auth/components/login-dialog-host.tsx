import { lazy, Suspense, useEffect, useState } from 'react';
import { closeLoginDialog, useLoginDialog } from '../hooks/use-login-dialog';
import type { LoginHumanCheck } from '../hooks/use-login-flow';

const loadLoginDialog = () => import('./login-dialog');
const LazyLoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));

/** Warm the dialog's chunk (e.g. when the pointer reaches a sign-in button). */
export function preloadLoginDialog() {
  void loadLoginDialog();
}

type LoginDialogHostProps = {
  /** The server's Google client id: the Google button shows only with one. */
  googleClientId?: string | null;
  /** The human check (action send_code) when the server has Turnstile on. */
  humanCheck?: LoginHumanCheck;
};

/** Mounted once at the root; the dialog's code is fetched on first open, then kept. */
export function LoginDialogHost({ googleClientId, humanCheck }: LoginDialogHostProps = {}) {
  const { opened, source } = useLoginDialog();
  const [loaded, setLoaded] = useState(opened);
  useEffect(() => {
    if (opened) setLoaded(true);
  }, [opened]);
  if (!loaded && !opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyLoginDialog opened={opened} source={source} onClose={closeLoginDialog} googleClientId={googleClientId ?? null} humanCheck={humanCheck} />
    </Suspense>
  );
}
