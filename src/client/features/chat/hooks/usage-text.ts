import type { UsageLimit } from '../../../../shared/schemas/user';

/** 'x of 5 messages left today'; nothing for unlimited (Plus) users. */
export function remainingText(limit: UsageLimit | undefined): string | null {
  if (!limit || limit.max_usage === null) return null;
  const left = Math.max(0, limit.max_usage - limit.current_usage);
  return `${left} of ${limit.max_usage} message${limit.max_usage === 1 ? '' : 's'} left today`;
}

/** The 24 h countdown as HH:MM:SS (SPEC §9), never negative, capped at 24:00:00. */
export function formatCountdown(ms: number): string {
  const total = Math.min(24 * 3600, Math.max(0, Math.ceil(ms / 1000)));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}
