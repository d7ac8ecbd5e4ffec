import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CreatePagesArgs } from 'gatsby';
import { Hammer, KeyRound, MonitorSmartphone, Scissors, Thermometer, Wrench, Zap, type LucideIcon } from 'lucide-react';
import business from '../../content/site/business.json';
import { coverSvg } from '../lib/cover-image';
import { LANGUAGES, isLanguage } from '../lib/languages';
import { defaultSocialImagePath } from '../lib/asset-paths';
import { buildTranslator } from './locales';
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

function iconSvg(key: string): string {
  return renderToStaticMarkup(createElement(ICONS[key] ?? MonitorSmartphone, { size: 24, strokeWidth: 1.75 }));
}

/**
 * Every article's cover (WebP in three widths, for the site) and 1200x630 social preview (PNG, for
 * og:image), drawn from its title and trade, plus the site's default social image per language. Written into public/
 * during createPages; returns how many articles it drew.
 */
export async function writeArticleImages(graphql: CreatePagesArgs['graphql']): Promise<number> {
  const result = await graphql<Queries.ArticleImagesQuery>(`
    query ArticleImages {
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
      if (!isLanguage(article.language)) throw new Error(`Article ${article.slug}: unknown language ${article.language}`);
      const t = buildTranslator(article.language, ['blog']);
      const themeKey = article.trade ?? article.category;
      const svg = coverSvg({
        title: article.title,
        label: t(`blog.categories.${article.category}`),
        brand: business.name,
        themeKey,
        iconSvg: iconSvg(themeKey),
      });
      return Promise.all([writeResponsiveWebp(svg, article.coverImage), writePng(svg, article.socialImage)]);
    }),
  );
  await Promise.all(
    LANGUAGES.map((language) => {
      const svg = coverSvg({
        title: buildTranslator(language, ['common'])('site.tagline'),
        label: business.name,
        brand: business.siteUrl.replace(/^https?:\/\//, ''),
        themeKey: 'website-tips',
        iconSvg: iconSvg('plumber'),
      });
      return writePng(svg, defaultSocialImagePath(language));
    }),
  );
  return articles.length;
}
