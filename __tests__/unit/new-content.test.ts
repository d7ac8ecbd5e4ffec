import fs from 'fs';
import os from 'os';
import path from 'path';
import matter from 'gray-matter';
import { planPages, planRedirects } from '../../src/lib/page-plan';
import { contentProblems, generalArticleSchema, localSeoArticleType, type LocalSeoArticleFile } from '../../src/lib/content-model';
import { CONTENT, ROOT, listFiles, readJson, siteSources } from '../support/content';
import { freeTown } from '../support/free-names';
import { editorAdditions } from '../editor-build/content';
import { RESERVED_FOR_TESTS } from '../../src/lib/content-model';
import { tradeType } from '../../src/lib/content-model/site-content';
import { intakeSchema, quoteSchema } from '../../src/lib/forms/schemas';
import { createTranslator } from '../../src/lib/i18n';
import { LANGUAGES } from '../../src/lib/languages';
import { answersFromFragment } from '../../src/lib/site-preview/answers';
import { sitePreviewModel } from '../../src/lib/site-preview/model';
import { tradeChoices, tradeIn, tradeValues, type TradeFile } from '../../src/lib/trades';
import { coverArtFor, type TradeCoverFields } from '../../src/node/article-images';
import { coverArtSvg } from '../../src/node/covers';
import { serverTranslator } from '../../src/server/translations';

/**
 * What an editor adds through /admin/ needs no code change: a new article of each kind, with a slug, a date and a city
 * the site has never seen and no number or table entry of any kind, passes the content model and gets its page, its
 * listing, its translation's link, its cover and its redirects.
 */
// Towns no article is about yet, so an editor's new article never collides with this test's.
const towns = listFiles(path.join(CONTENT, 'articles', 'local-seo'), '.json').map((file) => readJson<LocalSeoArticleFile>(file).city);
const enTown = freeTown(['Halifax', 'Regina', 'Kelowna', 'Moncton', 'Kingston'], towns);
const nlTown = freeTown(['Zwolle', 'Zutphen', 'Harderwijk', 'Meppel', 'Kampen'], towns);
const enSlug = `roofer-${enTown.toLowerCase()}`;
const nlSlug = `dakdekker-${nlTown.toLowerCase()}`;

