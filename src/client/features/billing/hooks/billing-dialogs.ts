import { useSyncExternalStore } from 'react';
import { track } from '../../../lib/analytics';

/** Which billing dialog is open, from anywhere (the limit banner, the pricing page, the sidebar). */
export type BillingDialog = 'plan' | 'manage' | null;

type State = {
  dialog: BillingDialog;
  /** A guest asked for Plus: the plan dialog opens once they have signed in. */
  planAfterLogin: boolean;
};

let state: State = { dialog: null, planAfterLogin: false };
const listeners = new Set<() => void>();

function setState(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** The subscription plan dialog (SPEC §2); `source` is for analytics. */
export function openPlanDialog(source: string) {
  track('plan_dialog_open', { source });
  setState({ dialog: 'plan' });
}

export function openManageDialog() {
  setState({ dialog: 'manage' });
}

export function closeBillingDialog() {
  if (state.dialog) setState({ dialog: null });
}

export function deferPlanUntilLogin() {
  setState({ dialog: null, planAfterLogin: true });
}

export function takePlanAfterLogin(): boolean {
  if (!state.planAfterLogin) return false;
  setState({ planAfterLogin: false });
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useBillingDialogs(): State {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
