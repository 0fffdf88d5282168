import { useSyncExternalStore } from 'react';
import type { LOGIN_SOURCES } from '../../../../shared/constants';
import { track } from '../../../lib/analytics';
import { setLoginAction, type LoginAction } from '../../../lib/login-action';

export type LoginSource = (typeof LOGIN_SOURCES)[number];

type LoginDialogState = { opened: boolean; source: LoginSource | undefined };

let state: LoginDialogState = { opened: false, source: undefined };
/** What had focus when the dialog opened ('Sign in', a banner button …): focus goes back there. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setState(next: LoginDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Open the login dialog from anywhere; `action` is remembered in `login_action` (SPEC §4). */
export function openLoginDialog(options: { source: LoginSource; action?: LoginAction }) {
  if (options.action) setLoginAction(options.action);
  track('login_dialog_open', { source: options.source });
  if (!state.opened) opener = typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  setState({ opened: true, source: options.source });
}

export function closeLoginDialog() {
  if (state.opened) setState({ ...state, opened: false });
}

/**
 * After the dialog has gone: focus back on what opened it, if focus was left nowhere (Mantine only
 * returns focus from its second opening on: the lazily loaded dialog mounts already open).
 */
export function returnFocusToOpener() {
  const target = opener;
  opener = null;
  // The dialog's content leaves the page just after its exit transition: look once it has gone.
  setTimeout(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && target?.isConnected) target.focus({ preventScroll: true });
  }, 0);
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
