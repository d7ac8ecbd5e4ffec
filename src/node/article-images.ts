import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CreatePagesArgs } from 'gatsby';
import { Hammer, KeyRound, MonitorSmartphone, Scissors, Thermometer, Wrench, Zap, type LucideIcon } from 'lucide-react';
import business from '../../content/site/business.json';
import enBlog from '../../locales/en/blog.json';
import nlBlog from '../../locales/nl/blog.json';
import enCommon from '../../locales/en/common.json';
import { coverSvg } from '../lib/cover-image';
import { isCategory } from '../lib/articles';
import type { Language } from '../lib/languages';
import { writePng, writeResponsiveWebp } from './raster';

const ICONS: Record<string, LucideIcon> = {
  plumber: Wrench,
  electrician: Zap,
  'beauty-salon': Scissors,
  hvac: Thermometer,
  locksmith: KeyRound,
  'website-tips': MonitorSmartphone,
  'industry-specific': Hammer,
};

const CATEGORY_LABELS: Record<Language, Record<string, string>> = {
  en: enBlog.blog.categories,
  nl: nlBlog.blog.categories,
};

function iconSvg(key: string): string {
  return renderToStaticMarkup(createElement(ICONS[key] ?? MonitorSmartphone, { size: 24, strokeWidth: 1.75 }));
}

interface ArticleImagesResult {
  allArticle: {
    nodes: Array<{
      language: string;
      slug: string;
      title: string;
      category: string;
      trade: string | null;
      coverImage: string;
      socialImage: string;
    }>;
  };
}

/**
 * Every article's cover (WebP in three widths, for the site) and 1200x630 social preview (PNG, for
 * og:image), drawn from its title and trade, plus the site's default social image. Written into public/
 * during createPages.
 */
export async function writeArticleImages({ graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>): Promise<void> {
  const result = await graphql<ArticleImagesResult>(`
    {
      allArticle {
        nodes {
          language
          slug
          title
          category
          trade
          coverImage
          socialImage
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not query articles for images: ${JSON.stringify(result.errors)}`);
  const articles = result.data.allArticle.nodes;
  await Promise.all(
    articles.map((article) => {
      const language = article.language === 'nl' ? 'nl' : 'en';
      const themeKey = article.trade ?? article.category;
      const label = isCategory(article.category) ? (CATEGORY_LABELS[language][article.category] ?? article.category) : article.category;
      const svg = coverSvg({ title: article.title, label, brand: business.name, themeKey, iconSvg: iconSvg(themeKey) });
      return Promise.all([writeResponsiveWebp(svg, article.coverImage), writePng(svg, article.socialImage)]);
    }),
  );
  const defaultSvg = coverSvg({
    title: enCommon.site.tagline,
    label: business.name,
    brand: business.siteUrl.replace(/^https?:\/\//, ''),
    themeKey: 'website-tips',
    iconSvg: iconSvg('plumber'),
  });
  await writePng(defaultSvg, '/social/default.png');
  reporter.info(`Drew ${articles.length} article covers and social images`);
}
