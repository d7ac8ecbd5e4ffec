import { planPages } from '../../src/lib/page-plan';
import { isArticlePath } from '../../src/lib/routes';
import { siteSources } from '../support/content';

describe('the language switch on listings without a version in the other language', () => {
  const plan = planPages(siteSources());
  const listing = (path: string) => plan.find((page) => page.path === path)!;

  it('leads to the nearest listing there, without naming it as an alternate', () => {
    const englishLocal = siteSources().articles.filter((article) => article.language === 'en' && article.category === 'local-seo').length;
    const dutchLocal = siteSources().articles.filter((article) => article.language === 'nl' && article.category === 'local-seo').length;
    const lastEnglish = Math.ceil(englishLocal / 12);
    if (lastEnglish > Math.ceil(dutchLocal / 12)) {
      const page = listing(`/blog/category/local-seo/page/${lastEnglish}/`);
      expect(page.context.alternates.map((alternate) => alternate.language)).toEqual(['en']);
      expect(page.context.nearest).toEqual([{ language: 'nl', path: '/nl/blog/categorie/lokale-seo/' }]);
    }
    // A page both languages have needs no nearest: its alternate is the way over.
    expect(listing('/blog/category/local-seo/').context.nearest).toEqual([]);
  });

  it('tells an article address from a listing address, so a missing listing page is a plain 404', () => {
    expect(isArticlePath('/blog/plumber-chicago/')).toBe(true);
    expect(isArticlePath('/nl/blog/bestaat-niet/')).toBe(true);
    expect(isArticlePath('/blog/page/9/')).toBe(false);
    expect(isArticlePath('/nl/blog/categorie/websitetips/')).toBe(false);
    expect(isArticlePath('/nl/blog/page/7/')).toBe(false);
    expect(isArticlePath('/portfolio/x/')).toBe(false);
    expect(isArticlePath('/blog/')).toBe(false);
  });
});
