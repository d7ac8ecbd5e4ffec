import path from 'path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/lib/languages';
import { placeholderValues } from '../../src/lib/placeholders';
import { formatMoney } from '../../src/lib/format';
import { articleIdentityProblems } from '../../src/lib/article-identity';
import { averageRating, localSeoArticleText, newestFirst, relatedArticles } from '../../src/lib/articles';
import {
  contentProblems,
  generalArticleSchema,
  generalPostWordProblems,
  legalPageSchema,
  localSeoArticleType,
  personOf,
  portfolioCaseType,
  repeatedPeople,
  lookalikePeople,
  editDistance,
  testimonialType,
  type Appearance,
  type LocalSeoArticleFile,
  type PortfolioCaseItem,
  type TestimonialItem,
} from '../../src/lib/content-model';
import { CONTENT_ICON_NAMES } from '../../src/lib/content-icons';
import type businessFile from '../../content/site/business.json';
import { CONTENT, isoDate, listFiles, readJson, readMdx, siteSources } from '../support/content';
import { textBlocks } from '../../src/lib/text-blocks';

const business = readJson<typeof businessFile>(path.join(CONTENT, 'site', 'business.json'));
const trades = readJson<Array<{ id: string; icon: string }>>(path.join(CONTENT, 'home', 'trades.json')).map((trade) => trade.id);

const localFiles = listFiles(path.join(CONTENT, 'articles', 'local-seo'), '.json');
const local = localFiles.map((file) => ({ file, article: readJson<LocalSeoArticleFile>(file) }));
const general = readMdx(path.join(CONTENT, 'articles', 'general'));
/** YAML reads unquoted dates as Date objects; the model (like GraphQL) takes YYYY-MM-DD. */
const frontMatter = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value instanceof Date ? isoDate(value) : value]));

/** The runs of five words of a text: two articles sharing many are one text with other names. */
function fiveWordRuns(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return new Set(words.slice(4).map((_, index) => words.slice(index, index + 5).join(' ')));
}

