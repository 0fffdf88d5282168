import { useSyncExternalStore } from 'react';
import type { LOGIN_SOURCES } from '../../../../shared/constants';
import { track } from '../../../lib/analytics';
import { setLoginAction, type LoginAction } from '../../../lib/login-action';

export type LoginSource = (typeof LOGIN_SOURCES)[number];

type LoginDialogState = { opened: boolean; source: LoginSource | undefined };

let state: LoginDialogState = { opened: false, source: undefined };
const listeners = new Set<() => void>();

function setState(next: LoginDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Open the login dialog from anywhere; `action` is remembered in `login_action` (SPEC §4). */
export function openLoginDialog(options: { source: LoginSource; action?: LoginAction }) {
  if (options.action) setLoginAction(options.action);
  track('login_dialog_open', { source: options.source });
  setState({ opened: true, source: options.source });
}

export function closeLoginDialog() {
  if (state.opened) setState({ ...state, opened: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
