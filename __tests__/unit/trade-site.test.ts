import fs from 'fs';
import path from 'path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator, type Translate } from '../../src/lib/i18n';
import { LANGUAGES, type Language } from '../../src/lib/languages';
import { STYLES } from '../../src/lib/forms/options';
import { OTHER_TRADE, tradeIn, type TradeFile, type TradeSketch } from '../../src/lib/trades';
import { NO_ANSWERS, type PreviewAnswers } from '../../src/lib/site-preview/answers';
import { caseSitePath } from '../../src/lib/case-site/paths';
import { caseSiteModel } from '../../src/lib/case-site/model';
import { CASE_SITE_WORDS } from '../../src/lib/case-site/words';
import { marketLanguage } from '../../src/lib/markets';
import { sitePreviewModel } from '../../src/lib/site-preview/model';
import { PREVIEW_THEMES } from '../../src/lib/site-preview/theme';
import { sitePictureBase } from '../../src/lib/asset-paths';
import { TRADE_MOTIFS } from '../../src/lib/cover-choices';
import { planPages } from '../../src/lib/page-plan';
import { pagePath } from '../../src/lib/routes';
import { portfolioCaseType, RESERVED_FOR_TESTS, tradeListProblems } from '../../src/lib/content-model';
import { MOTIF_DRAWINGS } from '../../src/node/covers/motifs';
import { sitePictureSvg } from '../../src/node/site-pictures';
import { TradeSite } from '../../src/components/trade-site/TradeSite';
import { CONTENT, readJson, siteSources } from '../support/content';
import { caseSiteSource, type CaseFile } from '../support/cases';

(globalThis as { __ICON_SPRITE__?: string }).__ICON_SPRITE__ = '/icons.svg';

const translators = Object.fromEntries(
  LANGUAGES.map((language) => {
    const file = (name: string) => JSON.parse(fs.readFileSync(path.join('locales', language, `${name}.json`), 'utf8')) as object;
    return [language, createTranslator(language, { preview: file('preview'), forms: file('forms') })];
  }),
) as Record<Language, Translate>;
const tradeFile = readJson<Array<TradeFile & { cover: { motif: string; palette: string } }>>(path.join(CONTENT, 'home', 'trades.json'));
const trades = Object.fromEntries(LANGUAGES.map((language) => [language, tradeFile.map((trade) => tradeIn(trade, language))])) as Record<
  Language,
  TradeSketch[]
>;
const modelOf = (given: Partial<PreviewAnswers>, language: Language) =>
  sitePreviewModel({ ...NO_ANSWERS, ...given }, language, translators[language], trades[language]);

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const value = Number.parseInt(hex.slice(1), 16);
    const [r, g, b] = [16, 8, 0]
      .map((shift) => ((value >> shift) & 255) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("the styles of the visitor's website", () => {
  it.each(STYLES)('%s: every text colour reaches WCAG AA (4.5:1) on every colour it is set on', (style) => {
    const theme = PREVIEW_THEMES[style];
    const pairs: Array<[string, string, string]> = [
      ['heroText on the hero', theme.heroText, theme.hero],
      ['heroMuted on the hero', theme.heroMuted, theme.hero],
      ['accentText on accent', theme.accentText, theme.accent],
      ['ink on page', theme.ink, theme.page],
      ['ink on surface', theme.ink, theme.surface],
      ['muted on page', theme.muted, theme.page],
      ['muted on surface', theme.muted, theme.surface],
    ];
    for (const [name, text, background] of pairs) expect([name, contrast(text, background) >= 4.5]).toEqual([name, true]);
  });
});

describe('every trade its own site', () => {
  it('has texts and a picture of its own: the content keeps the rule the build and the editor refuse a copy with', () => {
    expect(tradeListProblems(tradeFile, LANGUAGES)).toEqual([]);
    const [first, second] = tradeFile;
    const copied = { ...second!, preview: { ...second!.preview, headline: first!.preview.headline }, cover: first!.cover };
    expect(tradeListProblems([first!, copied], LANGUAGES)).toEqual([
      ...LANGUAGES.map((language) =>
        expect.stringContaining(`both say "${first!.preview.headline[language]}" in their website preview (${language})`),
      ),
      expect.stringContaining('have the same cover drawing and colours'),
    ]);
  });

  it("names its trade's picture in the chosen style on the page, modern until one is chosen", () => {
    for (const trade of tradeFile) {
      expect(modelOf({ business: 'A', trade: trade.id }, 'en').picture).toBe(sitePictureBase(trade.id, 'modern'));
      const pictures = STYLES.map((style) => modelOf({ business: 'A', trade: trade.id, style }, 'en').picture);
      expect(pictures).toEqual(STYLES.map((style) => sitePictureBase(trade.id, style)));
      expect(new Set(pictures).size).toBe(STYLES.length);
    }
    // "other", and a trade the site no longer lists, show the picture drawn for "other".
    expect(modelOf({ business: 'A', trade: OTHER_TRADE, style: 'luxe' }, 'nl').picture).toBe(sitePictureBase(OTHER_TRADE, 'luxe'));
    expect(modelOf({ business: 'A', trade: RESERVED_FOR_TESTS.trade }, 'nl').picture).toBe(sitePictureBase(OTHER_TRADE, 'modern'));
  });

  it("draws every motif an editor can choose as a picture of the work, in the trade's colours", () => {
    for (const motif of TRADE_MOTIFS) {
      expect(MOTIF_DRAWINGS[motif]).toBeDefined();
      for (const style of STYLES) {
        const svg = sitePictureSvg({ motif, palette: 'azure', seed: motif, style });
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="800"/);
        // Every url(#…) it uses is defined in it, once.
        for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g)) expect(svg.split(`id="${id}"`).length).toBe(2);
      }
    }
    expect(sitePictureSvg({ motif: 'pipes', palette: 'azure', seed: 'x', style: 'modern' })).not.toBe(
      sitePictureSvg({ motif: 'car', palette: 'azure', seed: 'x', style: 'modern' }),
    );
  });

  it("draws each style in its own palette and composition: the style's hero colour, not the other styles' shapes", () => {
    const svgs = STYLES.map((style) => sitePictureSvg({ motif: 'pipes', palette: 'azure', seed: 'x', style }));
    expect(new Set(svgs).size).toBe(STYLES.length);
    const fills = (svg: string) => new Set([...svg.matchAll(/(?:fill|stop-color)="(#[0-9a-f]{6})"/g)].map(([, colour]) => colour));
    STYLES.forEach((style, index) => {
      const theme = PREVIEW_THEMES[style];
      // Each picture paints with its own theme's colours (the plain ones, or its hero and accent), never a set shared by all.
      expect([theme.hero, theme.surface, theme.accent].some((colour) => fills(svgs[index]!).has(colour))).toBe(true);
    });
    // The composition changes, not only the colours: the shapes' outline differs between every two styles.
    const outline = (svg: string) => svg.replace(/#[0-9a-f]{6}/g, '').replace(/opacity="[\d.]+"/g, '');
    expect(new Set(svgs.map(outline)).size).toBe(STYLES.length);
  });
});

