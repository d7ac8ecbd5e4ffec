import type { Attribution } from './arrival-fields';

/** The fields that carry an attribution in a post: the reverse of attributionOf. */
export function attributionFields(attribution: Attribution): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      landingPage: attribution.landingPage,
      referrerHost: attribution.referrerHost,
      ...attribution.utm,
      sentFrom: attribution.sentFrom,
    }).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
