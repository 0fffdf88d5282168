import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity, type GoogleIdentityApi } from '../hooks/google-identity';

type GoogleSignInProps = {
  clientId: string;
  /** Google's ID token, to exchange for a session (the server verifies it). */
  onCredential: (credential: string) => void;
  load?: () => Promise<GoogleIdentityApi>;
};

/** Google's own 'Continue with Google' button, shown only when the server has a Google client id. */
export function GoogleSignIn({ clientId, onCredential, load = loadGoogleIdentity }: GoogleSignInProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  latest.current = onCredential;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    load()
      .then((api) => {
        if (!live || !ref.current) return;
        api.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          context: 'signin',
          callback: ({ credential }) => {
            if (credential) latest.current(credential);
          },
        });
        api.renderButton(ref.current, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', shape: 'pill', width: 356 });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [clientId, load]);

  if (failed) {
    return (
      <Text size="xs" c="dimmed" ta="center" data-testid="google-signin-unavailable">
        Google sign-in is not available right now.
      </Text>
    );
  }
  return <div ref={ref} style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} data-testid="google-signin" />;
}
