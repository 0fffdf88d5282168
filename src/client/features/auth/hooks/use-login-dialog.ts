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
  if (!target) return;
  // The dialog's content leaves the page after its exit transition, when React commits it: a busy
  // page can take several frames. Wait while focus is still inside a dialog, for up to a second.
  const deadline = Date.now() + RETURN_FOCUS_WAIT_MS;
  const attempt = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (lost) {
      if (target.isConnected) target.focus({ preventScroll: true });
      return;
    }
    if (active.closest('[role="dialog"]') && Date.now() < deadline) setTimeout(attempt, 16);
  };
  setTimeout(attempt, 0);
}

/** How long focus may stay in the closing dialog before we stop waiting to hand it back. */
const RETURN_FOCUS_WAIT_MS = 1_000;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
