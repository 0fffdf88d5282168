import { LIMITS } from '../../../../shared/constants';
import { createHumanCheckPolicy, within, type HumanCheckPolicy } from './human-check-policy';
import { loadTurnstile, type TurnstileApi } from './turnstile-script';

type ControllerOptions = {
  siteKey: string;
  /** What the token is for; the server accepts a token only for its own action. */
  action: 'send_message' | 'send_code';
  load?: () => Promise<TurnstileApi>;
  policy?: HumanCheckPolicy;
  readyWaitMs?: number;
  /** How long a send waits for the user to solve an interactive challenge. */
  tokenWaitMs?: number;
};

/**
 * One Turnstile widget and its tokens. The widget renders into whichever container is mounted
 * (it shows itself only when the user must interact), keeps a solved token ready, and after a
 * token is used starts solving the next one, so the following send does not wait.
 */
export function createHumanCheckController(options: ControllerOptions) {
  const policy = options.policy ?? createHumanCheckPolicy();
  const load = options.load ?? loadTurnstile;
  let api: TurnstileApi | null = null;
  let widgetId: string | null = null;
  let token: string | null = null;
  let waiters: Array<(token: string) => void> = [];
  let markReady: () => void = () => {};
  let ready = new Promise<true>((resolve) => (markReady = () => resolve(true)));

  const onToken = (value: string) => {
    token = value;
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve(value);
  };

  const take = (): string | undefined => {
    const value = token ?? undefined;
    token = null;
    if (api && widgetId) api.reset(widgetId); // start on the next one
    return value;
  };

  return {
    /** Renders the widget into `container`; returns the unmount. */
    mount(container: HTMLElement): () => void {
      let live = true;
      void load()
        .then((loaded) => {
          if (!live) return;
          api = loaded;
          widgetId =
            loaded.render(container, {
              sitekey: options.siteKey,
              action: options.action,
              appearance: 'interaction-only',
              'refresh-expired': 'auto',
              callback: onToken,
              'expired-callback': () => {
                token = null;
              },
              'error-callback': () => {
                token = null;
              },
            }) ?? null;
          markReady();
        })
        .catch(() => undefined); // unreachable script: sends go without a token, the server says 401
      return () => {
        live = false;
        if (api && widgetId) api.remove(widgetId);
        widgetId = null;
        token = null;
        ready = new Promise<true>((resolve) => (markReady = () => resolve(true)));
      };
    },
    /** A token for one call (single use), or undefined when none could be had in time. */
    async token(): Promise<string | undefined> {
      const wait = policy.mustWait();
      const isReady = await within(ready, options.readyWaitMs ?? LIMITS.humanCheckReadyWaitMs, false);
      if (!isReady) return undefined;
      if (token) return take();
      if (!wait) return undefined;
      const solved = await within(new Promise<string>((resolve) => waiters.push(resolve)), options.tokenWaitMs ?? 60_000, null);
      return solved ? take() : undefined;
    },
    passed: () => policy.passed(),
    rejected: () => policy.reset(),
  };
}

export type HumanCheckController = ReturnType<typeof createHumanCheckController>;
