/**
 * Calendar arithmetic in a user's IANA time zone with Intl only (no tz library): the local date
 * of an instant, and the instant of the next local midnight (correct across DST changes).
 */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: Date, timeZone: string): LocalParts {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 1970,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** 'YYYY-MM-DD' of the instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Offset of the zone from UTC at the instant, in ms (east positive). */
function offsetMs(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The first instant of the next local day. */
export function nextLocalMidnight(instant: Date, timeZone: string): Date {
  const p = localParts(instant, timeZone);
  const wallMidnight = Date.UTC(p.year, p.month - 1, p.day + 1, 0, 0, 0);
  // Guess with today's offset, then correct with the offset at the guess (DST may differ).
  let guess = wallMidnight - offsetMs(instant, timeZone);
  guess = wallMidnight - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The first instant of the local day that contains `instant`. */
export function startOfLocalDay(instant: Date, timeZone: string): Date {
  const p = localParts(instant, timeZone);
  const wallMidnight = Date.UTC(p.year, p.month - 1, p.day, 0, 0, 0);
  let guess = wallMidnight - offsetMs(instant, timeZone);
  guess = wallMidnight - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}
