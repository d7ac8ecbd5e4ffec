/**
 * What a portfolio case's site can have, by kind: the case file names each feature with one of these kinds and its own
 * words, and the case text, the client's site and the portfolio's mockups all read the same list.
 *
 * - `demo`: the site shows it working with sample data (a form that validates and posts nowhere, a booking picker…).
 * - `section`: the site shows it as one of its own sections (reviews, area, credentials, price list).
 * - `panel`: it cannot be shown on one page (reminders, a seasonal home page, separate service pages), so the site
 *   describes it in a short panel instead of faking it.
 */
export const CASE_FEATURE_KINDS = [
  'emergency-form',
  'quote-form',
  'booking',
  'price-list',
  'gallery',
  'before-after',
  'reviews',
  'service-area',
  'credentials',
  'banner',
  'call-button',
  'service-pages',
  'reminders',
  'seasonal-page',
  'other',
] as const;

export type CaseFeatureKind = (typeof CASE_FEATURE_KINDS)[number];

export type CaseFeatureDisplay = 'demo' | 'section' | 'panel';

export const CASE_FEATURE_DISPLAY: Record<CaseFeatureKind, CaseFeatureDisplay> = {
  'emergency-form': 'demo',
  'quote-form': 'demo',
  booking: 'demo',
  'price-list': 'section',
  gallery: 'demo',
  'before-after': 'demo',
  reviews: 'section',
  'service-area': 'section',
  credentials: 'section',
  banner: 'demo',
  'call-button': 'demo',
  'service-pages': 'panel',
  reminders: 'panel',
  'seasonal-page': 'panel',
  other: 'panel',
};

/** The editor's names for the kinds, in the order of its list. */
export const CASE_FEATURE_LABELS: Record<CaseFeatureKind, string> = {
  'emergency-form': 'Emergency form with photo upload',
  'quote-form': 'Quote or inspection request with photo upload',
  booking: 'Online booking (days and times)',
  'price-list': 'Price list with durations',
  gallery: 'Photo gallery of work',
  'before-after': 'Before and after',
  reviews: 'Reviews by named customers',
  'service-area': 'Service area',
  credentials: 'Licences, insurance, memberships',
  banner: 'Banner (storm, holiday, news)',
  'call-button': 'Call button that stays in view',
  'service-pages': 'A page per service (described in a panel)',
  reminders: 'Reminders by text or e-mail (described in a panel)',
  'seasonal-page': 'A home page that changes with the season (described in a panel)',
  other: 'Something else (described in a panel)',
};

/** Logo treatments a case's site can have: drawn from its name and style, never a picture an editor uploads. */
export const CASE_LOGO_MARKS = ['monogram', 'wordmark', 'badge', 'emblem', 'script'] as const;
export type CaseLogoMark = (typeof CASE_LOGO_MARKS)[number];
