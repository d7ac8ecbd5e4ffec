import { LANGUAGES, type Language } from '../../src/lib/languages';
import { STYLES } from '../../src/lib/forms/options';
import { OTHER_TRADE, type TradeFile } from '../../src/lib/trades';
import { NO_ANSWERS, type PreviewAnswers } from '../../src/lib/site-preview/answers';
import { sitePreviewModel, type SitePreviewModel } from '../../src/lib/site-preview/model';
import { DEFAULT_TRADE_KIND, TRADE_KINDS, isTradeKind, type TradeKind } from '../../src/lib/trade-kinds';
import { sitePictureBase } from '../../src/lib/asset-paths';
import { tradeType, RESERVED_FOR_TESTS } from '../../src/lib/content-model';
import { tradeFile, trades, translators } from '../support/preview-fixtures';

/*
 * The sketch speaks its trade (issue 56, point 2): each trade's kind of business, read from content/home/trades.json,
 * decides its call to action, hero points and sections. Nothing here names today's trades' kinds.
 */

const modelOf = (given: Partial<PreviewAnswers>, language: Language) =>
  sitePreviewModel({ ...NO_ANSWERS, ...given }, language, translators[language], trades[language]);

/** Every word the visitor reads in the sketch (not its theme). */
const wordsOf = (model: SitePreviewModel) => JSON.stringify({ ...model, theme: undefined });

/** A quote or a call-back, in either language: what an appointment trade's customers are never promised. */
const QUOTE_OR_CALL_BACK = /quote|offerte|call(?:s|ing)? (?:you |them )?back|terug ?bel|bellen we je .*terug/i;

const ofKind = (kind: TradeKind) => tradeFile.filter((trade) => trade.kind === kind);
const full = (trade: TradeFile) => ({ business: 'Test', trade: trade.id, town: RESERVED_FOR_TESTS.town, phone: '038 421 7788' });

