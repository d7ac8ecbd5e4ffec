import { formatTimeOfDay, type Clock } from '../format';
import { openDays, type OpenWindow, type Weekday } from './hours';

/**
 * The booking demo's choices: the days the business is open and, per day, the start times at which a service of its
 * length fits before closing. Weekdays rather than dates, so the page the build writes is the page the visitor gets.
 */

/** Where a service names no length: a usual appointment. */
export const DEFAULT_MINUTES = 60;
/** Bookable hours of a business that is open around the clock: nobody books a haircut or an inspection at 3 a.m. */
const DAYTIME: OpenWindow = { opens: 8 * 60, closes: 20 * 60 };
/** At most this many start times a day, so the picker keeps one size. */
export const MAX_SLOTS = 8;

export interface BookingDay {
  day: Weekday;
  times: string[];
}

/** "14:30" on a 24-hour clock, "2:30 PM" on a 12-hour one: as the client's market reads a booking screen. */
export function clockTime(minutes: number, clock: Clock = '24h'): string {
  return formatTimeOfDay(minutes, clock);
}

/**
 * Start times from opening, every service length rounded up to half an hour, while the service ends by closing; evenly
 * thinned to MAX_SLOTS.
 */
export function startTimes(window: OpenWindow, minutes: number = DEFAULT_MINUTES, clock: Clock = '24h'): string[] {
  const bookable = window.closes - window.opens >= 24 * 60 ? DAYTIME : window;
  const step = Math.max(30, Math.ceil(minutes / 30) * 30);
  const starts: number[] = [];
  for (let start = bookable.opens; start + minutes <= bookable.closes; start += step) starts.push(start);
  const time = (start: number) => clockTime(start, clock);
  if (starts.length <= MAX_SLOTS) return starts.map(time);
  const every = starts.length / MAX_SLOTS;
  return Array.from({ length: MAX_SLOTS }, (_, index) => time(starts[Math.floor(index * every)]!));
}

/** The open days with the start times of a service of `minutes`; days on which it does not fit are left out. */
export function bookingDays(
  hours: ReadonlyArray<{ days: string; hours: string }>,
  minutes: number = DEFAULT_MINUTES,
  clock: Clock = '24h',
): BookingDay[] {
  return openDays(hours)
    .map(({ day, window }) => ({ day, times: startTimes(window, minutes, clock) }))
    .filter((day) => day.times.length > 0);
}
