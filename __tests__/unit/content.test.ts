import path from 'path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/lib/languages';
import { placeholderValues } from '../../src/lib/placeholders';
import {
  articleSortKey,
  averageRating,
  isCategory,
  localSeoArticleText,
  readTimeMinutes,
  relatedArticles,
  wordCount,
  type LocalSeoArticleFile,
} from '../../src/lib/articles';
import { CONTENT_ICON_NAMES } from '../../src/lib/content-icons';
import type businessFile from '../../content/site/business.json';
import { CONTENT, isoDate, listFiles, readJson, readMdx, siteSources } from '../support/content';

const business = readJson<typeof businessFile>(path.join(CONTENT, 'site', 'business.json'));
import { textBlocks } from '../../src/lib/text-blocks';

const localFiles = listFiles(path.join(CONTENT, 'articles', 'local-seo'), '.json');
const local = localFiles.map((file) => ({ file, article: readJson<LocalSeoArticleFile>(file) }));
const general = readMdx(path.join(CONTENT, 'articles', 'general'));
const TRADES = ['plumber', 'electrician', 'beauty-salon', 'hvac', 'locksmith'];
const CITIES = ['new-york', 'los-angeles', 'houston', 'phoenix'];

describe('Local SEO articles', () => {
  it('are the 25 of the spec: seo-1 … seo-25 with slugs {trade}-{city}', () => {
    expect(local.map(({ article }) => article.id).sort((a, b) => articleSortKey(a) - articleSortKey(b))).toEqual(
      Array.from({ length: 25 }, (_, index) => `seo-${index + 1}`),
    );
    const slugs = local.map(({ article }) => article.slug).sort();
    const expected = [
      'plumber-chicago',
      'electrician-london',
      'beauty-salon-toronto',
      'hvac-sydney',
      'locksmith-vancouver',
      ...CITIES.flatMap((city) => TRADES.map((trade) => `${trade}-${city}`)),
    ].sort();
    expect(slugs).toEqual(expected);
    for (const { file, article } of local) expect(path.basename(file, '.json')).toBe(article.slug);
  });

  it.each(local.map(({ article }) => [article.slug, article] as const))('%s has every field of the spec, well formed', (_slug, article) => {
    expect(article.slug).toBe(`${article.trade}-${article.city.toLowerCase().replace(/\s+/g, '-')}`);
    expect(TRADES).toContain(article.trade);
    expect(article.category).toBe('local-seo');
    expect(article.title.length).toBeGreaterThan(10);
    expect(article.excerpt.length).toBeGreaterThan(60);
    expect(article.metaDescription.length).toBeGreaterThanOrEqual(100);
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);
    expect(article.keywords).toHaveLength(5);
    expect(article.date).toMatch(/^2024-\d{2}-\d{2}$/);
    expect(article.sections).toHaveLength(4);
    for (const section of article.sections) expect(section.heading && section.content.length > 200).toBeTruthy();
    expect(article.testimonials).toHaveLength(3);
    for (const testimonial of article.testimonials) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.name && testimonial.location && testimonial.text).toBeTruthy();
    }
    expect(new Set(article.serviceAreas).size).toBe(8);
    expect(article.cta && article.conclusion).toBeTruthy();
  });

  it.each(local.map(({ article }) => [article.slug, article] as const))(
    '%s is at least 600 words, a 4 to 8 minute read',
    (_slug, article) => {
      const words = wordCount(localSeoArticleText(article));
      expect(words).toBeGreaterThanOrEqual(600);
      expect(readTimeMinutes(words)).toBeGreaterThanOrEqual(4);
      expect(readTimeMinutes(words)).toBeLessThanOrEqual(8);
    },
  );

  it('are not the same text with another city: no two share a paragraph or a section heading', () => {
    const seen = new Map<string, string>();
    for (const { article } of local) {
      const pieces = [
        ...article.sections.map((s) => s.heading),
        ...[article.intro, ...article.sections.map((s) => s.content)].flatMap((text) => text.split(/\n\s*\n/)),
      ];
      for (const piece of pieces) {
        const normalized = piece.toLowerCase().replace(new RegExp(article.city.toLowerCase(), 'g'), '{city}').replace(/\s+/g, ' ').trim();
        if (normalized.length < 20) continue;
        expect([normalized, seen.get(normalized)]).toEqual([normalized, undefined]);
        seen.set(normalized, article.slug);
      }
    }
  });

  it('rate testimonials 5, so the JSON-LD rating mean is 5', () => {
    for (const { article } of local) expect(averageRating(article.testimonials.map((t) => t.rating))).toBe(5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBeNull();
  });
});