describe("the trades' kinds of business", () => {
  it('every trade declares a kind the model knows, and an appointment trade prices each of its services at most once', () => {
    for (const trade of tradeFile) {
      expect([trade.id, isTradeKind(trade.kind)]).toEqual([trade.id, true]);
      expect(() => tradeType.schema.validateSync(trade)).not.toThrow();
      if (trade.preview.prices) expect(trade.preview.prices).toHaveLength(trade.preview.services.length);
    }
    expect(() => tradeType.schema.validateSync({ ...tradeFile[0], kind: 'walk-in' })).toThrow(/kind/);
    expect(() => tradeType.schema.validateSync({ ...tradeFile[0], kind: undefined })).toThrow(/kind/);
  });

  it.each(LANGUAGES)(
    'an appointment trade is booked, with hours and prices, and never promises a quote or a call-back (%s)',
    (language) => {
      for (const trade of ofKind('appointment')) {
        const model = modelOf(full(trade), language);
        expect(model.kind).toBe('appointment');
        expect(model.primary).toMatchObject({ kind: 'book', label: translators[language]('sitePreview.appointment.action') });
        expect(model.sections).toEqual(expect.arrayContaining(['prices', 'hours', 'contact']));
        expect(model.sections).not.toContain('emergency');
        expect(model.hours?.rows.length).toBeGreaterThanOrEqual(3);
        // The price list is the trade's own services, priced from its content or "on request", never made up here.
        expect(model.prices?.rows.map((row) => row.service)).toEqual(trade.preview.services.map((service) => service[language]));
        expect(model.prices?.rows.map((row) => row.price)).toEqual(
          trade.preview.services.map(
            (_, index) => trade.preview.prices?.[index]?.[language] ?? translators[language]('sitePreview.appointment.priceOnRequest'),
          ),
        );
        expect(model.sampleNote).toBeTruthy();
        expect(model.emergency).toBeNull();
        // A calculator's booking add-on adds no second booking button where booking leads already.
        expect(modelOf({ ...full(trade), addOns: ['booking'] }, language).booking).toBeNull();
        for (const style of STYLES) expect(wordsOf(modelOf({ ...full(trade), style }, language))).not.toMatch(QUOTE_OR_CALL_BACK);
      }
    },
  );

  it.each(LANGUAGES)('a call-out trade leads with its call button and a 24/7 emergency line (%s)', (language) => {
    const t = translators[language];
    for (const trade of ofKind('call-out')) {
      const model = modelOf(full(trade), language);
      expect(model.kind).toBe('call-out');
      // No other action before the call: the hero's first button dials.
      expect(model.primary).toBeNull();
      expect(model.callLabel).toContain('038 421 7788');
      expect(model.emergency).toEqual({ heading: t('sitePreview.callOut.emergencyLine'), text: t('sitePreview.callOut.emergencyText') });
      expect(model.sections[0]).toBe('emergency');
      expect(model.points).toContain(t('sitePreview.callOut.emergencyLine'));
      expect([model.prices, model.hours, model.gallery]).toEqual([null, null, null]);
      expect(wordsOf(model)).not.toContain(t('sitePreview.project.action'));
    }
  });

  it.each(LANGUAGES)('a project trade asks for a quote, shows its work and its area (%s)', (language) => {
    for (const trade of ofKind('project')) {
      for (const style of STYLES) {
        const model = modelOf({ ...full(trade), style }, language);
        expect(model.kind).toBe('project');
        expect(model.primary).toMatchObject({ kind: 'quote', label: translators[language]('sitePreview.project.action') });
        expect(model.sections).toEqual(expect.arrayContaining(['gallery', 'area', 'contact']));
        // The gallery shows this trade's work in the other styles: three pictures, none the hero's.
        const pictures = model.gallery!.items.map((item) => item.picture);
        expect(pictures).toHaveLength(3);
        expect(new Set([...pictures, model.picture]).size).toBe(4);
        for (const picture of pictures) expect(STYLES.map((other) => sitePictureBase(trade.id, other))).toContain(picture);
        expect(model.gallery!.items.map((item) => item.caption)).toEqual(
          trade.preview.services.slice(0, 3).map((service) => service[language]),
        );
        expect([model.emergency, model.prices, model.hours]).toEqual([null, null, null]);
      }
    }
  });

  it('gives each kind its own action, points, contact line and sections, in both languages', () => {
    for (const language of LANGUAGES) {
      const models = TRADE_KINDS.map((kind) => ofKind(kind)[0]).flatMap((trade) => (trade ? [modelOf(full(trade), language)] : []));
      for (const key of ['points', 'contactText', 'sections', 'nav', 'altActions'] as const)
        expect(new Set(models.map((model) => JSON.stringify(model[key]))).size).toBe(models.length);
      // The text alternative says what the page offers first.
      for (const model of models) expect(model.description).toContain(model.altActions);
    }
  });

  it(`draws "other", and a trade no longer listed, as a ${DEFAULT_TRADE_KIND} trade`, () => {
    for (const trade of [OTHER_TRADE, RESERVED_FOR_TESTS.trade, ''])
      for (const language of LANGUAGES) expect(modelOf({ business: 'A', trade }, language).kind).toBe(DEFAULT_TRADE_KIND);
  });

  it('a trade whose kind its content changes changes its sketch: the kind is read, not the trade', () => {
    const [first] = tradeFile;
    for (const kind of TRADE_KINDS) {
      const changed = trades.en.map((trade) => (trade.itemId === first!.id ? { ...trade, kind } : trade));
      const model = sitePreviewModel({ ...NO_ANSWERS, ...full(first!) }, 'en', translators.en, changed);
      expect(model.kind).toBe(kind);
      expect(model.emergency !== null).toBe(kind === 'call-out');
      expect(model.hours !== null).toBe(kind === 'appointment');
      expect(model.gallery !== null).toBe(kind === 'project');
    }
  });
});
