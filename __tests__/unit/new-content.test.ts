import fs from 'fs';
import os from 'os';
import path from 'path';
import matter from 'gray-matter';
import { planPages, planRedirects } from '../../src/lib/page-plan';
import { contentProblems, generalArticleSchema, localSeoArticleType, type LocalSeoArticleFile } from '../../src/lib/content-model';
import { CONTENT, ROOT, readJson, siteSources } from '../support/content';
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
 * What an editor adds through /admin/ needs no code change: a new article of each kind, with an id, a date and a city
 * the site has never seen, passes the content model and gets its page, its listing and its redirects.
 */
describe('a new article of each kind', () => {
  let copy: string;
  const trades = readJson<Array<{ id: string }>>(path.join(CONTENT, 'home', 'trades.json')).map((trade) => trade.id);

  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'new-content-'));
    fs.cpSync(CONTENT, copy, { recursive: true });
    const [sample] = fs.readdirSync(path.join(copy, 'articles', 'local-seo', 'en'));
    const base = readJson<LocalSeoArticleFile>(path.join(copy, 'articles', 'local-seo', 'en', sample!));
    const article = (language: 'en' | 'nl', id: string, slug: string, city: string, date: string): LocalSeoArticleFile => ({
      ...base,
      id,
      language,
      // Halifax is in Canada; Zwolle in the Netherlands.
      spelling: language === 'en' ? 'en-CA' : 'nl',
      slug,
      city,
      trade: 'roofer',
      date,
      title: `${city}: a roofer's website that wins storm jobs`,
    });
    const files = [
      article('en', 'seo-9001', 'roofer-halifax', 'Halifax', '2027-02-03'),
      article('nl', 'seo-9002', 'dakdekker-zwolle', 'Zwolle', '2027-02-04'),
    ];
    for (const file of files) {
      fs.mkdirSync(path.join(copy, 'articles', 'local-seo', file.language), { recursive: true });
      fs.writeFileSync(path.join(copy, 'articles', 'local-seo', file.language, `${file.slug}.json`), `${JSON.stringify(file, null, 2)}\n`);
    }
    const post = path.join(copy, 'articles', 'general', 'en', 'why-every-plumber-needs-professional-website.mdx');
    const parsed = matter(fs.readFileSync(post, 'utf8'));
    fs.writeFileSync(
      path.join(copy, 'articles', 'general', 'en', 'quotes-that-win-jobs.mdx'),
      matter.stringify(parsed.content, {
        ...parsed.data,
        id: '77',
        slug: 'quotes-that-win-jobs',
        title: 'Quotes that win jobs',
        date: '2027-03-01',
      }),
    );
  });

  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('passes the content model', () => {
    for (const language of ['en', 'nl'])
      for (const name of fs
        .readdirSync(path.join(copy, 'articles', 'local-seo', language))
        .filter((file) => /9\d{3}|halifax|zwolle/.test(file)))
        expect(
          contentProblems(localSeoArticleType.schema, readJson(path.join(copy, 'articles', 'local-seo', language, name)), { trades }),
        ).toEqual([]);
    const front = matter(fs.readFileSync(path.join(copy, 'articles', 'general', 'en', 'quotes-that-win-jobs.mdx'), 'utf8')).data;
    expect(
      contentProblems(generalArticleSchema, {
        ...front,
        date: String(front.date instanceof Date ? front.date.toISOString().slice(0, 10) : front.date),
      }),
    ).toEqual([]);
  });

  it('gets its page, the top of its listing, its category page and its redirects', () => {
    const sources = siteSources(copy);
    const plan = planPages(sources);
    const paths = plan.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/blog/roofer-halifax/', '/nl/blog/dakdekker-zwolle/', '/blog/quotes-that-win-jobs/']));
    // Newest first: the new articles lead their listings.
    const sorted = (language: string) =>
      sources.articles.filter((article) => article.language === language).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    expect(sorted('en')[0]!.slug).toBe('quotes-that-win-jobs');
    expect(sorted('nl')[0]!.slug).toBe('dakdekker-zwolle');
    // Published in one language only: its own alternate, and the other prefix leads to it.
    const dutch = plan.find((page) => page.path === '/nl/blog/dakdekker-zwolle/')!;
    expect(dutch.context.alternates).toEqual([{ language: 'nl', path: '/nl/blog/dakdekker-zwolle/' }]);
    expect(planRedirects(sources, plan)).toEqual(
      expect.arrayContaining([expect.objectContaining({ from: '/blog/dakdekker-zwolle', to: '/nl/blog/dakdekker-zwolle/' })]),
    );
  });

  it('is refused when it breaks a rule: a wrong id, a slug without its city, a trade the site does not list', () => {
    const file = readJson<LocalSeoArticleFile>(path.join(copy, 'articles', 'local-seo', 'nl', 'dakdekker-zwolle.json'));
    expect(contentProblems(localSeoArticleType.schema, { ...file, id: 'seo-x' }, { trades })).toHaveLength(1);
    expect(contentProblems(localSeoArticleType.schema, { ...file, slug: 'dakdekker-almere' }, { trades })).toEqual([
      'slug: must end with the city, e.g. …-zwolle',
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
  const glazier: TradeWithCover = {
    id: 'glazier',
    label: { en: 'Glazier', nl: 'Glaszetter' },
    icon: 'House',
    preview: {
      role: { en: 'Glazier', nl: 'Glaszetter' },
      headline: { en: 'Clear glass, fitted the same week', nl: 'Helder glas, dezelfde week geplaatst' },
      services: [
        { en: 'Double glazing', nl: 'Dubbel glas' },
        { en: 'Broken windows', nl: 'Ruitschade' },
        { en: 'Glass doors', nl: 'Glazen deuren' },
        { en: 'Shower screens', nl: 'Douchewanden' },
      ],
      review: { en: 'The new glass keeps the cold out and the noise too.', nl: 'Het nieuwe glas houdt de kou buiten, en het lawaai ook.' },
    },
    cover: { motif: 'toolbox', palette: 'steel' },
  };
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
        { value: 'glazier', label: glazier.label[language] },
        { value: 'other', label: t('forms.otherTrade') },
      ]);
      const ids = tradeValues(named);
      await expect(intakeSchema(t, ids).validateAt('industry', { industry: 'glazier' })).resolves.toBe('glazier');
      await expect(quoteSchema(t, ids).validateAt('businessType', { businessType: 'glazier' })).resolves.toBe('glazier');
    }
  });

  it('is drawn in the website preview with its own texts and icon, in both languages', () => {
    for (const language of LANGUAGES) {
      const preview = createTranslator(language, {
        preview: readJson<object>(path.join(ROOT, 'locales', language, 'preview.json')),
        forms: readJson<object>(path.join(ROOT, 'locales', language, 'forms.json')),
      });
      const model = sitePreviewModel(
        answersFromFragment(`#b=Helder+Glas&t=glazier&c=Zwolle`),
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
      { articleId: 'seo-9100', slug: 'glazier-halifax', trade: 'glazier', city: 'Halifax', language: 'en' },
      trades.map((trade) => ({ ...trade, itemId: trade.id })),
    );
    expect(art).toMatchObject({ trade: 'glazier', motif: 'toolbox', palette: 'steel' });
    expect(coverArtSvg(art)).toContain('width="1200" height="630"');
  });
});
