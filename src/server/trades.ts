import trades from '../../content/home/trades.json';
import type { Language } from '../lib/languages';
import { tradeIn, type TradeName } from '../lib/trades';

/** The trades' ids, which the intake's and the quote's trade fields accept (content/home/trades.json). */
export const TRADE_IDS: readonly string[] = trades.map((trade) => trade.id);

/** The trades named in a language, for the mails and the page a lead that reached nobody gets. */
export const tradeNamesIn = (language: Language): TradeName[] => trades.map((trade) => tradeIn(trade, language));
