import { ColorSchemeToggle } from '../components/color-scheme-toggle';
import { OfflineBadge } from '../features/app-config/components/offline-badge';
import { HeaderAuth } from '../features/auth/components/header-auth';

/** Right side of the site header on content pages: offline label, theme toggle, account. */
export function HeaderActions() {
  return (
    <>
      <OfflineBadge />
      <ColorSchemeToggle />
      <HeaderAuth />
    </>
  );
}
