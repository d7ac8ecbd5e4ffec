import fs from 'fs';
import os from 'os';
import path from 'path';
import matter from 'gray-matter';
import { planPages, planRedirects } from '../../src/lib/page-plan';
import { contentProblems, generalArticleSchema, localSeoArticleType, type LocalSeoArticleFile } from '../../src/lib/content-model';
import { CONTENT, readJson, siteSources } from '../support/content';

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
