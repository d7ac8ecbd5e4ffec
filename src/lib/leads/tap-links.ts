/** The links a tap is counted on, and where its beacon goes: what every page's first-load script needs of taps.ts. */
export const TAP_CHANNELS = ['phone', 'whatsapp', 'email'] as const;
export type TapChannel = (typeof TAP_CHANNELS)[number];
export const isTapChannel = (value: unknown): value is TapChannel =>
  typeof value === 'string' && (TAP_CHANNELS as readonly string[]).includes(value);

/** The channel a link reaches the business through, or null for any other link. */
export function tapChannelOf(href: string | null): TapChannel | null {
  if (!href) return null;
  if (href.startsWith('tel:')) return 'phone';
  if (href.startsWith('mailto:')) return 'email';
  return /^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href) ? 'whatsapp' : null;
}

/** Where the beacon of a tap goes. */
export const tapUrl = (channel: TapChannel, page: string) => `/api/tap?channel=${channel}&page=${encodeURIComponent(page)}`;
