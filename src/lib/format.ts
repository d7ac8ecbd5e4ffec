import type { Language } from './languages';

/** English pages quote US dollars, Dutch pages euros (DESIGN.md, 'Prices and currency'). */
export const CURRENCY_OF: Record<Language, string> = { en: 'USD', nl: 'EUR' };

/*
 * Amounts, decimals and dates are written by hand for the site's two locales (en-US, nl-NL) rather than
 * through Intl: the first Intl.NumberFormat or Intl.DateTimeFormat a page builds loads ICU's locale data,
 * 20-50 ms on the main thread while the page hydrates, and that is the largest single blocking task on the
 * home page. __tests__/unit/format.test.ts holds every function here to Intl's output, so they cannot drift.
 */

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  nl: { group: '.', decimal: ',' },
};

const CURRENCY_PATTERN: Record<Language, (digits: string, negative: boolean) => string> = {
  en: (digits, negative) => `${negative ? '-' : ''}$${digits}`,
  nl: (digits, negative) => `€\u00a0${negative ? '-' : ''}${digits}`,
};

const MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
};

const DATE_PATTERN: Record<Language, (day: number, month: string, year: number) => string> = {
  en: (day, month, year) => `${month} ${day}, ${year}`,
  nl: (day, month, year) => `${day} ${month} ${year}`,
};

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
  const { group, decimal } = SEPARATORS[language];
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** An amount in the page's currency: cents only when it has them, or never with `whole`. */
export function formatMoney(amount: number, language: Language, options: { whole?: boolean } = {}): string {
  const fractionDigits = options.whole || Number.isInteger(amount) ? 0 : 2;
  const negative = amount < 0 || Object.is(amount, -0);
  return CURRENCY_PATTERN[language](groupedDigits(amount, language, fractionDigits, fractionDigits), negative);
}

/** A plain number as the language writes it ("4.9", "4,9"), with up to three decimals. */
export function formatDecimal(value: number, language: Language): string {
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${groupedDigits(value, language, 0, 3)}`;
}

/** A calendar date ("August 11, 2024", "11 augustus 2024") from an ISO date, read as a UTC day. */
export function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const month = MONTHS[language][date.getUTCMonth()];
  if (month === undefined) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return DATE_PATTERN[language](date.getUTCDate(), month, date.getUTCFullYear());
}
