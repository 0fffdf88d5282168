/**
 * The human check in front of sending (SPEC §5, §8, §9) with a fake Turnstile speaking its
 * explicit-render API, and Google's sign-in button (shown only with a client id).
 * Runs under happy-dom: `cd src/client && bun test`.
 */
import { afterEach, describe, expect, test } from 'bun:test';
import type { TurnstileApi, TurnstileOptions } from '../features/human-check/hooks/turnstile-script';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
// Rendered trees (and Mantine's portals) go after each test, whichever file ran before.
afterEach(() => rtl?.cleanup());
const { createHumanCheckPolicy } = await import('../features/human-check/hooks/human-check-policy');
const { createHumanCheckController } = await import('../features/human-check/hooks/human-check-controller');
const { withHumanCheck } = await import('../features/chat/hooks/human-check-retry');

/** Turnstile as its explicit-render API behaves: render → callback(token); reset → a new token later. */
function fakeTurnstile() {
  const widgets = new Map<string, TurnstileOptions>();
  const rendered: Array<{ action: string }> = [];
  let issued = 0;
  const api: TurnstileApi = {
    render(_el, options) {
      const id = `w${widgets.size + 1}`;
      widgets.set(id, options);
      rendered.push({ action: options.action });
      return id;
    },
    reset: () => {},
    remove: (id) => void widgets.delete(id),
  };
  /** The user (or Cloudflare) solves the challenge of every widget. */
  const solve = () => {
    for (const options of widgets.values()) options.callback?.(`token-${++issued}`);
  };
  return { api, solve, rendered };
}

describe('human-check cooldown', () => {
  test('a send waits for a check until one passed; 600,000 ms later (or after a 401) again', () => {
    let now = 0;
    const policy = createHumanCheckPolicy(600_000, () => now);
    expect(policy.mustWait()).toBe(true);
    policy.passed();
    now = 599_999;
    expect(policy.mustWait()).toBe(false);
    now = 600_000;
    expect(policy.mustWait()).toBe(true);
    policy.passed();
    policy.reset();
    expect(policy.mustWait()).toBe(true);
  });

  test('tokens come from the widget, once each; nothing within 3 s of a widget that never gets ready', async () => {
    const { api, solve, rendered } = fakeTurnstile();
    const controller = createHumanCheckController({ siteKey: 'site', action: 'send_message', load: async () => api, readyWaitMs: 50 });
    const unmount = controller.mount({} as HTMLElement); // the fake renders nowhere
    const first = controller.token(); // waits for the first solve
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(rendered).toEqual([{ action: 'send_message' }]);
    solve();
    expect(await first).toBe('token-1');
    controller.passed();
    // Within the cooldown a send does not wait: no token ready means none.
    expect(await controller.token()).toBeUndefined();
    solve();
    expect(await controller.token()).toBe('token-2');
    unmount();

    const never = createHumanCheckController({ siteKey: 'site', action: 'send_message', load: () => new Promise(() => {}), readyWaitMs: 30 });
    never.mount({} as HTMLElement);
    expect(await never.token()).toBeUndefined();
  });

  test('a 401 for the token resets the cooldown and the call is tried once more with a fresh token', async () => {
    const calls: Array<string | undefined> = [];
    let resets = 0;
    let passes = 0;
    let n = 0;
    const check = {
      token: async () => `t${++n}`,
      passed: () => void passes++,
      rejected: () => void resets++,
      Widget: () => null,
    };
    const refused = Object.assign(new Error('no'), { data: { httpStatus: 401, appCode: 'human_check.failed' } });
    const result = await withHumanCheck(check, async (token) => {
      calls.push(token);
      if (calls.length === 1) throw refused;
      return 'sent';
    });
    expect(result).toBe('sent');
    expect(calls).toEqual(['t1', 't2']);
    expect([resets, passes]).toEqual([1, 1]);

    // Any other 401 resets the cooldown too, without a retry.
    const expired = Object.assign(new Error('no'), { data: { httpStatus: 401, appCode: 'auth.unauthorized' } });
    await expect(withHumanCheck(check, async () => Promise.reject(expired))).rejects.toBe(expired);
    expect(resets).toBe(2);
    // No check configured: the call goes without a token.
    expect(await withHumanCheck(undefined, async (token) => token ?? 'none')).toBe('none');
  });
});

describe.skipIf(!hasDom)('Google sign-in button (happy-dom)', () => {
  test('renders Google’s button with the client id; its credential is handed on', async () => {
    const { render, screen, waitFor } = rtl!;
    const { MantineProvider } = await import('@mantine/core');
    const { GoogleSignIn } = await import('../features/auth/components/google-sign-in');
    let callback: ((response: { credential?: string }) => void) | undefined;
    const initialized: string[] = [];
    const api = {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }) {
        initialized.push(options.client_id);
        callback = options.callback;
      },
      renderButton(parent: HTMLElement) {
        parent.appendChild(document.createElement('span')).className = 'gsi-button';
      },
    };
    const credentials: string[] = [];
    render(
      <MantineProvider env="test">
        <GoogleSignIn clientId="client-123.apps.googleusercontent.com" onCredential={(c) => credentials.push(c)} load={async () => api} />
      </MantineProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('google-signin').querySelector('.gsi-button')).not.toBeNull());
    expect(initialized).toEqual(['client-123.apps.googleusercontent.com']);
    callback?.({ credential: 'id-token' });
    expect(credentials).toEqual(['id-token']);
  });

  test('the login dialog shows it only when the server has a Google client id', async () => {
    const { render, screen, cleanup } = rtl!;
    const { AppTestProviders } = await import('./setup/app-providers');
    const { LoginDialog } = await import('../features/auth/components/login-dialog');
    window.google = { accounts: { id: { initialize: () => {}, renderButton: () => {} } } };
    const view = (googleClientId: string | null) =>
      render(
        <AppTestProviders>
          <LoginDialog opened source={undefined} onClose={() => {}} googleClientId={googleClientId} />
        </AppTestProviders>,
      );
    view(null);
    expect(screen.getByTestId('login-email-submit')).toBeDefined();
    expect(screen.queryByTestId('google-signin')).toBeNull();
    cleanup();
    view('client-123.apps.googleusercontent.com');
    expect(screen.getByTestId('google-signin')).toBeDefined();
    window.google = undefined;
  });
});
