/**
 * Reads a case's opening hours as its client writes them ("Mon–Fri" "8:00–18:00", "ma t/m vr" "08.00–17.30",
 * "Daily" "24 hours", "Sat" "9am–1pm", "Sun" "Closed") into open days and minutes, for the booking picker. What it
 * cannot read it leaves out rather than guess.
 */

import { formatTimeOfDay, type Clock } from '../format';

/** Monday is 0, Sunday 6. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface OpenWindow {
  /** Minutes after midnight. */
  opens: number;
  closes: number;
}

const DAY_WORDS: Array<[RegExp, Weekday]> = [
  [/^(mon|monday|ma|maandag)$/, 0],
  [/^(tue|tues|tuesday|di|dinsdag)$/, 1],
  [/^(wed|wednesday|wo|woensdag)$/, 2],
  [/^(thu|thur|thurs|thursday|do|donderdag)$/, 3],
  [/^(fri|friday|vr|vrij|vrijdag)$/, 4],
  [/^(sat|saturday|za|zaterdag)$/, 5],
  [/^(sun|sunday|zo|zondag)$/, 6],
];
const EVERY_DAY = /^(daily|every day|7 days( a week)?|mon(day)?\s*[–-]\s*sun(day)?|dagelijks|elke dag|alle dagen|7 dagen( per week)?)$/;
const WEEKDAYS = /^(weekdays|werkdagen|doordeweeks)$/;
const WEEKEND = /^(weekends?|weekend)$/;
const ALL_DAY = /(24\s*(hours|hrs|h|uur)|24\/7|around the clock|dag en nacht)/;
const CLOSED = /^(closed|gesloten|dicht)$/;
/** "tot 21:00", "until 9 pm": a later closing time of a day whose opening another line gives (a late shopping night). */
const UNTIL = /\b(?:tot|until|till)\s+(.+)$/;

function weekday(word: string): Weekday | null {
  const clean = word.trim().toLowerCase().replace(/\.$/, '');
  return DAY_WORDS.find(([pattern]) => pattern.test(clean))?.[1] ?? null;
}

function range(from: Weekday, to: Weekday): Weekday[] {
  const days: Weekday[] = [];
  for (let day = from; ; day = ((day + 1) % 7) as Weekday) {
    days.push(day);
    if (day === to) return days;
  }
}

/** The weekdays a "days" text names: "Mon–Fri", "ma t/m vr", "Sat & Sun", "Tue, Thu", "Daily"; [] when unreadable. */
export function readDays(text: string): Weekday[] {
  // "Sat (Apr–Oct)": the season in brackets is no part of the days.
  const clean = text
    .replace(/\(.*?\)/g, '')
    .trim()
    .toLowerCase();
  if (EVERY_DAY.test(clean)) return range(0, 6);
  if (WEEKDAYS.test(clean)) return range(0, 4);
  if (WEEKEND.test(clean)) return [5, 6];
  const days = new Set<Weekday>();
  for (const part of clean.split(/\s*(?:,|&|\+|\band\b|\ben\b)\s*/)) {
    const [first, last, ...rest] = part.split(/\s*(?:–|—|-|\bto\b|\bt\/m\b|\btot\b)\s*/);
    const from = weekday(first ?? '');
    if (from === null || rest.length > 0) return [];
    const to = last === undefined ? from : weekday(last);
    if (to === null) return [];
    for (const day of range(from, to)) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/** "8:00", "08.30", "8am", "6:30 pm", "18u" as minutes after midnight; null when unreadable. */
export function readTime(text: string): number | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|u|uur)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase().replace(/\./g, '');
  if (half === 'pm' && hours < 12) hours += 12;
  if (half === 'am' && hours === 12) hours = 0;
  if (hours > 24 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** An "hours" text as one window: "8:00–18:00", "9am - 5pm", "24 hours"; null when closed or unreadable. */
export function readWindow(text: string): OpenWindow | null {
  const clean = text.trim().toLowerCase();
  if (ALL_DAY.test(clean)) return { opens: 0, closes: 24 * 60 };
  const [from, to, ...rest] = clean.split(/\s*(?:–|—|-|\bto\b|\btot\b)\s*/);
  if (rest.length > 0 || from === undefined || to === undefined) return null;
  const opens = readTime(from);
  const closes = readTime(to);
  if (opens === null || closes === null || closes <= opens) return null;
  return { opens, closes };
}

/**
 * Each open weekday with its window, Monday first. A day a later line names again takes that line's hours, or its later
 * closing ("do: koopavond tot 21:00"), or is closed ("Closed"); a line it cannot read changes nothing.
 */
export function openDays(hours: ReadonlyArray<{ days: string; hours: string }>): Array<{ day: Weekday; window: OpenWindow }> {
  const byDay = new Map<Weekday, OpenWindow | null>();
  for (const line of hours) {
    const text = line.hours.trim().toLowerCase();
    const window = readWindow(text);
    const until = UNTIL.exec(text);
    const closes = until ? readTime(until[1]!) : null;
    for (const day of readDays(line.days)) {
      const known = byDay.get(day);
      if (window) byDay.set(day, window);
      else if (CLOSED.test(text)) byDay.set(day, null);
      else if (known && closes !== null && closes > known.opens) byDay.set(day, { opens: known.opens, closes });
    }
  }
  return [...byDay]
    .filter((entry): entry is [Weekday, OpenWindow] => entry[1] !== null)
    .sort(([a], [b]) => a - b)
    .map(([day, window]) => ({ day, window }));
}

/** Country codes whose markets read a 12-hour clock: North America (+1) and Australia (+61). */
const TWELVE_HOUR_COUNTRIES = /^\+(1|61)\b/;

/** The clock a client's visitors read, from the country code of its phone number. */
export function clockFor(phone: string): Clock {
  return TWELVE_HOUR_COUNTRIES.test(phone.replace(/\s+/g, ' ').trim()) ? '12h' : '24h';
}

/**
 * An "hours" text on the market's clock: "8:00–18:00" reads "8:00 AM–6:00 PM" on a 12-hour clock. Text that is no
 * plain window ("24 hours", "Closed", "koopavond tot 21:00") and any 24-hour market keep the client's own words.
 */
export function hoursOnClock(text: string, clock: Clock): string {
  if (clock === '24h' || ALL_DAY.test(text.toLowerCase())) return text;
  const window = readWindow(text);
  return window ? `${formatTimeOfDay(window.opens, clock)}–${formatTimeOfDay(window.closes, clock)}` : text;
}