describe('Local SEO articles', () => {
  it.each(local.map(({ file, article }) => [path.relative(CONTENT, file), article] as const))(
    '%s follows the content model',
    (_file, article) => {
      expect(contentProblems(localSeoArticleType.schema, article, { trades })).toEqual([]);
    },
  );

  it('live in the folder of their language, named by their slug: one address each', () => {
    for (const { file, article } of local) {
      expect([file, path.basename(path.dirname(file))]).toEqual([file, article.language]);
      expect(path.basename(file, '.json')).toBe(article.slug);
    }
  });

  it('exist for every market: at least 12 city articles in every language', () => {
    for (const language of LANGUAGES)
      expect([language, local.filter(({ article }) => article.language === language).length >= 12]).toEqual([language, true]);
  });

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

  it('no two share more than 35% of their five-word runs', () => {
    const runs = local.map(({ article }) => ({ slug: article.slug, runs: fiveWordRuns(localSeoArticleText(article)) }));
    const worst: Array<[string, string, number]> = [];
    for (const [index, a] of runs.entries()) {
      for (const b of runs.slice(index + 1)) {
        let shared = 0;
        for (const run of a.runs) if (b.runs.has(run)) shared += 1;
        const share = shared / Math.min(a.runs.size, b.runs.size);
        if (share > 0.35) worst.push([a.slug, b.slug, Math.round(share * 100)]);
      }
    }
    expect(worst).toEqual([]);
  });

  it("give the JSON-LD rating the testimonials' mean, to one decimal", () => {
    expect(averageRating([5, 5, 5])).toBe(5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBeNull();
  });
});

describe('general posts', () => {
  it.each(general.map((doc) => [path.relative(CONTENT, doc.file), doc] as const))(
    '%s follows the content model: front matter, its words and a conclusion',
    (_file, doc) => {
      expect(contentProblems(generalArticleSchema, frontMatter(doc.data), { trades })).toEqual([]);
      expect(path.basename(path.dirname(doc.file))).toBe(doc.data.language);
      expect(path.basename(doc.file, '.mdx')).toBe(doc.data.slug);
      // The model's words rule (the build's and the editor's): the text and its conclusion read in 3 minutes or more.
      expect(generalPostWordProblems({ body: doc.body, conclusion: doc.data.conclusion })).toEqual([]);
      // The conclusion box is a front matter field now: the body holds no trace of the old <Conclusion> component.
      expect(doc.body).not.toMatch(/<\/?Conclusion>/);
    },
  );

  it('translate an English post, sharing its date and category', () => {
    const english = general.filter((doc) => doc.data.language === DEFAULT_LANGUAGE);
    for (const doc of general.filter((candidate) => candidate.data.translationOf !== undefined)) {
      const original = english.find((candidate) => candidate.data.slug === doc.data.translationOf);
      expect([doc.file, Boolean(original)]).toEqual([doc.file, true]);
      expect(isoDate(doc.data.date)).toBe(isoDate(original?.data.date));
      expect(doc.data.category).toBe(original?.data.category);
    }
  });

  it('can each be told apart and linked, with the Local SEO articles: what the build checks', () => {
    const articles = [
      ...general.map((doc) => ({
        where: doc.file,
        kind: 'general' as const,
        language: String(doc.data.language),
        slug: String(doc.data.slug),
        translationOf: doc.data.translationOf === undefined ? null : String(doc.data.translationOf),
      })),
      ...local.map(({ file, article }) => ({ where: file, kind: 'local-seo' as const, language: article.language, slug: article.slug })),
    ];
    expect(articleIdentityProblems(articles)).toEqual([]);
  });
});

describe('people', () => {
  const homeReviews = readJson<TestimonialItem[]>(path.join(CONTENT, 'home', 'testimonials.json'));
  const plumberReviews = readJson<TestimonialItem[]>(path.join(CONTENT, 'plumber', 'testimonials.json'));
  const cases = readJson<PortfolioCaseItem[]>(path.join(CONTENT, 'portfolio', 'cases.json'));

  it('reviews and cases follow the content model', () => {
    for (const review of [...homeReviews, ...plumberReviews])
      expect([review.id, contentProblems(testimonialType.schema, review)]).toEqual([review.id, []]);
    for (const item of cases) expect([item.slug, contentProblems(portfolioCaseType.schema, item)]).toEqual([item.slug, []]);
  });

  it('every review, quote and article testimonial is a distinct person across the site', () => {
    const people: Appearance[] = [
      ...homeReviews.map((review) => ({ name: review.name, location: review.location, where: 'home/testimonials.json' })),
      ...plumberReviews.map((review) => ({ name: review.name, location: review.location, where: 'plumber/testimonials.json' })),
      ...cases.map((item) => ({ name: item.testimonialAuthor, location: item.location, where: `portfolio ${item.slug}` })),
      ...local.flatMap(({ article }) =>
        article.testimonials.map((testimonial) => ({ name: testimonial.name, location: testimonial.location, where: article.slug })),
      ),
    ];
    expect(repeatedPeople(people)).toEqual([]);
    expect(lookalikePeople(people)).toEqual([]);
    // Each person once: not even the same person twice.
    const persons = people.map((appearance) => personOf(appearance.name));
    expect(persons.filter((person, index) => persons.indexOf(person) !== index)).toEqual([]);
  });

  it('refuses one person named as two, with the places that name them; the same person, business and town may return', () => {
    expect(
      repeatedPeople([
        { name: 'Priya Shah, bridal hair and makeup', location: 'Ahwatukee Foothills', where: 'beauty-salon-phoenix' },
        { name: 'Priya  Shah', location: 'Walthamstow', where: 'electrician-london' },
        { name: 'Wei Chen', location: 'Flushing', where: 'hvac-new-york' },
        { name: 'Wei Chen', location: 'Flushing', where: 'plumber-new-york' },
        { name: 'Mei Chen', location: 'Flushing', where: 'locksmith-new-york' },
      ]),
    ).toEqual([
      'Priya Shah is named as 2 different people: "Priya Shah, bridal hair and makeup" in Ahwatukee Foothills (beauty-salon-phoenix), "Priya  Shah" in Walthamstow (electrician-london)',
    ]);
    expect(
      repeatedPeople([
        { name: 'Luis Marte, electrical contractor', where: 'a' },
        { name: 'Luis Marte, Marte Lock & Key', where: 'b' },
      ]),
    ).toHaveLength(1);
  });

  it('refuses two people whose names read as one misspelled, naming both and where they are', () => {
    expect(
      lookalikePeople([
        { name: 'Alejandra Ruiz, nail and lash studio', location: 'Arcadia', where: 'beauty-salon-phoenix' },
        { name: 'Alejandro Ruiz', location: 'Maryvale', where: 'locksmith-phoenix' },
        { name: 'Armen Petrosyan, ductless specialist', where: 'hvac-los-angeles' },
        { name: 'Aram Petrosyan', where: 'locksmith-los-angeles' },
        { name: 'Jon Baker', where: 'a' },
        { name: 'John Bakker', where: 'b' },
      ]),
    ).toEqual([
      '"Alejandra Ruiz, nail and lash studio" (beauty-salon-phoenix) and "Alejandro Ruiz" (locksmith-phoenix) read as one name misspelled (first names 1 letter apart under one surname): give one of them another name',
      '"Armen Petrosyan, ductless specialist" (hvac-los-angeles) and "Aram Petrosyan" (locksmith-los-angeles) read as one name misspelled (first names 3 letters apart under one surname): give one of them another name',
      '"Jon Baker" (a) and "John Bakker" (b) read as one name misspelled (names 2 letters apart): give one of them another name',
    ]);
  });

  it('lets names through that a reader tells apart: one surname with first names 4+ letters apart, names 3+ apart', () => {
    expect(
      lookalikePeople([
        { name: 'Dana Whitfield', where: 'a' },
        { name: 'Graham Whitfield', where: 'b' },
        { name: 'Thuy Nguyen', where: 'c' },
        { name: 'Minh Tran', where: 'd' },
        { name: 'Linh Dang', where: 'e' },
        { name: 'Quinten de Wit', where: 'f' },
        { name: 'Vera de Wit', where: 'g' },
        // The same person twice is repeatedPeople's concern, not a lookalike.
        { name: 'Wei Chen, installer', where: 'h' },
        { name: 'Wei Chen', where: 'i' },
      ]),
    ).toEqual([]);
  });

  it('keeps to the pairs one entry takes part in, as the editor checks a save', () => {
    const people = [
      { name: 'Mei Chen', where: 'locksmith-new-york' },
      { name: 'Wei Chen', where: 'hvac-new-york' },
      { name: 'Linh Nguyen', where: 'plumber-houston' },
    ];
    expect(lookalikePeople([...people, { name: 'Minh Nguyen', where: 'locksmith-houston' }], 'locksmith-houston')).toEqual([
      '"Linh Nguyen" (plumber-houston) and "Minh Nguyen" (locksmith-houston) read as one name misspelled (first names 1 letter apart under one surname): give one of them another name',
    ]);
  });

  it('measures names in letters to insert, delete or change, whatever their case', () => {
    expect(editDistance('Alejandra', 'alejandro')).toBe(1);
    expect(editDistance('Armen', 'Aram')).toBe(3);
    expect(editDistance('', 'Ufuk')).toBe(4);
    expect(editDistance('Dana', 'Graham')).toBe(4);
  });

  it('every market has its own clients: 3+ cases and 6+ reviews each, so every language leads with its own', () => {
    for (const language of LANGUAGES) {
      expect([language, cases.filter((item) => item.market === language).length >= 3]).toEqual([language, true]);
      expect([language, [...homeReviews, ...plumberReviews].filter((review) => review.market === language).length >= 6]).toEqual([
        language,
        true,
      ]);
      expect([language, homeReviews.filter((review) => review.market === language).length >= 3]).toEqual([language, true]);
      expect([language, plumberReviews.filter((review) => review.market === language).length >= 3]).toEqual([language, true]);
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
      if (article.trade) {
        // The same trade first, as many as the language has.
        const sameTrade = summaries.filter(
          (other) => other.language === article.language && other.trade === article.trade && other.articleId !== article.articleId,
        ).length;
        expect(related.slice(0, Math.min(3, sameTrade)).every((other) => other.trade === article.trade)).toBe(true);
      }
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

  it('order: newest first, then by slug in code-unit order (as GraphQL sorts), whatever the ids', () => {
    const a = { date: '2026-03-01', slug: 'b-article' };
    const b = { date: '2026-03-01', slug: 'a-article' };
    const c = { date: '2025-12-31', slug: 'aaa' };
    expect([a, c, b].sort(newestFirst)).toEqual([b, a, c]);
    expect(
      [
        { date: '2026-01-01', slug: 'x-2' },
        { date: '2026-01-01', slug: 'x-10' },
      ]
        .sort(newestFirst)
        .map((x) => x.slug),
    ).toEqual(['x-10', 'x-2']);
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

  it('types no configured figure in bilingual content: placeholders only, all of them known', () => {
    const known = new Set(Object.keys(placeholderValues(business, DEFAULT_LANGUAGE)));
    // The monthly price as any language writes it: the configured figure, read from the content.
    const figure = business.pricing.monthly.toFixed(2);
    const typedPrices = [figure, figure.replace('.', ','), ...LANGUAGES.map((language) => formatMoney(business.pricing.monthly, language))];
    const files = [
      ...listFiles(path.join(CONTENT, 'home'), '.json'),
      ...listFiles(path.join(CONTENT, 'plumber'), '.json'),
      path.join(CONTENT, 'portfolio', 'cases.json'),
    ];
    for (const file of files) {
      const text = JSON.stringify(readJson(file));
      for (const typed of typedPrices) expect([file, typed, text.includes(typed)]).toEqual([file, typed, false]);
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
    for (const doc of legal) expect(contentProblems(legalPageSchema, frontMatter(doc.data))).toEqual([]);
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
