/*
 * Where a lead came from, kept without cookies or trackers: the page the visit landed on, the referring site's host,
 * the campaign's UTM parameters and the page the form was sent from. The browser keeps the arrival for its tab only
 * (src/browser/arrival.ts) and posts it with a form as plain fields; a form posted without JavaScript carries at least
 * `sentFrom`, a hidden field of the page.
 */

import { UTM_FIELDS, type Attribution, type UtmField } from './arrival-fields';

export { UTM_FIELDS, type Attribution, type UtmField } from './arrival-fields';
export { attributionFields } from './attribution-fields';

/** The kinds of source the inbox counts leads by; `unknown` when the visit's arrival was not recorded (no JavaScript). */
export const SOURCE_KINDS = ['search', 'social', 'campaign', 'referral', 'direct', 'unknown'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const isSourceKind = (value: unknown): value is SourceKind =>
  typeof value === 'string' && (SOURCE_KINDS as readonly string[]).includes(value);

/** Hosts of search engines and social networks, by the part of the name that says which (google.nl, m.facebook.com). */
const SEARCH = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|startpage|qwant|baidu|yandex|search\.brave|kagi)\.[a-z.]+$/;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|t|x|pinterest|youtube|tiktok|reddit|whatsapp|threads|nextdoor|snapchat)\.(com|co|net|in|me)$/;

/** A site path as the pages have them: letters, digits and `-._~/`, at most 200 characters; anything else is dropped. */
const SITE_PATH = /^\/[A-Za-z0-9\-._~/]{0,199}$/;
const HOST = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
/** UTM values are a campaign's words: printable, without control characters, at most 100 characters. */
const UTM_VALUE = /^\P{Cc}{1,100}$/u;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);
export const sitePathOf = (value: unknown): string | undefined => {
  const path = text(value);
  return path && SITE_PATH.test(path) && !path.includes('//') ? path : undefined;
};

/**
 * The attribution in a posted form, from its fields (`landingPage`, `referrerHost`, `utmSource`…, `sentFrom`): what is
 * not a site path, a host name or a short campaign word is dropped, never refused (the visitor did not type it).
 */
export function attributionOf(body: Record<string, unknown>): Attribution {
  const referrerHost = text(body.referrerHost)?.toLowerCase();
  const utm = Object.fromEntries(
    UTM_FIELDS.map(([field]) => [field, text(body[field])]).filter(
      (entry): entry is [UtmField, string] => entry[1] !== undefined && UTM_VALUE.test(entry[1]),
    ),
  );
  const attribution: Attribution = {
    landingPage: sitePathOf(body.landingPage),
    referrerHost: referrerHost && referrerHost.length <= 253 && HOST.test(referrerHost) ? referrerHost : undefined,
    utm: Object.keys(utm).length ? utm : undefined,
    sentFrom: sitePathOf(body.sentFrom),
  };
  return Object.fromEntries(Object.entries(attribution).filter(([, value]) => value !== undefined)) as Attribution;
}

/**
 * The kind of source of a visit: a campaign when it carries UTM parameters (whatever sent it), otherwise by its
 * referrer: a search engine, a social network, another site, or none at all (typed in, a bookmark, an app). A visit
 * whose arrival was not recorded (a form posted without JavaScript) is unknown.
 */
export function sourceKindOf(attribution: Attribution | undefined): SourceKind {
  if (!attribution || attribution.landingPage === undefined) return 'unknown';
  if (attribution.utm && Object.keys(attribution.utm).length) return 'campaign';
  const host = attribution.referrerHost?.replace(/:\d+$/, '');
  if (!host) return 'direct';
  if (SEARCH.test(host)) return 'search';
  if (SOCIAL.test(host)) return 'social';
  return 'referral';
}

/** The page a lead counts for in the summary: where its visit landed, or else the page its form was sent from. */
export const pageOfLead = (attribution: Attribution | undefined): string | undefined => attribution?.landingPage ?? attribution?.sentFrom;
