/** The time source services use, so tests can move time (session expiry, daily analytics). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
