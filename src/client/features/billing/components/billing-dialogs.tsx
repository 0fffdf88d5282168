import { lazy, Suspense, useEffect } from 'react';
import type { User } from '../../../../shared/schemas/user';
import { plusSubscriptionOf } from '../hooks/billing-format';
import { closeBillingDialog, deferPlanUntilLogin, openPlanDialog, takePlanAfterLogin, useBillingDialogs } from '../hooks/billing-dialogs';

const PlanDialog = lazy(() => import('./plan-dialog').then((m) => ({ default: m.PlanDialog })));
const ManageDialog = lazy(() => import('./manage-dialog').then((m) => ({ default: m.ManageDialog })));

type BillingDialogsProps = {
  /** null: no session yet (a first-time visitor, who signs in first like a guest). */
  user: User | null | undefined;
  /** Guests sign in first (login source `pricing_getplus`). */
  onSignInRequired: () => void;
  onRefreshUser: () => void;
};

/** Mounted once at the root: the plan and manage dialogs, fetched on first open. */
export function BillingDialogs({ user, onSignInRequired, onRefreshUser }: BillingDialogsProps) {
  const { dialog } = useBillingDialogs();
  const isGuest = user?.is_temporary ?? true;

  useEffect(() => {
    if (dialog === 'plan' && user !== undefined && isGuest) {
      deferPlanUntilLogin();
      onSignInRequired();
    }
  }, [dialog, user, isGuest, onSignInRequired]);

  useEffect(() => {
    if (user && !isGuest && takePlanAfterLogin()) openPlanDialog('after_login');
  }, [user, isGuest]);

  useReturnFromCheckout(user ?? undefined, onRefreshUser);

  if (!user || (dialog === 'plan' && isGuest)) return null;
  return (
    <Suspense fallback={null}>
      {dialog === 'plan' && <PlanDialog user={user} onClose={closeBillingDialog} />}
      {dialog === 'manage' && <ManageDialog onClose={closeBillingDialog} />}
    </Suspense>
  );
}

/**
 * Back from a paid checkout (`?checkout=success`): Stripe's webhook may land a moment after the
 * browser does, so the user is asked again a few times until Plus shows.
 */
function useReturnFromCheckout(user: User | undefined, refresh: () => void) {
  const returned = typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('checkout') === 'success';
  const isPlus = Boolean(plusSubscriptionOf(user?.subscriptions));
  useEffect(() => {
    if (!returned || isPlus) return;
    let tries = 0;
    const timer = setInterval(() => {
      if (++tries > 10) clearInterval(timer);
      else refresh();
    }, 2000);
    return () => clearInterval(timer);
  }, [returned, isPlus, refresh]);
}
