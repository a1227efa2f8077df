import type { Clock } from '../clock.js';

/** A clock tests move by hand (session expiry, sign-in windows, daily figures). */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-11-02T09:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves the clock to an instant (a test of what a page says at a given hour). */
  set(instant: Date | string): void {
    this.current = new Date(instant).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}
