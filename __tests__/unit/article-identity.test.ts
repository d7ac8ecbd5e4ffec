import { ARTICLE_ID_PATTERN, articleIdentity, articleIdentityProblems } from '../../src/lib/article-identity';
import { articleSlugsOf } from '../../src/lib/redirects';
import { siteSources } from '../support/content';

describe("an article's identity", () => {
  it('is the language and slug of its original: an English post, its translation and an untranslated original', () => {
    expect(articleIdentity({ language: 'en', slug: 'quotes-that-win-jobs' })).toBe('en/quotes-that-win-jobs');
    expect(articleIdentity({ language: 'nl', slug: 'offertes-die-winnen', translationOf: 'quotes-that-win-jobs' })).toBe(
      'en/quotes-that-win-jobs',
    );
    expect(articleIdentity({ language: 'nl', slug: 'alleen-in-het-nederlands', translationOf: null })).toBe('nl/alleen-in-het-nederlands');
    // A Local SEO article is an original in its own market's language.
    expect(articleIdentity({ language: 'nl', slug: 'loodgieter-utrecht' })).toBe('nl/loodgieter-utrecht');
  });

  it('is what a legacy redirect writes: a language of the list and a slug', () => {
    expect(ARTICLE_ID_PATTERN.test('en/plumber-chicago')).toBe(true);
    expect(ARTICLE_ID_PATTERN.test('nl/loodgieter-utrecht')).toBe(true);
    for (const old of ['seo-1', '2', 'fr/plumber-paris', 'en/Plumber-Chicago', 'en/plumber-chicago/'])
      expect([old, ARTICLE_ID_PATTERN.test(old)]).toEqual([old, false]);
  });

  it('joins each translated post of the real content with its original, and nothing else', () => {
    const { articles } = siteSources();
    const versions = articleSlugsOf(articles);
    // One identity per original: as many as there are articles, less the translations.
    const translations = articles.filter((article) => article.language !== 'en' && article.articleId.startsWith('en/'));
    expect(translations.length).toBeGreaterThan(0);
    expect(versions).toHaveLength(articles.length - translations.length);
    for (const translation of translations) {
      const original = versions.find((version) => version.articleId === translation.articleId)!;
      expect(original.slugs[translation.language]).toBe(translation.slug);
      expect(`en/${original.slugs.en}`).toBe(translation.articleId);
    }
  });
});

describe('the identity check', () => {
  const post = (language: string, slug: string, translationOf?: string) => ({
    where: `${language}/${slug}.mdx`,
    kind: 'general' as const,
    language,
    slug,
    translationOf,
  });

  it('passes originals and their translations', () => {
    expect(articleIdentityProblems([post('en', 'a'), post('en', 'b'), post('nl', 'a-nl', 'a'), post('nl', 'c')])).toEqual([]);
  });

  it('names each problem once, with the files', () => {
    expect(
      articleIdentityProblems([
        post('en', 'a'),
        post('nl', 'x', 'missing'),
        post('nl', 'y', 'a'),
        post('nl', 'z', 'a'),
        { ...post('nl', 'z'), where: 'nl/z-copy.mdx' },
        { where: 'en/a.json', kind: 'local-seo', language: 'en', slug: 'a' },
      ]),
    ).toEqual([
      'nl/x.mdx: translationOf "missing" names no en post',
      'nl/y.mdx and nl/z.mdx: two nl translations of "a"',
      'nl/z.mdx and nl/z-copy.mdx: one nl slug "z" for two articles',
      'en/a.mdx and en/a.json: one en slug "a" for two articles',
    ]);
  });
});
