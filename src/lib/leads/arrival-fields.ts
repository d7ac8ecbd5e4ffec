/*
 * What every page's first-load script needs of attribution.ts (src/browser/arrival.ts): the shape of an arrival and
 * the UTM parameters. A module of its own, so that it carries none of the server's checks and source lists.
 */

/** The posted fields of an arrival and the UTM parameters they come from. */
export const UTM_FIELDS = [
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmTerm', 'utm_term'],
  ['utmContent', 'utm_content'],
] as const;
export type UtmField = (typeof UTM_FIELDS)[number][0];

/** What a lead keeps about how it arrived; every part may be missing (a form posted without JavaScript knows only `sentFrom`). */
export interface Attribution {
  landingPage?: string;
  referrerHost?: string;
  utm?: Partial<Record<UtmField, string>>;
  sentFrom?: string;
}