describe('general posts', () => {
  it("exist as ids 1-6 in both languages with the spec's English slugs and the Dutch plumber slug", () => {
    for (const language of LANGUAGES) {
      expect(
        general
          .filter((doc) => doc.data.language === language)
          .map((doc) => String(doc.data.id))
          .sort(),
      ).toEqual(['1', '2', '3', '4', '5', '6']);
    }
    const english = general
      .filter((doc) => doc.data.language === 'en')
      .map((doc) => doc.data.slug)
      .sort();
    expect(english).toEqual([
      '5-essential-website-tips-local-professionals-2024',
      'electricians-get-more-customers-website',
      'mobile-websites-no-longer-optional',
      'seo-local-businesses-get-found',
      'website-maintenance-professional-tips',
      'why-every-plumber-needs-professional-website',
    ]);
    expect(general.find((doc) => doc.data.language === 'nl' && String(doc.data.id) === '2')?.data.slug).toBe(
      'loodgieter-website-meer-klanten',
    );
  });

  it.each(general.map((doc) => [path.relative(CONTENT, doc.file), doc] as const))(
    '%s has its front matter and 600+ words',
    (_file, doc) => {
      for (const field of ['id', 'language', 'slug', 'title', 'excerpt', 'metaDescription', 'category', 'author', 'date']) {
        expect([field, Boolean(doc.data[field])]).toEqual([field, true]);
      }
      expect(isCategory(doc.data.category) && doc.data.category !== 'local-seo').toBe(true);
      expect(doc.data.keywords).toHaveLength(5);
      expect(path.basename(doc.file, '.mdx')).toBe(doc.data.slug);
      expect(wordCount(doc.body)).toBeGreaterThanOrEqual(600);
      expect(doc.body).toMatch(/<Conclusion>/);
    },
  );

  it('share date and category between translations', () => {
    for (const id of ['1', '2', '3', '4', '5', '6']) {
      const versions = general.filter((doc) => String(doc.data.id) === id);
      expect(new Set(versions.map((doc) => String(doc.data.date))).size).toBe(1);
      expect(new Set(versions.map((doc) => doc.data.category)).size).toBe(1);
    }
  });
});

describe('related articles', () => {
  const summaries = siteSources().articles;

  it('are three existing articles in the same language, same trade first, never the article itself', () => {
    for (const article of summaries) {
      const related = relatedArticles(article, summaries);
      expect(related).toHaveLength(3);
      for (const other of related) {
        expect(other.language).toBe(article.language);
        expect(other.articleId).not.toBe(article.articleId);
      }
      if (article.trade) expect(related.every((other) => other.trade === article.trade)).toBe(true);
      // Three different articles, so three different covers.
      expect(new Set(related.map((other) => other.slug)).size).toBe(3);
    }
  });

  it('rank the same trade first, then the same city, then the same category', () => {
    const base = {
      kind: 'local-seo' as const,
      language: 'en' as const,
      title: 't',
      excerpt: 'e',
      category: 'local-seo' as const,
      date: '2024-01-01',
    };
    const article = { ...base, articleId: 'a', slug: 'plumber-chicago', trade: 'plumber', city: 'Chicago' };
    const others = [
      { ...base, articleId: 'b', slug: 'hvac-phoenix', trade: 'hvac', city: 'Phoenix', date: '2024-12-01' },
      { ...base, articleId: 'c', slug: 'hvac-chicago', trade: 'hvac', city: 'Chicago' },
      { ...base, articleId: 'd', slug: 'plumber-phoenix', trade: 'plumber', city: 'Phoenix' },
      {
        ...base,
        articleId: 'e',
        slug: 'tips',
        kind: 'general' as const,
        category: 'website-tips' as const,
        trade: null,
        city: null,
        date: '2025-01-01',
      },
    ];
    expect(relatedArticles(article, [article, ...others]).map((other) => other.slug)).toEqual([
      'plumber-phoenix',
      'hvac-chicago',
      'hvac-phoenix',
    ]);
  });

  it('order: Local SEO first, then general posts', () => {
    expect(articleSortKey('seo-25')).toBeLessThan(articleSortKey('1'));
    expect(articleSortKey('seo-2')).toBeLessThan(articleSortKey('seo-10'));
  });
});

