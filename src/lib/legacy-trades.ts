import type { Translate } from './i18n';
import { OTHER_TRADE, type TradeName } from './trades';

/*
 * The ids the trade fields offered before the trades were content (spec section 3), which stored leads carry and the
 * Functions still accept (DESIGN.md: aliases). Apart from src/lib/trades.ts, so that pages which only offer the trades
 * do not carry them.
 */

/** The trade fields of the forms, and the lists of ids they offered before the trades were content (spec section 3). */
export const LEGACY_TRADE_IDS = {
  industry: ['loodgieter', 'beauty-wellness', 'bouw', 'installatie', 'dak', 'schilder', 'stukadoor', 'anders'],
  businessType: [
    'plumber',
    'electrician',
    'carpenter',
    'hvac',
    'landscaping',
    'cleaning',
    'automotive',
    'beauty',
    'roofing',
    'painting',
    'plastering',
    'other',
  ],
} as const;
export type TradeField = keyof typeof LEGACY_TRADE_IDS;
export const TRADE_FIELDS = Object.keys(LEGACY_TRADE_IDS) as TradeField[];

/**
 * The values a form's trade field accepts: the trades, "other", and the spec's own ids, which the Functions' callers
 * may still send (DESIGN.md: they stay accepted as aliases) and which stored leads carry.
 */
export function acceptedTradeValues(field: TradeField, tradeIds: readonly string[]): string[] {
  return [...new Set([...tradeIds, OTHER_TRADE, ...LEGACY_TRADE_IDS[field]])];
}

const LEGACY_LABEL_KEYS = {
  industry: (id: (typeof LEGACY_TRADE_IDS.industry)[number]) => `forms.legacyIndustries.${id}` as const,
  businessType: (id: (typeof LEGACY_TRADE_IDS.businessType)[number]) => `forms.legacyBusinessTypes.${id}` as const,
};

/**
 * The name of a trade field's value as a lead kept it, in the translator's language: a trade's name, "other", or the
 * group an older lead chose (installatie reads "Electrician, HVAC or installer"); null for a value never offered.
 */
export function tradeLabel(field: TradeField, value: string, trades: readonly TradeName[], t: Translate): string | null {
  const trade = trades.find((candidate) => candidate.itemId === value);
  if (trade) return trade.label;
  if (value === OTHER_TRADE) return t('forms.otherTrade');
  if (field === 'industry') {
    const legacy = LEGACY_TRADE_IDS.industry.find((id) => id === value);
    return legacy ? t(LEGACY_LABEL_KEYS.industry(legacy)) : null;
  }
  const legacy = LEGACY_TRADE_IDS.businessType.find((id) => id === value);
  return legacy ? t(LEGACY_LABEL_KEYS.businessType(legacy)) : null;
}
