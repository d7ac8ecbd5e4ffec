import { LOCALE_OF, type Language } from './languages';

/** English pages quote US dollars, Dutch pages euros (DESIGN.md, 'Prices and currency'). */
export const CURRENCY_OF: Record<Language, string> = { en: 'USD', nl: 'EUR' };

export function formatMoney(amount: number, language: Language, options: { whole?: boolean } = {}): string {
  const fractionDigits = options.whole || Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(LOCALE_OF[language], {
    style: 'currency',
    currency: CURRENCY_OF[language],
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

export function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE_OF[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
