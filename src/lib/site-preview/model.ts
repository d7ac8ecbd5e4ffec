import type { Translate } from '../i18n';
import type { Language } from '../languages';
import { OPTION_LISTS } from '../forms/options';
import type { IconName } from '../icons';
import type { Industry, PreviewAnswers } from './answers';
import { formatPhone, type FormattedPhone } from './phone';
import { previewTheme, type PreviewTheme } from './theme';

/** Each trade's icon in the sketch: the services' bullets and the hero's picture. */
const TRADE_ICONS: Record<Industry, IconName> = {
  loodgieter: 'Wrench',
  'beauty-wellness': 'Scissors',
  bouw: 'Hammer',
  installatie: 'Zap',
  dak: 'House',
  schilder: 'PaintRoller',
  stukadoor: 'BrickWall',
  anders: 'Sparkles',
};

/** Everything the sketch of a visitor's website shows, in the page's language: a pure function of their answers. */
export interface SitePreviewModel {
  language: Language;
  theme: PreviewTheme;
  /** The visitor's business name, or a stand-in until they type one. */
  name: string;
  named: boolean;
  /** One or two letters for the logo's badge. */
  initials: string;
  /** "24/7 plumber in Zwolle": the trade's role and the town. */
  localLine: string;
  headline: string;
  services: string[];
  icon: IconName;
  phone: FormattedPhone | null;
  callLabel: string;
  review: { text: string; author: string };
  nav: string[];
  servicesHeading: string;
  reviewsHeading: string;
  /** Labels of the add-ons handed over from a calculator, or null. */
  booking: string | null;
  shop: string | null;
  /** The text alternative: what the drawing shows, in words. */
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

export function sitePreviewModel(answers: PreviewAnswers, language: Language, t: Translate): SitePreviewModel {
  const trade = answers.trade || 'anders';
  const role = t(`sitePreview.trades.${trade}.role`);
  const named = answers.business !== '';
  const name = named ? answers.business : t('sitePreview.yourBusiness');
  const town = answers.town;
  const localLine = town ? t('sitePreview.localLine', { role, town }) : t('sitePreview.nearYou', { role });
  const headline = t(`sitePreview.trades.${trade}.headline`);
  const services = (['service1', 'service2', 'service3', 'service4'] as const).map((key) => t(`sitePreview.trades.${trade}.${key}`));
  const phone = answers.phone ? formatPhone(answers.phone, language) : null;
  const booking = answers.addOns.includes('booking') ? t('sitePreview.book') : null;
  const shop = answers.addOns.includes('ecommerce') ? t('sitePreview.shop') : null;
  const theme = previewTheme(answers.style);
  const description = t('sitePreview.altText', {
    name,
    localLine,
    headline,
    services: services.join(', '),
    phone: phone ? t('sitePreview.altTextPhone', { phone: phone.display }) : '',
    extras: `${booking ? t('sitePreview.altTextBooking') : ''}${shop ? t('sitePreview.altTextShop') : ''}`,
    style: t(OPTION_LISTS.style.label(theme.style)),
  });
  return {
    language,
    theme,
    name,
    named,
    initials: initialsOf(name),
    localLine,
    headline,
    services,
    icon: TRADE_ICONS[trade],
    phone,
    callLabel: phone ? t('sitePreview.call', { phone: phone.display }) : t('sitePreview.callNow'),
    review: {
      text: t(`sitePreview.trades.${trade}.review`),
      author: town ? t('sitePreview.reviewBy', { town }) : t('sitePreview.reviewByNoTown'),
    },
    nav: [t('sitePreview.navServices'), t('sitePreview.navReviews'), t('sitePreview.navContact')],
    servicesHeading: t('sitePreview.servicesHeading'),
    reviewsHeading: t('sitePreview.reviewsHeading'),
    booking,
    shop,
    description,
  };
}
