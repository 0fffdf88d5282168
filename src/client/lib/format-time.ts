/**
 * Message and chat times (SPEC §9): 'Today, 4:05 PM' for today, else 'Jan 3rd, 4:05 PM', with the
 * year when it is not this year ('Jan 3rd 2029, 4:05 PM'). Local time of the browser.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

export function clockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

export function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function formatMessageTime(value: Date | string | number, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (isSameLocalDay(date, now)) return `Today, ${clockTime(date)}`;
  const day = `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())}`;
  const withYear = date.getFullYear() === now.getFullYear() ? day : `${day} ${date.getFullYear()}`;
  return `${withYear}, ${clockTime(date)}`;
}
