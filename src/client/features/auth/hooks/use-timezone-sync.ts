import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc';

const SYNCED_KEY = 'timezone_synced';

export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function alreadySynced(marker: string): boolean {
  try {
    return globalThis.localStorage?.getItem(SYNCED_KEY) === marker;
  } catch {
    return false;
  }
}

/** Record that the server knows this user's timezone (e.g. it was sent with the guest creation). */
export function rememberTimezoneSynced(userId: string, timezone: string): void {
  rememberSynced(`${userId}|${timezone}`);
}

function rememberSynced(marker: string): void {
  try {
    globalThis.localStorage?.setItem(SYNCED_KEY, marker);
  } catch {
    // storage disabled: we will simply send it again next time
  }
}

/**
 * Tell the server the browser's timezone (daily limits reset at local midnight), once per user and
 * timezone; errors are ignored (SPEC §7).
 */
export function useTimezoneSync(userId: string | undefined, confirmedByServer: boolean) {
  const { mutate } = trpc.auth.setTimezone.useMutation();
  useEffect(() => {
    const timezone = browserTimezone();
    if (!userId || !confirmedByServer || !timezone) return;
    const marker = `${userId}|${timezone}`;
    if (alreadySynced(marker)) return;
    rememberSynced(marker);
    mutate({ timezone }, { onError: () => undefined });
  }, [userId, confirmedByServer, mutate]);
}
