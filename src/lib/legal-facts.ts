import { formatMoney } from './format';
import type { Translate } from './i18n';
import type { Language } from './languages';

/** The business facts the legal texts name through MDX components (content/site/business.json). */
export interface LegalBusiness {
  legalName: string;
  email: string;
  phone: string;
  chamberOfCommerce: string;
  address: { street: string; zipcode: string; city: string };
  pricing: { monthly: number; hourlyRate: number; minBillableMinutes: number };
  retention: { contactFormMonths: number };
}

/** A retention period as people say it: "2 years" for whole years from two on, else "18 months". */
export function retentionText(t: Translate, months: number): string {
  return months % 12 === 0 && months >= 24 ? t('legal.years', { count: months / 12 }) : t('legal.months', { count: months });
}

/**
 * The text of every fact component a legal MDX text may use (`<HourlyRate />` → "$49.50"), in a language: what
 * the page shows and what the content editor's preview shows. `country` is the country's name in that language;
 * `t` translates common.json's legal.* keys.
 */
export function legalFacts(business: LegalBusiness, language: Language, country: string, t: Translate) {
  const { address, pricing } = business;
  return {
    BusinessName: business.legalName,
    BusinessEmail: business.email,
    BusinessPhone: business.phone,
    BusinessAddress: `${address.street}, ${address.zipcode} ${address.city}, ${country}`,
    ChamberOfCommerce: business.chamberOfCommerce,
    MonthlyPrice: formatMoney(pricing.monthly, language),
    HourlyRate: formatMoney(pricing.hourlyRate, language),
    MinimumBillableMinutes: String(pricing.minBillableMinutes),
    // The same configured number the inbox purges by.
    ContactFormRetention: retentionText(t, business.retention.contactFormMonths),
  };
}

export type LegalFactName = keyof ReturnType<typeof legalFacts>;
