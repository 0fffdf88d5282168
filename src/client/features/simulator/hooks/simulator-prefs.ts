import { useSyncExternalStore } from 'react';

/**
 * SPEC §2: the simulator button's enabling and the one-time simulator tip, remembered in local
 * storage (for this page only when storage is disabled).
 */
export const SIMULATOR_ENABLED_KEY = 'simulator_enabled';
export const SIMULATOR_TIP_KEY = 'simulator_tip_seen';

const memory = new Map<string, string>();
const listeners = new Set<() => void>();

// Local storage is the record; the page's memory stands in only where storage is disabled.
function read(key: string): string | null {
  try {
    if (globalThis.localStorage) return globalThis.localStorage.getItem(key);
  } catch {
    // storage disabled
  }
  return memory.get(key) ?? null;
}

function write(key: string, value: string): void {
  try {
    if (globalThis.localStorage) globalThis.localStorage.setItem(key, value);
    else memory.set(key, value);
  } catch {
    memory.set(key, value); // storage disabled
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const simulatorPrefs = {
  enabled: () => read(SIMULATOR_ENABLED_KEY) === '1',
  setEnabled: (on: boolean) => write(SIMULATOR_ENABLED_KEY, on ? '1' : '0'),
  tipSeen: () => read(SIMULATOR_TIP_KEY) === '1',
  markTipSeen: () => write(SIMULATOR_TIP_KEY, '1'),
};

export function useSimulatorPrefs(): { enabled: boolean; tipSeen: boolean } {
  const enabled = useSyncExternalStore(subscribe, simulatorPrefs.enabled, simulatorPrefs.enabled);
  const tipSeen = useSyncExternalStore(subscribe, simulatorPrefs.tipSeen, simulatorPrefs.tipSeen);
  return { enabled, tipSeen };
}
