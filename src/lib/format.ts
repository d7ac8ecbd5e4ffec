import { languageDefinition, type Language } from './languages';

/*
 * Amounts, decimals and dates are written from the language list's patterns rather than through Intl: the
 * first Intl.NumberFormat or Intl.DateTimeFormat a page builds loads ICU's locale data on the main thread while the
 * page hydrates, and that was the largest single blocking task on the home page.
 * __tests__/unit/format.test.ts holds every function here to Intl's output for every language, so they cannot drift.
 */

const fill = (pattern: string, values: Record<string, string | number>) =>
  pattern.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name] ?? ''));

/**
 * The digits of |value| rounded half away from zero to at most `maxFractionDigits` (at least
 * `minFractionDigits`), grouped in threes. Rounds the shortest decimal form of the number, as Intl does, so
 * 1.005 becomes 1.01 and not the 1.00 that its binary value would give.
 */
function groupedDigits(value: number, language: Language, minFractionDigits: number, maxFractionDigits: number): string {
  const scale = 10 ** maxFractionDigits;
  const scaled = Math.round(Number((Math.abs(value) * scale).toPrecision(15)));
  const whole = Math.floor(scaled / scale);
  let fraction = String(scaled - whole * scale).padStart(maxFractionDigits, '0');
  while (fraction.length > minFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const { group, decimal } = languageDefinition(language).number;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** An amount in the page's currency: cents only when it has them, or never with `whole`. */
export function formatMoney(amount: number, language: Language, options: { whole?: boolean } = {}): string {
  const fractionDigits = options.whole || Number.isInteger(amount) ? 0 : 2;
  const negative = amount < 0 || Object.is(amount, -0);
  return fill(languageDefinition(language).moneyPattern, {
    sign: negative ? '-' : '',
    amount: groupedDigits(amount, language, fractionDigits, fractionDigits),
  });
}

/** A plain number as the language writes it ("4.9", "4,9"), with up to three decimals. */
export function formatDecimal(value: number, language: Language): string {
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${groupedDigits(value, language, 0, 3)}`;
}

/** A calendar date ("August 11, 2024", "11 augustus 2024") from an ISO date, read as a UTC day. */
export function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const { months, datePattern } = languageDefinition(language);
  const month = months[date.getUTCMonth()];
  if (month === undefined) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return fill(datePattern, { day: date.getUTCDate(), month, year: date.getUTCFullYear() });
}

/**
 * A moment as date and time ("November 24, 2026, 14:05"; "24 november 2026, 14:05"), on a clock `offsetMinutes` ahead
 * of UTC: the reader's own, which the caller knows (`-date.getTimezoneOffset()` in a browser).
 */
export function formatDateTime(isoMoment: string, language: Language, offsetMinutes = 0): string {
  const shifted = new Date(Date.parse(isoMoment) + offsetMinutes * 60_000);
  if (Number.isNaN(shifted.getTime())) throw new RangeError(`Not an ISO moment: ${isoMoment}`);
  const iso = shifted.toISOString();
  return `${formatDate(iso, language)}, ${iso.slice(11, 16)}`;
}

/** How a market reads the clock: 24-hour in the Netherlands and the UK, 12-hour with AM/PM in North America and Australia. */
export type Clock = '12h' | '24h';

/** A time of day from minutes after midnight: "14:30" on a 24-hour clock, "2:30 PM" on a 12-hour one. */
export function formatTimeOfDay(minutes: number, clock: Clock = '24h'): string {
  const hours = Math.floor(minutes / 60) % 24;
  const rest = String(minutes % 60).padStart(2, '0');
  if (clock === '24h') return `${Math.floor(minutes / 60)}:${rest}`;
  return `${hours % 12 || 12}:${rest} ${hours < 12 ? 'AM' : 'PM'}`;
}