describe('a new article of each kind', () => {
  let copy: string;
  const trades = readJson<Array<{ id: string }>>(path.join(CONTENT, 'home', 'trades.json')).map((trade) => trade.id);

  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'new-content-'));
    fs.cpSync(CONTENT, copy, { recursive: true });
    const [sample] = fs.readdirSync(path.join(copy, 'articles', 'local-seo', 'en'));
    const base = readJson<LocalSeoArticleFile>(path.join(copy, 'articles', 'local-seo', 'en', sample!));
    const article = (language: 'en' | 'nl', slug: string, city: string, date: string): LocalSeoArticleFile => ({
      ...base,
      language,
      // A Canadian town and a Dutch one that no article is about yet.
      spelling: language === 'en' ? 'en-CA' : 'nl',
      slug,
      city,
      trade: 'roofer',
      date,
      title: `${city}: a roofer's website that wins storm jobs`,
    });
    const files = [article('en', enSlug, enTown, '2027-02-03'), article('nl', nlSlug, nlTown, '2027-02-04')];
    for (const file of files) {
      fs.mkdirSync(path.join(copy, 'articles', 'local-seo', file.language), { recursive: true });
      fs.writeFileSync(path.join(copy, 'articles', 'local-seo', file.language, `${file.slug}.json`), `${JSON.stringify(file, null, 2)}\n`);
    }
    // A new English post as the editor saves it: no id and no cover picture chosen (nor a trade).
    const post = path.join(copy, 'articles', 'general', 'en', 'why-every-plumber-needs-professional-website.mdx');
    const parsed = matter(fs.readFileSync(post, 'utf8'));
    const { cover: _cover, trade: _trade, ...front } = parsed.data;
    const newPost = { ...front, slug: 'quotes-that-win-jobs', title: 'Quotes that win jobs', date: '2027-03-01' };
    fs.writeFileSync(path.join(copy, 'articles', 'general', 'en', 'quotes-that-win-jobs.mdx'), matter.stringify(parsed.content, newPost));
    // Its Dutch translation, linked by choosing the English post from the list.
    fs.writeFileSync(
      path.join(copy, 'articles', 'general', 'nl', 'offertes-die-klussen-winnen.mdx'),
      matter.stringify(parsed.content, {
        ...newPost,
        translationOf: 'quotes-that-win-jobs',
        language: 'nl',
        slug: 'offertes-die-klussen-winnen',
        title: 'Offertes die klussen winnen',
      }),
    );
  });

  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('passes the content model', () => {
    for (const language of ['en', 'nl'])
      for (const name of fs
        .readdirSync(path.join(copy, 'articles', 'local-seo', language))
        .filter((file) => /9\d{3}/.test(file) || file.includes(enSlug) || file.includes(nlSlug)))
        expect(
          contentProblems(localSeoArticleType.schema, readJson(path.join(copy, 'articles', 'local-seo', language, name)), { trades }),
        ).toEqual([]);
    for (const file of ['en/quotes-that-win-jobs.mdx', 'nl/offertes-die-klussen-winnen.mdx']) {
      const front = frontMatter(file);
      expect([file, 'id' in front || 'cover' in front]).toEqual([file, false]);
      expect([file, contentProblems(generalArticleSchema, front, { trades })]).toEqual([file, []]);
    }
  });

  /** A new post's front matter, its date as written (YAML reads it as a Date). */
  const frontMatter = (file: string): Record<string, unknown> => {
    const { data } = matter(fs.readFileSync(path.join(copy, 'articles', 'general', file), 'utf8'));
    return { ...data, date: data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date) };
  };

  it('a general post with no id and no cover gets its page, its translation as its alternate, and a cover', () => {
    const sources = siteSources(copy);
    const plan = planPages(sources);
    const english = plan.find((page) => page.path === '/blog/quotes-that-win-jobs/')!;
    const dutch = plan.find((page) => page.path === '/nl/blog/offertes-die-klussen-winnen/')!;
    const alternates = [
      { language: 'en', path: '/blog/quotes-that-win-jobs/' },
      { language: 'nl', path: '/nl/blog/offertes-die-klussen-winnen/' },
    ];
    expect(english.context.alternates).toEqual(alternates);
    expect(dutch.context.alternates).toEqual(alternates);
    // A visitor who types the English slug under /nl/ lands on the translation.
    expect(planRedirects(sources, plan)).toEqual(
      expect.arrayContaining([
        { from: '/nl/blog/quotes-that-win-jobs', to: '/nl/blog/offertes-die-klussen-winnen/', reason: expect.any(String) },
      ]),
    );
    // Its cover: drawn from its category (industry-specific, no trade named: the checklist), as the build draws it.
    const article = sources.articles.find((candidate) => candidate.slug === 'quotes-that-win-jobs')!;
    const front = frontMatter('en/quotes-that-win-jobs.mdx');
    const trades = readJson<TradeFile[]>(path.join(CONTENT, 'home', 'trades.json')).map((trade) => ({ ...trade, itemId: trade.id }));
    const art = coverArtFor(
      { ...article, cover: front.cover as string | undefined, coverTrade: front.trade as string | undefined },
      trades as unknown as TradeCoverFields[],
    );
    expect(art.topic).toBe('checklist');
    const svg = coverArtSvg(art);
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).not.toContain('undefined');
    expect(svg).not.toContain('NaN');
  });

  it('gets its page, the top of its listing, its category page and its redirects', () => {
    const sources = siteSources(copy);
    const plan = planPages(sources);
    const paths = plan.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining([`/blog/${enSlug}/`, `/nl/blog/${nlSlug}/`, '/blog/quotes-that-win-jobs/']));
    // Newest first: the new articles lead their listings.
    const sorted = (language: string) =>
      sources.articles.filter((article) => article.language === language).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    expect(sorted('en')[0]!.slug).toBe('quotes-that-win-jobs');
    expect(
      sorted('nl')
        .slice(0, 2)
        .map((article) => article.slug),
    ).toEqual(['offertes-die-klussen-winnen', nlSlug]);
    // Published in one language only: its own alternate, and the other prefix leads to it.
    const dutch = plan.find((page) => page.path === `/nl/blog/${nlSlug}/`)!;
    expect(dutch.context.alternates).toEqual([{ language: 'nl', path: `/nl/blog/${nlSlug}/` }]);
    expect(planRedirects(sources, plan)).toEqual(
      expect.arrayContaining([expect.objectContaining({ from: `/blog/${nlSlug}`, to: `/nl/blog/${nlSlug}/` })]),
    );
  });

  it('is refused when it breaks a rule: a number for an id, a slug without its city, a trade the site does not list', () => {
    const file = readJson<LocalSeoArticleFile>(path.join(copy, 'articles', 'local-seo', 'nl', `${nlSlug}.json`));
    // Its slug names it: an id of old is a field the model no longer has.
    expect(contentProblems(localSeoArticleType.schema, { ...file, id: 'seo-38' }, { trades })).toEqual([
      'this: a field the model does not have (id)',
    ]);
    expect(contentProblems(localSeoArticleType.schema, { ...file, slug: 'dakdekker-almere' }, { trades })).toEqual([
      `slug: must end with the city, e.g. …-${nlSlug.split('-').slice(1).join('-')}`,
    ]);
    expect(contentProblems(localSeoArticleType.schema, { ...file, trade: 'astronaut' }, { trades })).toEqual([
      'trade: "astronaut" is not in content/home/trades.json',
    ]);
    expect(contentProblems(localSeoArticleType.schema, { ...file, date: '2027-02-30' }, { trades })).toEqual([
      'date: not a date in the calendar',
    ]);
    expect(contentProblems(localSeoArticleType.schema, { ...file, sections: file.sections.slice(0, 3) }, { trades })[0]).toMatch(
      /sections/,
    );
  });
});

