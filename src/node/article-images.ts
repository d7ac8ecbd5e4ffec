import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CreatePagesArgs } from 'gatsby';
import { ListChecks, MapPin, MonitorSmartphone, Settings, Smartphone, Wrench, Zap, type LucideIcon } from 'lucide-react';
import business from '../../content/site/business.json';
import { coverArtSvg, socialImageSvg, type CoverArtInput } from './covers';
import type { CoverTopic } from '../lib/cover-choices';
import { postCover } from '../lib/post-cover';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '../lib/languages';
import { defaultSocialImagePath } from '../lib/asset-paths';
import { buildTranslator } from './locales';
import { writeJpeg, writeResponsiveWebp } from './raster';
import { textWidth } from './svg-text';
import { lucideIcon } from './lucide';
import type { CoverPaletteName, TradeMotif } from '../lib/cover-choices';

/** What a Local SEO cover takes from its trade (content/home/trades.json): the badge's icon, the drawing, the colours. */
export interface TradeCoverFields {
  itemId: string;
  icon: string;
  cover: { motif: TradeMotif; palette: CoverPaletteName };
}

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
 * What a cover shows: the trade and city of a Local SEO article, drawn as its trade's `cover` and `icon` say (`trades`:
 * content/home/trades.json), or a general post's motif from its own fields (and its original's, for a translation:
 * `original`), in its trade's colours when it names one; a general post drawn as its trade takes the trade's drawing.
 */
export function coverArtFor(
  source: ArticleImageFields,
  trades: readonly TradeCoverFields[],
  original?: CoverOriginal | null,
): CoverArtInput {
  const tradeOf = (id: string, slug: string) => {
    const trade = trades.find((candidate) => candidate.itemId === id);
    // The build's content check refuses an article whose trade is not listed; this names the file if one slips by.
    if (!trade) throw new Error(`Article ${slug}: trade "${id}" is not in content/home/trades.json`);
    return trade;
  };
  let article = source;
  if (article.kind === 'general') {
    const cover = postCover(
      { cover: article.cover, trade: article.coverTrade, category: article.category ?? '' },
      original && { cover: original.cover, trade: original.coverTrade },
    );
    if (cover.topic)
      return {
        topic: cover.topic,
        palette: cover.trade ? tradeOf(cover.trade, article.slug).cover.palette : null,
        iconSvg: iconSvg(TOPIC_ICONS[cover.topic]),
      };
    // The trade's own drawing, as on its city articles but with no city behind it.
    article = { ...article, trade: cover.trade, city: null };
  }
  if (article.trade) {
    const trade = tradeOf(article.trade, article.slug);
    return {
      trade: article.trade,
      motif: trade.cover.motif,
      palette: trade.cover.palette,
      city: article.city,
      language: article.language,
      variant: article.variant,
      iconSvg: iconSvg(lucideIcon(trade.icon, 'content/home/trades.json')),
    };
  }
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
  const articles = result.data.allArticle.nodes;
  // The content model allows only the cover choices' names; the generated query type says string.
  const trades = result.data.allTrade.nodes as readonly TradeCoverFields[];
  const variants = coverTurns(articles);
  const originals = new Map(
    articles.filter((article) => article.kind === 'general' && article.language === DEFAULT_LANGUAGE).map((post) => [post.articleId, post]),
  );
  await Promise.all(
    articles.map((article) => {
      if (!isLanguage(article.language)) throw new Error(`Article ${article.slug}: unknown language ${article.language}`);
      const original = article.language === DEFAULT_LANGUAGE ? null : originals.get(article.articleId);
      const art = coverArtFor({ ...article, variant: variants.get(coverTurnKey(article)) }, trades, original);
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
