import { LANGUAGES, languageDefinition } from '../../src/lib/languages';
import { formatDate, formatDateTime, formatDecimal, formatMoney } from '../../src/lib/format';

const LOCALE_OF = (language: (typeof LANGUAGES)[number]) => languageDefinition(language).locale;

// The site formats without Intl (src/lib/format.ts says why); Node's full ICU is the reference.
const intlMoney = (amount: number, language: (typeof LANGUAGES)[number], fractionDigits: number) =>
  new Intl.NumberFormat(LOCALE_OF(language), {
    style: 'currency',
    currency: languageDefinition(language).currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);

// Prices, hourly rates and calculator totals: whole amounts, cents, half-cent boundaries, thousands, millions.
const AMOUNTS = [
  0,
  0.5,
  1,
  1.005,
  1.015,
  2.675,
  4.95,
  9.99,
  12.5,
  15,
  49,
  49.5,
  99.995,
  100,
  999.5,
  999.99,
  1000,
  1234.5,
  1234.56,
  3500,
  12345.675,
  99999.99,
  100000,
  1000000,
  1234567.89,
  -0,
  -0.001,
  -5,
  -49.5,
  -1234.56,
  ...Array.from({ length: 400 }, (_, index) => Math.round(((index * 7919) % 250000) * 1.37) / 100),
];

describe('formatMoney matches Intl', () => {
  for (const language of LANGUAGES) {
    it(`in ${language}, with and without cents`, () => {
      for (const amount of AMOUNTS) {
        const expected = intlMoney(amount, language, Number.isInteger(amount) ? 0 : 2);
        expect([amount, formatMoney(amount, language)]).toEqual([amount, expected]);
        expect([amount, formatMoney(amount, language, { whole: true })]).toEqual([amount, intlMoney(amount, language, 0)]);
      }
    });
  }

  it('reads as a visitor expects', () => {
    expect(formatMoney(49.5, 'en')).toBe('$49.50');
    expect(formatMoney(49.5, 'nl')).toBe('€\u00a049,50');
    expect(formatMoney(49.5, 'nl', { whole: true })).toBe('€\u00a050');
    expect(formatMoney(3500, 'en')).toBe('$3,500');
  });
});

describe('formatDecimal matches toLocaleString', () => {
  for (const language of LANGUAGES) {
    it(`in ${language}`, () => {
      for (const value of [0, 4.9, 4.85, 5, 1.0005, 1.2345, 12.5, 1234.5678, 98765.4321, 1000000.5, -4.9, -0]) {
        expect([value, formatDecimal(value, language)]).toEqual([value, value.toLocaleString(LOCALE_OF(language))]);
      }
    });
  }
});

describe('formatDate matches Intl', () => {
  for (const language of LANGUAGES) {
    it(`in ${language}, every month and day, read as a UTC day`, () => {
      const intl = new Intl.DateTimeFormat(LOCALE_OF(language), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      for (let day = 0; day < 366 * 3; day += 1) {
        const iso = new Date(Date.UTC(2023, 0, 1 + day)).toISOString();
        expect(formatDate(iso.slice(0, 10), language)).toBe(intl.format(new Date(iso)));
      }
      expect(formatDate('2024-08-11T23:30:00+02:00', language)).toBe(intl.format(new Date('2024-08-11T00:00:00Z')));
      expect(() => formatDate('August 2024', language)).toThrow(RangeError);
    });
  }
});

describe('formatDateTime', () => {
  it('writes the date and the 24-hour time on the reader’s clock', () => {
    expect(formatDateTime('2026-11-24T13:05:00.000Z', 'en')).toBe('November 24, 2026, 13:05');
    expect(formatDateTime('2026-11-24T13:05:00.000Z', 'nl', 60)).toBe('24 november 2026, 14:05');
  });

  it('moves to the next day when the reader’s clock has passed midnight', () => {
    expect(formatDateTime('2026-11-24T23:30:00.000Z', 'nl', 60)).toBe('25 november 2026, 00:30');
    expect(formatDateTime('2026-11-24T02:00:00.000Z', 'en', -300)).toBe('November 23, 2026, 21:00');
  });

  it('refuses what is not a moment', () => {
    expect(() => formatDateTime('yesterday', 'en')).toThrow(RangeError);
  });
});
