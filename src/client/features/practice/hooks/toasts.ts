import { useSyncExternalStore } from 'react';

/** Short notices of the practice screens (SPEC §8: a failed start, a failed report). */
export type Toast = { id: number; message: string };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const TOAST_MS = 5000;

function emit(next: Toast[]) {
  toasts = next;
  for (const listener of [...listeners]) listener();
}

export function showToast(message: string): void {
  const toast = { id: nextId++, message };
  emit([...toasts.filter((t) => t.message !== message), toast]);
  setTimeout(() => dismissToast(toast.id), TOAST_MS);
}

export function dismissToast(id: number): void {
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
