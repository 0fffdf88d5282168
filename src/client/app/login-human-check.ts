import { useEffect, useState } from 'react';
import type { LoginHumanCheck } from '../features/auth/hooks/use-login-flow';

/**
 * The sign-in code's human check, only when the server has Turnstile on: its code is fetched then,
 * instead of weighing on every page's first load.
 */
export function useLoginHumanCheck(siteKey: string | null): LoginHumanCheck | undefined {
  const [made, setMade] = useState<{ siteKey: string; check: LoginHumanCheck }>();
  useEffect(() => {
    if (!siteKey) return;
    let current = true;
    void import('../features/human-check/components/human-check-plugin').then(({ createHumanCheck }) => {
      if (current) setMade({ siteKey, check: createHumanCheck(siteKey, 'send_code') });
    });
    return () => {
      current = false;
    };
  }, [siteKey]);
  return made?.siteKey === siteKey ? made.check : undefined;
}
