import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CreatePagesArgs } from 'gatsby';
import {
  Fan,
  Home,
  KeyRound,
  ListChecks,
  MapPin,
  MonitorSmartphone,
  Scissors,
  Settings,
  Smartphone,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import business from '../../content/site/business.json';
import { coverArtSvg, socialImageSvg, type CoverArtInput } from './covers';
import type { CoverTopic } from '../lib/cover-choices';
import { postCover } from '../lib/post-cover';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '../lib/languages';
import { defaultSocialImagePath } from '../lib/asset-paths';
import { buildTranslator } from './locales';
import { writeJpeg, writeResponsiveWebp } from './raster';
import { textWidth } from './svg-text';

/** The icon in a Local SEO cover's badge, per trade. */
const TRADE_ICONS: Record<string, LucideIcon> = {
  plumber: Wrench,
  electrician: Zap,
  'beauty-salon': Scissors,
  hvac: Fan,
  locksmith: KeyRound,
  roofer: Home,
};

/** The icon in a general post's cover badge, per motif: keyed by the closed list of motifs, never by posts. */
const TOPIC_ICONS: Record<CoverTopic, LucideIcon> = {
  checklist: ListChecks,
  'plumber-site': Wrench,
  'local-map': MapPin,
  maintenance: Settings,
  'electric-house': Zap,
  mobile: Smartphone,
};

function iconSvg(icon: LucideIcon): string {
  return renderToStaticMarkup(createElement(icon, { size: 24, strokeWidth: 2 }));
}

interface ArticleImageFields {
  kind: string;
  articleId: string;
  language?: string | null;
  /** Its place among its trade's articles in its language, by date (see CoverArtInput.variant). */
  variant?: number;
  date?: string;
  slug: string;
  trade: string | null;
  city: string | null;
  /** A general post's category and its own cover fields (front matter `cover` and `trade`): see postCover. */
  category?: string;
  cover?: string | null;
  coverTrade?: string | null;
}

/** A general post's original, whose cover fields its translation takes when it leaves them out. */
type CoverOriginal = Pick<ArticleImageFields, 'cover' | 'coverTrade'>;

/**
 * What a cover shows: the trade and city of a Local SEO article, or a general post's motif from its own fields (and
 * its original's, for a translation: `original`); a general post drawn as its trade takes the trade's drawing.
 */
export function coverArtFor(source: ArticleImageFields, original?: CoverOriginal | null): CoverArtInput {
  let article = source;
  if (article.kind === 'general') {
    const cover = postCover(
      { cover: article.cover, trade: article.coverTrade, category: article.category ?? '' },
      original && { cover: original.cover, trade: original.coverTrade },
    );
    if (cover.topic) return { topic: cover.topic, trade: cover.trade, iconSvg: iconSvg(TOPIC_ICONS[cover.topic]) };
    // The trade's own drawing, as on its city articles but with no city behind it.
    article = { ...article, trade: cover.trade, city: null };
  }
  if (article.trade)
    return {
      trade: article.trade,
      city: article.city,
      language: article.language,
      variant: article.variant,
      iconSvg: iconSvg(TRADE_ICONS[article.trade] ?? MonitorSmartphone),
    };
  throw new Error(`Article ${article.slug}: a Local SEO article without a trade has no cover`);
}

interface CoverTurnFields {
  slug: string;
  language?: string | null;
  trade: string | null;
  date?: string | null;
}

export const coverTurnKey = (article: CoverTurnFields) => `${article.language ?? ''}/${article.slug}`;

/**
 * Each article's turn among its trade's articles in its language (CoverArtInput.variant), oldest first: a new
 * article takes the next turn and the covers before it stay as they were.
 */
export function coverTurns(articles: ReadonlyArray<CoverTurnFields>): Map<string, number> {
  const turns = new Map<string, number>();
  return new Map(
    [...articles]
      .sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? -1 : (a.date ?? '') > (b.date ?? '') ? 1 : a.slug < b.slug ? -1 : 1))
      .map((article) => {
        const group = `${article.language} ${article.trade ?? ''}`;
        const turn = turns.get(group) ?? 0;
        turns.set(group, turn + 1);
        return [coverTurnKey(article), turn] as const;
      }),
  );
}

const measureTitle = (text: string, fontSize: number) => textWidth(text, fontSize, 700);

/**
 * Every article's cover (WebP in three widths, for the site: art without words) and 1200x630 social
 * preview (JPEG, for og:image: the same art with the title and brand), plus the site's default social
 * image per language. Written into public/ during createPages; returns how many articles it drew.
 */
export async function writeArticleImages(graphql: CreatePagesArgs['graphql']): Promise<number> {
  const result = await graphql<Queries.ArticleImagesQuery>(`
    query ArticleImages {
      allArticle {
        nodes {
          kind
          articleId
          language
          slug
          title
          category
          date
          trade
          city
          cover
          coverTrade
          coverImage
          socialImage
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not query articles for images: ${JSON.stringify(result.errors)}`);
  const articles = result.data.allArticle.nodes;
  const variants = coverTurns(articles);
  const originals = new Map(
    articles.filter((article) => article.kind === 'general' && article.language === DEFAULT_LANGUAGE).map((post) => [post.articleId, post]),
  );
  await Promise.all(
    articles.map((article) => {
      if (!isLanguage(article.language)) throw new Error(`Article ${article.slug}: unknown language ${article.language}`);
      const original = article.language === DEFAULT_LANGUAGE ? null : originals.get(article.articleId);
      const art = coverArtFor({ ...article, variant: variants.get(coverTurnKey(article)) }, original);
      const social = socialImageSvg({ ...art, title: article.title, brand: business.name, measureText: measureTitle });
      return Promise.all([writeResponsiveWebp(coverArtSvg(art), article.coverImage), writeJpeg(social, article.socialImage)]);
    }),
  );
  await Promise.all(
    LANGUAGES.map((language) => {
      const svg = socialImageSvg({
        topic: 'studio',
        iconSvg: iconSvg(MonitorSmartphone),
        title: buildTranslator(language, ['common'])('site.tagline'),
        brand: business.name,
        note: business.siteUrl.replace(/^https?:\/\//, ''),
        measureText: measureTitle,
      });
      return writeJpeg(svg, defaultSocialImagePath(language));
    }),
  );
  return articles.length;
}
