import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CreatePagesArgs } from 'gatsby';
import * as lucide from 'lucide-react';
import { ListChecks, MapPin, MonitorSmartphone, Settings, Smartphone, Wrench, Zap, type LucideIcon } from 'lucide-react';
import business from '../../content/site/business.json';
import { coverArtSvg, socialImageSvg, type CoverArtInput, type Topic } from './covers';
import { LANGUAGES, isLanguage } from '../lib/languages';
import { defaultSocialImagePath } from '../lib/asset-paths';
import { buildTranslator } from './locales';
import { writeJpeg, writeResponsiveWebp } from './raster';
import { textWidth } from './svg-text';
import type { CoverPaletteName, TradeMotif } from '../lib/cover-choices';

/** What a Local SEO cover takes from its trade (content/home/trades.json): the badge's icon, the drawing, the colours. */
export interface TradeCoverFields {
  itemId: string;
  icon: string;
  cover: { motif: TradeMotif; palette: CoverPaletteName };
}

/** A content icon (src/lib/content-icons.ts) as lucide draws it. */
function lucideIcon(name: string): LucideIcon {
  const icon = (lucide as unknown as Record<string, LucideIcon | undefined>)[name];
  if (!icon) throw new Error(`No lucide icon is called ${name} (content/home/trades.json)`);
  return icon;
}

/**
 * The cover of each general post, by its id (shared by the English and Dutch versions): a motif of its
 * subject and a fitting icon; posts about one trade take that trade's palette.
 */
export const GENERAL_COVERS: Record<string, { topic: Topic; icon: LucideIcon; trade?: string }> = {
  // 5 Essential Website Tips for Local Professionals
  '1': { topic: 'checklist', icon: ListChecks },
  // Why Every Plumber Needs a Professional Website
  '2': { topic: 'plumber-site', icon: Wrench, trade: 'plumber' },
  // Local SEO for Small Businesses: How to Get Found
  '3': { topic: 'local-map', icon: MapPin },
  // Website Maintenance: What Tradespeople Need to Know
  '4': { topic: 'maintenance', icon: Settings },
  // How Electricians Get More Customers With a Website
  '5': { topic: 'electric-house', icon: Zap, trade: 'electrician' },
  // Why Mobile-Friendly Websites Are No Longer Optional
  '6': { topic: 'mobile', icon: Smartphone },
};

function iconSvg(icon: LucideIcon): string {
  return renderToStaticMarkup(createElement(icon, { size: 24, strokeWidth: 2 }));
}

interface ArticleImageFields {
  articleId: string;
  language?: string | null;
  /** Its place among its trade's articles in its language, by date (see CoverArtInput.variant). */
  variant?: number;
  date?: string;
  slug: string;
  trade: string | null;
  city: string | null;
}

/**
 * What a cover shows: the trade and city of a Local SEO article, drawn as its trade's `cover` and `icon` say (`trades`:
 * content/home/trades.json), or the motif of a general post.
 */
export function coverArtFor(article: ArticleImageFields, trades: readonly TradeCoverFields[]): CoverArtInput {
  const general = GENERAL_COVERS[article.articleId];
  if (general) return { topic: general.topic, trade: general.trade, iconSvg: iconSvg(general.icon) };
  if (article.trade) {
    const trade = trades.find((candidate) => candidate.itemId === article.trade);
    // The build's content check refuses an article whose trade is not listed; this names the file if one slips by.
    if (!trade) throw new Error(`Article ${article.slug}: trade "${article.trade}" is not in content/home/trades.json`);
    return {
      trade: article.trade,
      motif: trade.cover.motif,
      palette: trade.cover.palette,
      city: article.city,
      language: article.language,
      variant: article.variant,
      iconSvg: iconSvg(lucideIcon(trade.icon)),
    };
  }
  throw new Error(
    `Article ${article.slug}: no cover motif for article id "${article.articleId}" (add it to GENERAL_COVERS in src/node/article-images.ts)`,
  );
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
          articleId
          language
          slug
          title
          category
          date
          trade
          city
          coverImage
          socialImage
        }
      }
      allTrade {
        nodes {
          itemId
          icon
          cover {
            motif
            palette
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not query articles for images: ${JSON.stringify(result.errors)}`);
  // The generated query type gains articleId and city at the next type generation.
  const articles = result.data.allArticle.nodes as ReadonlyArray<
    Queries.ArticleImagesQuery['allArticle']['nodes'][number] & ArticleImageFields
  >;
  // The content model allows only the cover choices' names; the generated query type says string.
  const trades = result.data.allTrade.nodes as readonly TradeCoverFields[];
  const variants = coverTurns(articles);
  await Promise.all(
    articles.map((article) => {
      if (!isLanguage(article.language)) throw new Error(`Article ${article.slug}: unknown language ${article.language}`);
      const art = coverArtFor({ ...article, variant: variants.get(coverTurnKey(article)) }, trades);
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
