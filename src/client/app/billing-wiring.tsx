import { useCallback } from 'react';
import { openLoginDialog } from '../features/auth/hooks/use-login-dialog';
import { useHydratedSessionUser, useRefreshSessionUser } from '../features/auth/hooks/use-session-user';
import { BillingDialogs } from '../features/billing/components/billing-dialogs';

/** Connects the billing dialogs to the signed-in user and the login dialog (features stay apart). */
export function BillingWiring() {
  const { user } = useHydratedSessionUser();
  const refresh = useRefreshSessionUser();
  const signIn = useCallback(() => openLoginDialog({ source: 'pricing_getplus', action: 'payment' }), []);
  return <BillingDialogs user={user} onSignInRequired={signIn} onRefreshUser={refresh} />;
}
