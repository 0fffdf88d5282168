/**
 * One-time hints remembered in local storage (SPEC §2): the practice history tooltip. Storage may
 * be disabled: then the hint shows once per page load.
 */
export const HISTORY_TOOLTIP_KEY = 'practice_history_tooltip_seen';

const memory = new Set<string>();

export function flagSet(key: string): boolean {
  if (memory.has(key)) return true;
  try {
    return globalThis.localStorage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function setFlag(key: string): void {
  memory.add(key);
  try {
    globalThis.localStorage?.setItem(key, '1');
  } catch {
    // storage disabled: remembered for this page only
  }
}
