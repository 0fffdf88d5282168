import { lazy, Suspense, useEffect, useState } from 'react';
import { closeLoginDialog, useLoginDialog } from '../hooks/use-login-dialog';

const loadLoginDialog = () => import('./login-dialog');
const LazyLoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));

/** Warm the dialog's chunk (e.g. when the pointer reaches a sign-in button). */
export function preloadLoginDialog() {
  void loadLoginDialog();
}

/** Mounted once at the root; the dialog's code is fetched on first open, then kept. */
export function LoginDialogHost() {
  const { opened, source } = useLoginDialog();
  const [loaded, setLoaded] = useState(opened);
  useEffect(() => {
    if (opened) setLoaded(true);
  }, [opened]);
  if (!loaded && !opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyLoginDialog opened={opened} source={source} onClose={closeLoginDialog} />
    </Suspense>
  );
}
