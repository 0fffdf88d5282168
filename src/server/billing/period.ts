import type { PriceConfig } from './types';

const DAY_MS = 86_400_000;

/**
 * The end of a billing period that starts at `from`, the way Stripe counts: weeks are 7 days;
 * months and years keep the day of the month, clamped to the month's last day (Jan 31 → Feb 28).
 */
export function addInterval(from: Date, price: Pick<PriceConfig, 'interval' | 'intervalCount'>): Date {
  if (price.interval === 'week') return new Date(from.getTime() + 7 * DAY_MS * price.intervalCount);
  const months = price.interval === 'month' ? price.intervalCount : 12 * price.intervalCount;
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}
