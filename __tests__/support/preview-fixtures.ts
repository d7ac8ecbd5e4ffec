import fs from 'fs';
import path from 'path';
import { createTranslator, type Translate } from '../../src/lib/i18n';
import { LANGUAGES, type Language } from '../../src/lib/languages';
import { tradeIn, type TradeFile, type TradeSketch } from '../../src/lib/trades';

/** What the visitor's site is drawn with, from the real files: each language's preview and form texts, and the trades. */
export const translators = Object.fromEntries(
  LANGUAGES.map((language) => {
    const file = (name: string) => JSON.parse(fs.readFileSync(path.join('locales', language, `${name}.json`), 'utf8')) as object;
    return [language, createTranslator(language, { preview: file('preview'), forms: file('forms') })];
  }),
) as Record<Language, Translate>;

export const tradeFile = JSON.parse(fs.readFileSync(path.join('content', 'home', 'trades.json'), 'utf8')) as TradeFile[];

/** The trades of content/home/trades.json in each language, as a page's query gives them. */
export const trades = Object.fromEntries(
  LANGUAGES.map((language) => [language, tradeFile.map((trade) => tradeIn(trade, language))]),
) as Record<Language, TradeSketch[]>;
