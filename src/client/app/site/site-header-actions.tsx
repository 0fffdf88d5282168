import { useState } from 'react';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { OfflineLabel } from '../../features/app-config/components/offline-label';
import { HeaderAuthView } from '../../features/auth/components/header-auth-view';
import { preloadLoginDialog } from '../../features/auth/components/login-dialog-host';
import { appLayerActions, preloadAppLayer } from './app-layer-host';
import { useSiteData } from './site-data';
import { useSiteUser } from './site-session';

function preload() {
  preloadAppLayer();
  preloadLoginDialog();
}

/** Right side of the public pages' header: offline label, theme toggle, account. */
export function SiteHeaderActions() {
  const { config } = useSiteData();
  const { user } = useSiteUser();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = () => {
    setLoggingOut(true);
    void appLayerActions()
      .then((actions) => actions.logout())
      .finally(() => setLoggingOut(false));
  };
  return (
    <>
      <OfflineLabel ai={config.ai} />
      <ColorSchemeToggle />
      <HeaderAuthView user={user} onLogout={logout} loggingOut={loggingOut} onPreload={preload} unknownUser="sign-in" />
    </>
  );
}
