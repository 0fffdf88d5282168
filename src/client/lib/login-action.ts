import { LOGIN_ACTIONS, STORAGE_KEYS } from '../../shared/client-storage';

export type LoginAction = (typeof LOGIN_ACTIONS)[number];

/** Remember why the login dialog was opened (SPEC §4: `login_action` in session storage). */
export function setLoginAction(action: LoginAction): void {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEYS.loginAction, action);
  } catch {
    // storage disabled
  }
}

export function readLoginAction(): LoginAction | undefined {
  try {
    const value = globalThis.sessionStorage?.getItem(STORAGE_KEYS.loginAction);
    return (LOGIN_ACTIONS as readonly string[]).includes(value ?? '') ? (value as LoginAction) : undefined;
  } catch {
    return undefined;
  }
}
