import { LOCALE_OF, type Language } from './languages';

/** English pages quote US dollars, Dutch pages euros (DESIGN.md, 'Prices and currency'). */
export const CURRENCY_OF: Record<Language, string> = { en: 'USD', nl: 'EUR' };

// Intl formatters are slow to construct and pages format dozens of amounts while hydrating: reuse them.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

export function formatMoney(amount: number, language: Language, options: { whole?: boolean } = {}): string {
  const fractionDigits = options.whole || Number.isInteger(amount) ? 0 : 2;
  const key = `${language}:${fractionDigits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_OF[language], {
      style: 'currency',
      currency: CURRENCY_OF[language],
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

export function formatDate(isoDate: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_OF[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
