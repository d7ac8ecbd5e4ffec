import type { Translate } from './i18n';
import { isIconName, type IconName } from './icons';
import type { Language } from './languages';
import type { Choice } from './forms/options';

/*
 * The trades, declared once in content/home/trades.json (the content model's Trade), as every place that offers or
 * names one reads them: the forms' and the calculator's choices, the website preview, the owner's inbox and the mails.
 * Pages get them from their query in their own language; the Functions and the inbox resolve the file per language.
 */

/** One text per language, as content files hold it. */
type Localized = Readonly<Record<Language, string>>;

/** A trade as content/home/trades.json holds it (the content model's Trade): every text in every language. */
export interface TradeFile {
  id: string;
  label: Localized;
  icon: string;
  /** One of TRADE_KINDS (src/lib/trade-kinds.ts): how its customers reach it. */
  kind: string;
  preview: { role: Localized; headline: Localized; services: readonly Localized[]; prices?: readonly Localized[]; review: Localized };
}

/** The choice for a business whose trade is not in the list; its name and preview texts live in the locales. */
export const OTHER_TRADE = 'other';

/** A trade by its id and its name in one language (GraphQL: Trade.itemId and label). */
export interface TradeName {
  itemId: string;
  label: string;
}

/** What the website preview draws for a trade, in one language (GraphQL: the TradeSketch fragment). */
export interface TradeSketch extends TradeName {
  icon: string;
  kind: string;
  preview: { role: string; headline: string; services: readonly string[]; prices?: readonly string[] | null; review: string };
}

/** A trade of the file in one language, as a page's query would give it. */
export function tradeIn(trade: TradeFile, language: Language): TradeSketch {
  return {
    itemId: trade.id,
    label: trade.label[language],
    icon: trade.icon,
    kind: trade.kind,
    preview: {
      role: trade.preview.role[language],
      headline: trade.preview.headline[language],
      services: trade.preview.services.map((service) => service[language]),
      prices: trade.preview.prices?.map((price) => price[language]) ?? null,
      review: trade.preview.review[language],
    },
  };
}

/** The values a trade field offers: every trade's id, then "other". */
export function tradeValues(trades: ReadonlyArray<Pick<TradeName, 'itemId'>>): string[] {
  return [...trades.map((trade) => trade.itemId), OTHER_TRADE];
}

/** The choices of a trade field (the intake's industry, the quote's business type, the calculator): by name, then "other". */
export function tradeChoices(trades: readonly TradeName[], t: Translate): Choice[] {
  return [...trades.map((trade) => ({ value: trade.itemId, label: trade.label })), { value: OTHER_TRADE, label: t('forms.otherTrade') }];
}

/** The icon a trade names, when the site carries it. */
export const tradeIcon = (trade: Pick<TradeSketch, 'icon'> | undefined, fallback: IconName): IconName =>
  trade && isIconName(trade.icon) ? trade.icon : fallback;
