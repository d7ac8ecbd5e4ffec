import * as yup from 'yup';
import tradesFile from '../../content/home/trades.json';
import { tradeType, type TradeItem } from '../lib/content-model/site-content';
import { parseContent } from '../lib/content-model/validate';
import type { Language } from '../lib/languages';
import { tradeIn, type TradeSketch } from '../lib/trades';

/*
 * The one reader of content/home/trades.json for code without a GraphQL query: the Functions, the build's checks and
 * the scripts. The file is parsed by the model, so a trade reads as the model's Trade.
 */

/** Every trade, every text in every language, in the file's order. */
export const TRADES: readonly TradeItem[] = parseContent(yup.array(tradeType.schema).required(), tradesFile, 'content/home/trades.json');

/** The trades' ids, which the intake's and the quote's trade fields accept. */
export const TRADE_IDS: readonly string[] = TRADES.map((trade) => trade.id);

/** The trades in one language, as a page's query gives them: for the mails, the leads script and the page of a lead that reached nobody. */
export const tradesIn = (language: Language): TradeSketch[] => TRADES.map((trade) => tradeIn(trade, language));
