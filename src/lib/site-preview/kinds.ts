import type { Translate } from '../i18n';
import { STYLES } from '../forms/options';
import { sitePictureBase } from '../asset-paths';
import type { TradeKind } from '../trade-kinds';
import type { Style } from './answers';

/*
 * What the sketch shows for each kind of business (src/lib/trade-kinds.ts): a call-out trade leads with its call button
 * and a 24/7 emergency line, an appointment trade with booking, its opening hours and a price list, a project trade with
 * a quote request, photos of its work and the area it serves. Pure: words from the translator, data from the trade.
 */

/** The sections of a visitor's website, in the order a kind shows them (TradeSite draws each). */
export type SiteSection = 'emergency' | 'services' | 'prices' | 'hours' | 'gallery' | 'reviews' | 'area' | 'contact';

/** The hero's first action: dial (call-out), book (appointment) or ask for a quote (project). */
export interface PrimaryAction {
  kind: 'call' | 'book' | 'quote';
  label: string;
  /** The section the action leads to on the page; a call dials instead. */
  section: SiteSection | null;
}

export interface KindSections {
  primary: PrimaryAction | null;
  /** The hero's three points. */
  points: string[];
  /** What the site's own navigation lists, in order. */
  nav: Array<{ label: string; section: SiteSection }>;
  /** The sections below the hero, in order. */
  sections: SiteSection[];
  emergency: { heading: string; text: string } | null;
  prices: { heading: string; rows: Array<{ service: string; price: string }> } | null;
  hours: { heading: string; rows: Array<{ days: string; time: string }> } | null;
  /** Under the price list and hours: they are samples until the owner gives theirs. */
  sampleNote: string | null;
  gallery: { heading: string; items: Array<{ picture: string; caption: string }> } | null;
  areaHeading: string;
  areaText: string;
  contactText: string;
  /** The actions in the text alternative ("A call button and a 24/7 emergency line"). */
  altActions: string;
}

interface KindInput {
  kind: TradeKind;
  t: Translate;
  town: string;
  services: readonly string[];
  /** The trade's sample prices in the services' order, when its content gives them. */
  prices: readonly string[] | null;
  /** The trade's id (or "other") and the style shown, for the gallery's pictures. */
  pictureTrade: string;
  style: Style;
}

const GALLERY_SIZE = 3;

/** The gallery shows the trade's work as the other styles draw it: three more pictures without drawing more. */
function galleryPictures(pictureTrade: string, style: Style): string[] {
  return STYLES.filter((other) => other !== style)
    .slice(0, GALLERY_SIZE)
    .map((other) => sitePictureBase(pictureTrade, other));
}

export function kindSections({ kind, t, town, services, prices, pictureTrade, style }: KindInput): KindSections {
  const common = {
    areaHeading: t('sitePreview.areaHeading'),
    areaText: town ? t('sitePreview.areaText', { town }) : t('sitePreview.areaTextNoTown'),
    emergency: null,
    prices: null,
    hours: null,
    sampleNote: null,
    gallery: null,
  };
  const navServices = { label: t('sitePreview.navServices'), section: 'services' as const };
  const navReviews = { label: t('sitePreview.navReviews'), section: 'reviews' as const };
  const navArea = { label: t('sitePreview.areaNav'), section: 'area' as const };
  const navContact = { label: t('sitePreview.navContact'), section: 'contact' as const };
  switch (kind) {
    case 'call-out':
      return {
        ...common,
        primary: null,
        points: [t('sitePreview.callOut.emergencyLine'), t('sitePreview.callOut.point2'), t('sitePreview.clearPrices')],
        nav: [navServices, navReviews, navArea, navContact],
        sections: ['emergency', 'services', 'reviews', 'area', 'contact'],
        emergency: { heading: t('sitePreview.callOut.emergencyLine'), text: t('sitePreview.callOut.emergencyText') },
        contactText: t('sitePreview.callOut.contactText'),
        altActions: t('sitePreview.callOut.altActions'),
      };
    case 'appointment':
      return {
        ...common,
        primary: { kind: 'book', label: t('sitePreview.appointment.action'), section: 'hours' },
        points: [t('sitePreview.appointment.point1'), t('sitePreview.appointment.point2'), t('sitePreview.appointment.point3')],
        nav: [
          navServices,
          { label: t('sitePreview.appointment.prices'), section: 'prices' },
          { label: t('sitePreview.appointment.hoursNav'), section: 'hours' },
          navContact,
        ],
        sections: ['services', 'prices', 'hours', 'reviews', 'area', 'contact'],
        prices: {
          heading: t('sitePreview.appointment.prices'),
          rows: services.map((service, index) => ({
            service,
            price: prices?.[index] ?? t('sitePreview.appointment.priceOnRequest'),
          })),
        },
        hours: {
          heading: t('sitePreview.appointment.hoursHeading'),
          rows: [
            { days: t('sitePreview.appointment.weekdays'), time: t('sitePreview.appointment.weekdaysTime') },
            { days: t('sitePreview.appointment.saturday'), time: t('sitePreview.appointment.saturdayTime') },
            { days: t('sitePreview.appointment.sunday'), time: t('sitePreview.appointment.closed') },
          ],
        },
        sampleNote: t('sitePreview.appointment.sampleNote'),
        areaHeading: t('sitePreview.appointment.areaHeading'),
        // The town stands above it in the area card: the line says how to come by, not the town again.
        areaText: t('sitePreview.appointment.areaText'),
        contactText: t('sitePreview.appointment.contactText'),
        altActions: t('sitePreview.appointment.altActions'),
      };
    case 'project':
      return {
        ...common,
        primary: { kind: 'quote', label: t('sitePreview.project.action'), section: 'contact' },
        points: [t('sitePreview.project.point1'), t('sitePreview.clearPrices'), t('sitePreview.project.point3')],
        nav: [navServices, { label: t('sitePreview.project.galleryNav'), section: 'gallery' }, navArea, navContact],
        sections: ['services', 'gallery', 'reviews', 'area', 'contact'],
        gallery: {
          heading: t('sitePreview.project.galleryHeading'),
          items: galleryPictures(pictureTrade, style).map((picture, index) => ({ picture, caption: services[index] ?? '' })),
        },
        contactText: t('sitePreview.project.contactText'),
        altActions: t('sitePreview.project.altActions'),
      };
  }
}
