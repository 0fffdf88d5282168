/** Time as a dependency, so expiry rules are tested without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function createManualClock(start = new Date('2026-01-15T12:00:00Z')): Clock & { advance(ms: number): void; set(d: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => void (current += ms),
    set: (d) => void (current = d.getTime()),
  };
}
