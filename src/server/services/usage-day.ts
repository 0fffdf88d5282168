import { and, count, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import { chatSessions, usageCounters, users } from '../../db/schema';
import type { Executor } from '../../db/types';
import { localDate, nextLocalMidnight, startOfLocalDay } from '../lib/local-time';
import type { UserRow } from './actor';

/** The day the daily limits count in: its usage key (a date), when it began and when it resets. */
export interface UsageDay {
  key: string;
  start: Date;
  nextReset: Date;
}

type DayFields = Pick<UserRow, 'timezone' | 'heldDay' | 'heldDayStart' | 'heldDayUntil'>;

/**
 * The user's current usage day: the local day of their time zone, unless a zone change is
 * holding the day in progress (see holdDayForZoneChange).
 */
export function usageDayOf(user: DayFields, now: Date): UsageDay {
  if (user.heldDay && user.heldDayStart && user.heldDayUntil && now < user.heldDayUntil) {
    return { key: user.heldDay, start: user.heldDayStart, nextReset: user.heldDayUntil };
  }
  return { key: localDate(now, user.timezone), start: startOfLocalDay(now, user.timezone), nextReset: nextLocalMidnight(now, user.timezone) };
}

/**
 * Changes the user's time zone so that it can never start a second day early (issue 25: a guest
 * who had used its messages moved to Pacific/Kiritimati and got 3 more the same day). A user who
 * used nothing today switches at once. Otherwise the day in progress keeps its usage and lasts
 * until the new zone's first midnight at or after the day's planned end: the change applies from
 * the next reset, and no day is ever shorter than it would have been.
 */
export async function changeTimezone(db: Executor, user: UserRow, timezone: string, now: Date): Promise<void> {
  const day = usageDayOf(user, now);
  const held = (await usedToday(db, user.id, day))
    ? { heldDay: day.key, heldDayStart: day.start, heldDayUntil: nextLocalMidnight(new Date(day.nextReset.getTime() - 1), timezone) }
    : { heldDay: null, heldDayStart: null, heldDayUntil: null };
  await db
    .update(users)
    .set({ timezone, ...held, updatedAt: now })
    .where(eq(users.id, user.id));
}

async function usedToday(db: Executor, userId: string, day: UsageDay): Promise<boolean> {
  const [counted] = await db
    .select({ n: count() })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.day, day.key), gt(usageCounters.count, 0)));
  if ((counted?.n ?? 0) > 0) return true;
  const [chats] = await db
    .select({ n: count() })
    .from(chatSessions)
    .where(
      and(eq(chatSessions.userId, userId), isNull(chatSessions.deletedAt), inArray(chatSessions.type, ['normal', 'rednote']), gte(chatSessions.updatedAt, day.start)),
    );
  return (chats?.n ?? 0) > 0;
}