describe('site content', () => {
  it('names only icons the bundle carries', () => {
    const trades = readJson<Array<{ icon: string }>>(path.join(CONTENT, 'home', 'trades.json'));
    const plumber = readJson<{ addons: Array<{ icon: string }>; speeds: Array<{ icon: string }> }>(
      path.join(CONTENT, 'calculators', 'plumber.json'),
    );
    for (const { icon } of [...trades, ...plumber.addons, ...plumber.speeds])
      expect([icon, (CONTENT_ICON_NAMES as readonly string[]).includes(icon)]).toEqual([icon, true]);
  });

  it("keeps the customer's calculator numbers", () => {
    const plumber = readJson<{
      websiteTypes: Array<{ id: string; price: number }>;
      addons: Array<{ id: string; price: number }>;
      speeds: Array<{ id: string; multiplier: number }>;
      businessTypes: Array<{ id: string; discountPercent: number }>;
    }>(path.join(CONTENT, 'calculators', 'plumber.json'));
    expect(Object.fromEntries(plumber.websiteTypes.map((t) => [t.id, t.price]))).toEqual({ basic: 0, standard: 0, premium: 15 });
    expect(Object.fromEntries(plumber.addons.map((a) => [a.id, a.price]))).toEqual({
      webshop: 25,
      booking: 15,
      crm: 20,
      sms: 10,
      analytics: 8,
      multilang: 20,
      'ai-chat': 25,
      voip: 30,
    });
    expect(Object.fromEntries(plumber.speeds.map((s) => [s.id, s.multiplier]))).toEqual({ normal: 1, fast: 1.5, express: 2 });
    expect(Object.fromEntries(plumber.businessTypes.map((b) => [b.id, b.discountPercent]))).toEqual({
      plumber: 0,
      heating: 0,
      bathroom: 5,
      emergency: 0,
      installer: 0,
      drain: 0,
    });
    const home = readJson<{ features: Array<{ id: string; monthly: number }> }>(path.join(CONTENT, 'calculators', 'home-quote.json'));
    expect(Object.fromEntries(home.features.map((f) => [f.id, f.monthly]))).toEqual({
      booking: 15,
      ecommerce: 25,
      multilingual: 10,
      blog: 0,
      forms: 0,
      seo: 0,
    });
  });

  it('has five portfolio cases with the Vancouver hair salon third (2 weeks, +250% bookings)', () => {
    const cases = readJson<Array<{ slug: string; location: string; timeframe: { en: string }; result: { en: string } }>>(
      path.join(CONTENT, 'portfolio', 'cases.json'),
    );
    expect(cases).toHaveLength(5);
    expect(cases[2]?.location).toMatch(/Vancouver/);
    expect(cases[2]?.timeframe.en).toBe('2 weeks');
    expect(cases[2]?.result.en).toMatch(/\+250%/);
  });

  it('types no configured figure in bilingual content: placeholders only, all of them known', () => {
    const known = new Set(Object.keys(placeholderValues(business, DEFAULT_LANGUAGE)));
    const files = [
      ...listFiles(path.join(CONTENT, 'home'), '.json'),
      ...listFiles(path.join(CONTENT, 'plumber'), '.json'),
      path.join(CONTENT, 'portfolio', 'cases.json'),
    ];
    for (const file of files) {
      const text = JSON.stringify(readJson(file));
      expect([file, /49[.,]50|\$49|€ ?49/.test(text)]).toEqual([file, false]);
      for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) expect([file, name, known.has(name ?? '')]).toEqual([file, name, true]);
    }
  });

  it('has every legal text in every language', () => {
    const legal = readMdx(path.join(CONTENT, 'legal'));
    for (const language of LANGUAGES) {
      expect(
        legal
          .filter((doc) => doc.data.language === language)
          .map((doc) => doc.data.pageId)
          .sort(),
      ).toEqual(['cookies', 'privacy', 'terms']);
    }
    for (const doc of legal) expect(isoDate(doc.data.lastUpdated)).toBe('2024-08-11');
  });
});

describe('article text blocks', () => {
  it('turns "- " lines into list items, with the sentence that leads into them as a paragraph', () => {
    expect(textBlocks('Prepare before the season:\n- A storm policy.\n- A banner.\n\nThen call us.')).toEqual([
      { kind: 'paragraph', text: 'Prepare before the season:' },
      { kind: 'list', items: ['A storm policy.', 'A banner.'] },
      { kind: 'paragraph', text: 'Then call us.' },
    ]);
    expect(textBlocks('One line\nand its second line')).toEqual([{ kind: 'paragraph', text: 'One line\nand its second line' }]);
  });
});