/**
 * A trade an editor adds through /admin/ (the "Glazier / Glaszetter") reaches every place a trade appears: it
 * passes the content model, the forms and the home calculator offer it by name, the schemas the browser and the
 * Functions share accept it, the website preview draws it with its own texts and icon, and a Local SEO article for it
 * gets its cover.
 */
describe('a new trade', () => {
  let copy: string;
  type TradeWithCover = TradeFile & { cover: TradeCoverFields['cover'] };
  // The same trade the editor's content build adds (__tests__/editor-build): one fixture for both.
  // The trade the editor's content build adds: the first real trade today's content leaves free.
  const glazier = editorAdditions(ROOT).trade as TradeWithCover;
  const id = glazier.id;
  let trades: TradeWithCover[];

  beforeAll(async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'new-trade-'));
    fs.cpSync(CONTENT, copy, { recursive: true });
    const file = path.join(copy, 'home', 'trades.json');
    fs.writeFileSync(file, `${JSON.stringify([...readJson<TradeFile[]>(file), glazier], null, 2)}\n`);
    trades = readJson<TradeWithCover[]>(file);
  });

  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('passes the content model', () => {
    for (const trade of trades) expect([trade.id, contentProblems(tradeType.schema, trade)]).toEqual([trade.id, []]);
  });

  it("is offered by its name in the intake's, the quote form's and the calculator's choices, and accepted by their schemas", async () => {
    for (const language of LANGUAGES) {
      const t = await serverTranslator(language);
      const named = trades.map((trade) => tradeIn(trade, language));
      const choices = tradeChoices(named, t);
      expect(choices.slice(-2)).toEqual([
        { value: id, label: glazier.label[language] },
        { value: 'other', label: t('forms.otherTrade') },
      ]);
      const ids = tradeValues(named);
      await expect(intakeSchema(t, ids).validateAt('industry', { industry: id })).resolves.toBe(id);
      await expect(quoteSchema(t, ids).validateAt('businessType', { businessType: id })).resolves.toBe(id);
    }
  });

  it('is drawn in the website preview with its own texts and icon, in both languages', () => {
    for (const language of LANGUAGES) {
      const preview = createTranslator(language, {
        preview: readJson<object>(path.join(ROOT, 'locales', language, 'preview.json')),
        forms: readJson<object>(path.join(ROOT, 'locales', language, 'forms.json')),
      });
      const model = sitePreviewModel(
        answersFromFragment(`#b=Helder+Glas&t=${id}&c=${RESERVED_FOR_TESTS.town}`),
        language,
        preview,
        trades.map((trade) => tradeIn(trade, language)),
      );
      expect(model.headline).toBe(glazier.preview.headline[language]);
      expect(model.services).toEqual(glazier.preview.services.map((service) => service[language]));
      expect(model.localLine).toContain(glazier.preview.role[language]);
      expect(model.icon).toBe('House');
    }
  });

  it("gives a Local SEO article for it the trade's cover", () => {
    const art = coverArtFor(
      { kind: 'local-seo', articleId: `en/${id}-halifax`, slug: `${id}-halifax`, trade: id, city: 'Halifax', language: 'en' },
      trades.map((trade) => ({ ...trade, itemId: trade.id })),
    );
    expect(art).toMatchObject({ trade: id, ...glazier.cover });
    expect(coverArtSvg(art)).toContain('width="1200" height="630"');
  });
});
