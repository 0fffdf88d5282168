import { afterEach, describe, expect, test } from 'bun:test';
import { closeLoginDialog, openLoginDialog, returnFocusToOpener } from '../features/auth/hooks/use-login-dialog';

// The root `bun test` also collects this folder, without happy-dom (src/client/bunfig.toml preloads it).
const hasDom = typeof document !== 'undefined';

/** A stand-in for the closing dialog: focus sits in it until React removes it. */
function dialogWithFocus(): HTMLElement {
  const dialog = document.createElement('section');
  dialog.setAttribute('role', 'dialog');
  const input = document.createElement('input');
  dialog.append(input);
  document.body.append(dialog);
  input.focus();
  return dialog;
}

function signInButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Sign in';
  document.body.append(button);
  button.focus();
  return button;
}

describe.skipIf(!hasDom)('focus after the login dialog closes (happy-dom)', () => {
  afterEach(() => {
    closeLoginDialog();
    document.body.innerHTML = '';
  });

  test('goes back to what opened it, even when the dialog leaves the page several frames after its exit transition', async () => {
    const button = signInButton();
    openLoginDialog({ source: 'click_header_signin_button' });
    const dialog = dialogWithFocus();
    closeLoginDialog();
    returnFocusToOpener();
    await Bun.sleep(80); // a busy page: the content is still there
    expect(document.activeElement).not.toBe(button);
    dialog.remove();
    await Bun.sleep(60);
    expect(document.activeElement).toBe(button);
  });

  test('focus the user moved elsewhere is left where it is', async () => {
    const button = signInButton();
    openLoginDialog({ source: 'click_header_signin_button' });
    dialogWithFocus().remove();
    const other = document.createElement('textarea');
    document.body.append(other);
    other.focus();
    closeLoginDialog();
    returnFocusToOpener();
    await Bun.sleep(40);
    expect(document.activeElement).toBe(other);
    expect(button.isConnected).toBe(true);
  });
});
