import { STYLES } from '../forms/options';
import type { Language } from '../languages';
import type { Style } from '../site-preview/answers';
import { formatPhone, type FormattedPhone } from '../site-preview/phone';
import { previewTheme, type PreviewTheme } from '../site-preview/theme';
import { bookingDays, DEFAULT_MINUTES, type BookingDay } from './booking';
import { clockFor, hoursOnClock } from './hours';
import { CASE_FEATURE_DISPLAY, CASE_FEATURE_KINDS, CASE_LOGO_MARKS, type CaseFeatureKind, type CaseLogoMark } from './features';
import { CASE_SITE_LAYOUTS, type CaseSiteLayout, type CaseSiteSection } from './layout';
import { monogram, wordmarkLines } from './logo';
import { casePictureBase, casePictureNames } from './pictures';

/**
 * A portfolio client's site, shaped from its case (content/portfolio/cases.json through the case-site template's
 * query): which sections and demos it has, in its style's order, with its own words. The components only draw it.
 */

/** The case as the template's query gives it (generated types mark optional fields null). */
export interface CaseSiteSource {
  slug: string;
  client: string;
  trade: string;
  location: string;
  phone: string;
  style: string;
  features: ReadonlyArray<{ kind: string; text: string }>;
  site: {
    logo: string;
    tagline: string;
    headline: string;
    since: number;
    owner: string;
    about: string;
    services: ReadonlyArray<{ name: string; line: string; price?: string | null; minutes?: number | null }>;
    hours: ReadonlyArray<{ days: string; hours: string }>;
    areas: ReadonlyArray<string>;
    credentials?: ReadonlyArray<string> | null;
    banner?: string | null;
    reviews: ReadonlyArray<{ text: string; author: string; town: string }>;
  };
}

export type RequestKind = 'emergency-form' | 'quote-form';

export interface CaseFeature {
  kind: CaseFeatureKind;
  text: string;
}

export interface CaseSiteService {
  name: string;
  line: string;
  price: string | null;
  minutes: number | null;
}

export interface CaseSiteModel {
  slug: string;
  name: string;
  phone: FormattedPhone;
  /** What the shared call button reads. */
  callLabel: string;
  town: string;
  theme: PreviewTheme;
  layout: CaseSiteLayout;
  logo: { mark: CaseLogoMark; letters: string; lines: [string, string]; tagline: string };
  headline: string;
  since: number;
  owner: string;
  about: string;
  services: CaseSiteService[];
  /** Services with a price: the price list. */
  prices: CaseSiteService[];
  hours: ReadonlyArray<{ days: string; hours: string }>;
  areas: string[];
  credentials: string[];
  reviews: ReadonlyArray<{ text: string; author: string; town: string }>;
  sections: CaseSiteSection[];
  /** The words each feature the case names has, by kind, for the part of the site that shows it. */
  features: Partial<Record<CaseFeatureKind, string>>;
  /** The banner's message when the case has a banner feature, else null. */
  banner: string | null;
  requests: Array<{ kind: RequestKind; text: string }>;
  /** The booking demo: the services one books (those with a length, else all) and each one's days and times. */
  booking: Array<{ service: string; minutes: number; days: BookingDay[] }>;
  gallery: string[];
  beforeAfter: { before: string; after: string } | null;
  panels: CaseFeature[];
}

const isKind = (kind: string): kind is CaseFeatureKind => (CASE_FEATURE_KINDS as readonly string[]).includes(kind);
const isStyle = (style: string): style is Style => (STYLES as readonly string[]).includes(style);
const isMark = (mark: string): mark is CaseLogoMark => (CASE_LOGO_MARKS as readonly string[]).includes(mark);

/** Whether a section has something of the case's to show. */
function hasContent(section: CaseSiteSection, model: Omit<CaseSiteModel, 'sections'>): boolean {
  switch (section) {
    case 'request':
      return model.requests.length > 0;
    case 'booking':
      return model.features.booking !== undefined && model.booking.some((option) => option.days.length > 0);
    case 'prices':
      return model.prices.length > 0;
    case 'gallery':
      return model.gallery.length > 0;
    case 'before-after':
      return model.beforeAfter !== null;
    case 'credentials':
      return model.credentials.length > 0 || model.features.credentials !== undefined;
    case 'panels':
      return model.panels.length > 0;
    default:
      return true;
  }
}

export function caseSiteModel(source: CaseSiteSource, language: Language, callLabel: (phone: string) => string): CaseSiteModel {
  if (!isStyle(source.style)) throw new Error(`${source.slug}: unknown style "${source.style}"`);
  const features = source.features.filter((feature): feature is CaseFeature => isKind(feature.kind));
  const byKind: Partial<Record<CaseFeatureKind, string>> = {};
  for (const feature of features) byKind[feature.kind] ??= feature.text;
  const kinds = features.map((feature) => feature.kind);
  const services = source.site.services.map((service) => ({
    name: service.name,
    line: service.line,
    price: service.price?.trim() || null,
    minutes: service.minutes ?? null,
  }));
  const timed = services.filter((service) => service.minutes !== null);
  const phone = formatPhone(source.phone, language);
  const pictures = casePictureNames(kinds);
  const { site } = source;
  const clock = clockFor(source.phone);
  const model: Omit<CaseSiteModel, 'sections'> = {
    slug: source.slug,
    name: source.client,
    phone,
    callLabel: callLabel(phone.display),
    town: source.location,
    theme: previewTheme(source.style),
    layout: CASE_SITE_LAYOUTS[source.style],
    logo: {
      mark: isMark(site.logo) ? site.logo : 'wordmark',
      letters: monogram(source.client),
      lines: wordmarkLines(source.client),
      tagline: site.tagline,
    },
    headline: site.headline,
    since: site.since,
    owner: site.owner,
    about: site.about,
    services,
    prices: services.filter((service) => service.price !== null),
    hours: site.hours.map((line) => ({ days: line.days, hours: hoursOnClock(line.hours, clock) })),
    areas: [...site.areas],
    credentials: [...(site.credentials ?? [])],
    reviews: site.reviews,
    features: byKind,
    // The editor's banner message; without one, the feature's own line.
    banner: byKind.banner === undefined ? null : site.banner?.trim() || byKind.banner,
    requests: features
      .filter(
        (feature): feature is { kind: RequestKind; text: string } => feature.kind === 'emergency-form' || feature.kind === 'quote-form',
      )
      .filter((feature, index, all) => all.findIndex((other) => other.kind === feature.kind) === index),
    booking: (timed.length > 0 ? timed : services).map((service) => {
      const minutes = service.minutes ?? DEFAULT_MINUTES;
      return { service: service.name, minutes, days: bookingDays(site.hours, minutes, clock) };
    }),
    gallery: pictures.filter((name) => name.startsWith('gallery-')).map((name) => casePictureBase(source.slug, name)),
    beforeAfter: pictures.includes('before')
      ? { before: casePictureBase(source.slug, 'before'), after: casePictureBase(source.slug, 'after') }
      : null,
    panels: features.filter((feature) => CASE_FEATURE_DISPLAY[feature.kind] === 'panel'),
  };
  return { ...model, sections: model.layout.order.filter((section) => hasContent(section, model)) };
}
