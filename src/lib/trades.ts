import type { Translate } from './i18n';
import { isContentIconName } from './content-icons';
import type { IconName } from './icons';
import type { Language } from './languages';
import type { TradeItem } from './content-model';
import type { Choice } from './forms/options';

/*
 * The trades, declared once in content/home/trades.json (the content model's Trade), as every place that offers or
 * names one reads them: the forms' and the calculator's choices, the website preview, the owner's inbox and the mails.
 * Pages get them from their query in their own language (the inbox, which shows every language, from
 * `Trade.inEveryLanguage`); the rest reads the file through src/content/trades.ts.
 */

/** A trade as content/home/trades.json holds it: the content model's Trade, every text in every language (the tests' name). */
export type TradeFile = TradeItem;

/** The choice for a business whose trade is not in the list; its name and preview texts live in the locales. */
export const OTHER_TRADE = 'other';

/** A trade by its id and its name in one language, as a page's query gives it (the TradeChoice fragment). */
export type TradeName = Queries.TradeChoiceFragment;

/** What the website preview draws for a trade, in one language, as a page's query gives it (the TradeSketch fragment). */
export type TradeSketch = Queries.TradeSketchFragment;

/** A trade of the file in one language, as a page's query would give it. */
export function tradeIn(trade: TradeItem, language: Language): TradeSketch {
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

/** The icon a trade names, when it is one content may name (the trade's content model holds it to those). */
export const tradeIcon = (trade: Pick<TradeSketch, 'icon'> | undefined, fallback: IconName): IconName =>
  trade && isContentIconName(trade.icon) ? trade.icon : fallback;
