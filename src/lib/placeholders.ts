import type { Language } from './languages';
import { formatMoney } from './format';

/** The configured facts content texts may name as placeholders. */
export interface BusinessFacts {
  pricing: { monthly: number; hourlyRate: number; minBillableMinutes: number };
  claims: { launchWeeks: number; replyHours: number };
}

/** Values for `{{monthlyPrice}}`-style placeholders in content texts, formatted for the language. */
export function placeholderValues(business: BusinessFacts, language: Language): Record<string, string | number> {
  return {
    monthlyPrice: formatMoney(business.pricing.monthly, language),
    hourlyRate: formatMoney(business.pricing.hourlyRate, language),
    minBillableMinutes: business.pricing.minBillableMinutes,
    launchWeeks: business.claims.launchWeeks,
    replyHours: business.claims.replyHours,
  };
}
