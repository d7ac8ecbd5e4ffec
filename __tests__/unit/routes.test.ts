import { LANGUAGES } from '../../src/lib/languages';
import {
  PAGE_IDS,
  absoluteUrl,
  articlePath,
  languageOfPath,
  localizedPath,
  pageAlternates,
  pagePath,
  sectionPath,
  type PageId,
} from '../../src/lib/routes';

describe('URL map', () => {
  it('builds the URL table with trailing slashes', () => {
    const table: Record<PageId, [string, string]> = {
      home: ['/', '/nl/'],
      portfolio: ['/portfolio/', '/nl/portfolio/'],
      plumber: ['/plumber-website-design/', '/nl/loodgieter-website-maken/'],
      blog: ['/blog/', '/nl/blog/'],
      privacy: ['/privacy/', '/nl/privacy/'],
      terms: ['/terms/', '/nl/algemene-voorwaarden/'],
      cookies: ['/cookies/', '/nl/cookiebeleid/'],
      notFound: ['/404/', '/nl/404/'],
      thanks: ['/thank-you/', '/nl/bedankt/'],
      preview: ['/website-preview/', '/nl/website-voorbeeld/'],
    };
    for (const [pageId, [en, nl]] of Object.entries(table) as Array<[PageId, [string, string]]>) {
      expect(pagePath(pageId, 'en')).toBe(en);
      expect(pagePath(pageId, 'nl')).toBe(nl);
    }
  });

  it('gives every page a path per language, all distinct', () => {
    const paths = PAGE_IDS.flatMap((id) => LANGUAGES.map((language) => pagePath(id, language)));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });

  it('lists alternates in both languages pointing at the translated slug', () => {
    expect(pageAlternates('terms')).toEqual([
      { language: 'en', path: '/terms/' },
      { language: 'nl', path: '/nl/algemene-voorwaarden/' },
    ]);
  });

  it('builds article and section paths', () => {
    expect(articlePath('en', 'plumber-chicago')).toBe('/blog/plumber-chicago/');
    expect(articlePath('nl', 'loodgieter-website-meer-klanten')).toBe('/nl/blog/loodgieter-website-meer-klanten/');
    expect(sectionPath('en', 'prijzen')).toBe('/#prijzen');
    expect(sectionPath('nl', 'contact')).toBe('/nl/#contact');
  });

  it('normalises slashes when joining', () => {
    expect(localizedPath('nl', '/blog/x/')).toBe('/nl/blog/x/');
    expect(localizedPath('en', '')).toBe('/');
    expect(absoluteUrl('https://example.com/', '/nl/')).toBe('https://example.com/nl/');
  });

  it('tells the language of a path by its prefix only', () => {
    expect(languageOfPath('/nl/')).toBe('nl');
    expect(languageOfPath('/nl')).toBe('nl');
    expect(languageOfPath('/nl/blog/x/')).toBe('nl');
    expect(languageOfPath('/nlx/')).toBe('en');
    expect(languageOfPath('/blog/nl/')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });
});
