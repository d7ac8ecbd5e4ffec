import type { Translate } from '../i18n';
import type { Language } from '../languages';
import { OPTION_LISTS } from '../forms/options';
import type { IconName } from '../icons';
import type { PreviewAnswers } from './answers';
import { OTHER_TRADE, tradeIcon, type TradeSketch } from '../trades';
import { sitePictureBase } from '../asset-paths';
import { DEFAULT_TRADE_KIND, tradeKindOf, type TradeKind } from '../trade-kinds';
import { kindSections, type KindSections } from './kinds';
import { formatPhone, type FormattedPhone } from './phone';
import { previewTheme, type PreviewTheme } from './theme';

/** The hero's picture for "other" and for a trade the site no longer lists. */
const GENERIC_ICON: IconName = 'Sparkles';

/**
 * Everything a visitor's website (TradeSite) shows, in the page's language: a pure function of their answers. Its
 * action, hero points and sections follow the trade's kind of business (./kinds.ts).
 */
export interface SitePreviewModel extends KindSections {
  language: Language;
  kind: TradeKind;
  theme: PreviewTheme;
  /** The visitor's business name, or a stand-in until they type one. */
  name: string;
  /** One or two letters for the logo's badge. */
  initials: string;
  /** "24/7 plumber in Zwolle": the trade's role and the town. */
  localLine: string;
  headline: string;
  services: string[];
  icon: IconName;
  /** The hero's picture of the trade's work in the style: a public path without width and extension (responsiveImage). */
  picture: string;
  /** The town the visitor works from, or '' before they name one. */
  town: string;
  phone: FormattedPhone | null;
  callLabel: string;
  review: { text: string; author: string };
  servicesHeading: string;
  reviewsHeading: string;
  contactHeading: string;
  /** The review's stars in words. */
  rating: string;
  /** Labels of the add-ons handed over from a calculator, or null (no second booking button where booking leads). */
  booking: string | null;
  shop: string | null;
  /** What the site shows, in words: its text alternative where it is shown as a picture (the owner's inbox). */
  description: string;
}

/** Up to two letters from the name's words ("Van Dijk Installatie" is "VD"); "?" for a name with no letters. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char)) ?? '')
    .filter(Boolean);
  return (letters.slice(0, 2).join('') || '?').toUpperCase();
}

/** The texts of the trade the visitor chose, or the generic ones for "other", none, or a trade no longer listed. */
function tradeTexts(trade: TradeSketch | undefined, t: Translate): TradeSketch['preview'] {
  if (trade) return trade.preview;
  return {
    role: t('sitePreview.other.role'),
    headline: t('sitePreview.other.headline'),
    services: (['service1', 'service2', 'service3', 'service4'] as const).map((key) => t(`sitePreview.other.${key}`)),
    prices: null,
    review: t('sitePreview.other.review'),
  };
}

/** `trades`: the trades in `language`, with their preview texts (content/home/trades.json through the page's query). */
export function sitePreviewModel(
  answers: PreviewAnswers,
  language: Language,
  t: Translate,
  trades: readonly TradeSketch[],
): SitePreviewModel {
  const trade = trades.find((candidate) => candidate.itemId === answers.trade);
  const texts = tradeTexts(trade, t);
  const role = texts.role;
  const name = answers.business !== '' ? answers.business : t('sitePreview.yourBusiness');
  const town = answers.town;
  const localLine = town ? t('sitePreview.localLine', { role, town }) : t('sitePreview.nearYou', { role });
  const headline = texts.headline;
  const services = [...texts.services];
  const phone = answers.phone ? formatPhone(answers.phone, language) : null;
  const kind = trade ? tradeKindOf(trade.kind) : DEFAULT_TRADE_KIND;
  const booking = answers.addOns.includes('booking') && kind !== 'appointment' ? t('sitePreview.book') : null;
  const shop = answers.addOns.includes('ecommerce') ? t('sitePreview.shop') : null;
  const theme = previewTheme(answers.style);
  const pictureTrade = trade ? trade.itemId : OTHER_TRADE;
  const sections = kindSections({ kind, t, town, services, prices: trade?.preview.prices ?? null, pictureTrade, style: theme.style });
  const description = t('sitePreview.altText', {
    name,
    localLine,
    headline,
    services: services.join(', '),
    actions: sections.altActions,
    phone: phone ? t('sitePreview.altTextPhone', { phone: phone.display }) : '',
    extras: `${booking ? t('sitePreview.altTextBooking') : ''}${shop ? t('sitePreview.altTextShop') : ''}`,
    style: t(OPTION_LISTS.style.label(theme.style)),
  });
  return {
    ...sections,
    language,
    kind,
    theme,
    name,
    initials: initialsOf(name),
    localLine,
    headline,
    services,
    icon: tradeIcon(trade, GENERIC_ICON),
    picture: sitePictureBase(pictureTrade, theme.style),
    town,
    phone,
    callLabel: phone ? t('sitePreview.call', { phone: phone.display }) : t('sitePreview.callNow'),
    review: {
      text: texts.review,
      author: town ? t('sitePreview.reviewBy', { town }) : t('sitePreview.reviewByNoTown'),
    },
    servicesHeading: t('sitePreview.servicesHeading'),
    reviewsHeading: t('sitePreview.reviewsHeading'),
    contactHeading: t('sitePreview.contactHeading'),
    rating: t('sitePreview.rating'),
    booking,
    shop,
    description,
  };
}