describe('the TradeSite page', () => {
  const render = (given: Partial<PreviewAnswers>, language: Language, headingLevel?: 1 | 2 | 3) =>
    renderToStaticMarkup(React.createElement(TradeSite, { model: modelOf(given, language), headingLevel }));

  it('calls the number it shows with a tel: link, and dials nothing it cannot', () => {
    const markup = render({ business: 'Kenosha Plumbing', trade: 'plumber', town: 'Kenosha', phone: '262 555 0147' }, 'en');
    expect(markup).toContain('href="tel:+12625550147"');
    expect(markup).toContain('(262) 555-0147');
    expect(render({ business: 'De Vecht', trade: 'plumber', town: 'Zwolle', phone: '038 421 5570' }, 'nl')).toContain(
      'href="tel:+31384215570"',
    );
    expect(render({ business: 'No number', trade: 'plumber' }, 'en')).not.toContain('tel:');
  });

  it("keeps the host page's outline: its headline at the level given, its sections one below", () => {
    for (const trade of tradeFile) {
      const given = { business: 'A', trade: trade.id, town: 'Delft' };
      const markup = render(given, 'nl', 3);
      // Every section has its heading one below the headline, but the emergency band, which is one line under the hero.
      const headed = modelOf(given, 'nl').sections.filter((section) => section !== 'emergency');
      expect(markup.match(/<h3/g)).toHaveLength(1);
      expect(markup.match(/<h4/g)).toHaveLength(headed.length);
      expect(headed.length).toBeGreaterThanOrEqual(4);
      expect(markup).not.toMatch(/<h[12]/);
    }
  });

  it('shows typed markup as characters, never as markup', () => {
    const markup = render({ business: '<img src=x onerror=alert(1)>', trade: 'painter', town: '<b>Delft</b>' }, 'en');
    expect(markup).not.toContain('<img src=x');
    expect(markup).not.toContain('<b>Delft');
    expect(markup).toContain('&lt;b&gt;Delft&lt;/b&gt;');
  });

  it('holds still: nothing in it moves, so a change of answers redraws it without motion', () => {
    const markup = render(
      { business: 'A', trade: 'painter', town: 'Delft', phone: '015 212 3456', addOns: ['booking', 'ecommerce'] },
      'nl',
    );
    expect(markup).not.toMatch(/<animate|transition|animation|animate-/);
  });
});

describe("the portfolio's client sites", () => {
  const cases = readJson<CaseFile[]>(path.join(CONTENT, 'portfolio', 'cases.json'));
  const plan = planPages(siteSources());

  it.each(cases.map((item) => [item.slug, item] as const))(
    '%s: its content gives its own site (src/components/case-site, not the sketch) a listed trade, its style and a number it dials',
    (_, item) => {
      expect(portfolioCaseType.schema.validateSync(item)).toBeTruthy();
      expect(tradeFile.map((trade) => trade.id)).toContain(item.trade);
      const model = caseSiteModel(caseSiteSource(item), item.market, CASE_SITE_WORDS[item.market].call);
      expect(model.name).toBe(item.client);
      expect(model.theme).toBe(PREVIEW_THEMES[item.style]);
      expect(model.phone.href).toMatch(/^tel:\+\d{8,15}$/);
    },
  );

  it("are pages in their client's language only, not indexed, under the portfolio", () => {
    for (const item of cases) {
      const pages = plan.filter((page) => page.context.pageId === `case-site-${item.slug}`);
      expect(pages.map((page) => page.context.language)).toEqual([marketLanguage(item.market)]);
      for (const page of pages) {
        expect(page.template).toBe('case-site');
        expect(page.path).toBe(caseSitePath(page.context.language, item.slug));
        expect(page.path.startsWith(pagePath('portfolio', page.context.language))).toBe(true);
        expect(page.context.noindex).toBe(true);
        expect(page.context.alternates).toEqual([{ language: page.context.language, path: page.path }]);
      }
    }
    expect(caseSitePath('en', 'austin-plumbing')).toBe('/portfolio/austin-plumbing/site/');
    expect(caseSitePath('nl', 'austin-plumbing')).toBe('/nl/portfolio/austin-plumbing/site/');
  });
});
