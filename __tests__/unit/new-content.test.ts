import fs from 'fs';
import os from 'os';
import path from 'path';
import matter from 'gray-matter';
import { planPages, planRedirects } from '../../src/lib/page-plan';
import { contentProblems, generalArticleSchema, localSeoArticleType, type LocalSeoArticleFile } from '../../src/lib/content-model';
import { coverArtFor } from '../../src/node/article-images';
import { coverArtSvg } from '../../src/node/covers';
import { CONTENT, readJson, siteSources } from '../support/content';

/**
 * What an editor adds through /admin/ needs no code change: a new article of each kind, with a slug, a date and a city
 * the site has never seen and no number or table entry of any kind, passes the content model and gets its page, its
 * listing, its translation's link, its cover and its redirects.
 */
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
      // Halifax is in Canada; Zwolle in the Netherlands.
      spelling: language === 'en' ? 'en-CA' : 'nl',
      slug,
      city,
      trade: 'roofer',
      date,
      title: `${city}: a roofer's website that wins storm jobs`,
    });
    const files = [article('en', 'roofer-halifax', 'Halifax', '2027-02-03'), article('nl', 'dakdekker-zwolle', 'Zwolle', '2027-02-04')];
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
        .filter((file) => /9\d{3}|halifax|zwolle/.test(file)))
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
    const art = coverArtFor({ ...article, cover: front.cover as string | undefined, coverTrade: front.trade as string | undefined });
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
    expect(paths).toEqual(expect.arrayContaining(['/blog/roofer-halifax/', '/nl/blog/dakdekker-zwolle/', '/blog/quotes-that-win-jobs/']));
    // Newest first: the new articles lead their listings.
    const sorted = (language: string) =>
      sources.articles.filter((article) => article.language === language).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    expect(sorted('en')[0]!.slug).toBe('quotes-that-win-jobs');
    expect(
      sorted('nl')
        .slice(0, 2)
        .map((article) => article.slug),
    ).toEqual(['offertes-die-klussen-winnen', 'dakdekker-zwolle']);
    // Published in one language only: its own alternate, and the other prefix leads to it.
    const dutch = plan.find((page) => page.path === '/nl/blog/dakdekker-zwolle/')!;
    expect(dutch.context.alternates).toEqual([{ language: 'nl', path: '/nl/blog/dakdekker-zwolle/' }]);
    expect(planRedirects(sources, plan)).toEqual(
      expect.arrayContaining([expect.objectContaining({ from: '/blog/dakdekker-zwolle', to: '/nl/blog/dakdekker-zwolle/' })]),
    );
  });

  it('is refused when it breaks a rule: a number for an id, a slug without its city, a trade the site does not list', () => {
    const file = readJson<LocalSeoArticleFile>(path.join(copy, 'articles', 'local-seo', 'nl', 'dakdekker-zwolle.json'));
    // Its slug names it: an id of old is a field the model no longer has.
    expect(contentProblems(localSeoArticleType.schema, { ...file, id: 'seo-38' }, { trades })).toEqual([
      'this: a field the model does not have (id)',
    ]);
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
