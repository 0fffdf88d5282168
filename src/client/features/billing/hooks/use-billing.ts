import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** PLUS prices and the billing mode; they change only with the server's configuration. */
export function usePlans() {
  return trpc.subscription.plans.useQuery(undefined, { staleTime: 60 * 60_000 });
}

export function useCurrentSubscription(enabled = true) {
  return trpc.subscription.current.useQuery(undefined, { enabled });
}

/** After any change: the subscription, and the user (limits, the Plus badge) are asked again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useChangePlan() {
  const after = useAfterChange();
  return trpc.subscription.update.useMutation({ onSuccess: after });
}

export function useCancelSubscription() {
  const after = useAfterChange();
  return trpc.subscription.cancel.useMutation({ onSuccess: after });
}

export function useResumeSubscription() {
  const after = useAfterChange();
  return trpc.subscription.resume.useMutation({ onSuccess: after });
}

/** Checkout and portal answer a page to go to (Stripe's, or the app's test-mode page). */
export function useCheckout() {
  return trpc.subscription.checkout.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });
}

export function usePortal() {
  return trpc.subscription.portal.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });
}
