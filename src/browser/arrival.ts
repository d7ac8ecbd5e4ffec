import { UTM_FIELDS, type Attribution } from '../lib/leads/attribution';
import { tapChannelOf, tapUrl } from '../lib/leads/taps';

/*
 * How this tab's visit arrived, kept for the tab only (sessionStorage: no cookie, nothing kept once the tab closes,
 * nothing sent anywhere but with a form to the site itself), and the count of a tap on a phone, WhatsApp or e-mail
 * link. The privacy statement says what is kept and why (content/legal).
 */

const KEY = 'arrival';
/** Where storage is disabled: this page's memory. */
let remembered: Attribution | null = null;

/** Once per tab, at its first page: the page, the referring site's host (none from this site itself) and the UTM parameters. */
export function recordArrival(): void {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(KEY);
  } catch {
    // Storage disabled: kept in memory below.
  }
  if (stored || remembered) return;
  const params = new URLSearchParams(location.search);
  let referrerHost = '';
  try {
    referrerHost = document.referrer ? new URL(document.referrer).host : '';
  } catch {
    // A referrer that is not a URL says nothing.
  }
  const utm = Object.fromEntries(
    UTM_FIELDS.map(([field, param]) => [field, params.get(param)?.slice(0, 100)]).filter(([, value]) => value),
  );
  remembered = {
    landingPage: location.pathname,
    ...(referrerHost && referrerHost !== location.host ? { referrerHost } : {}),
    ...(Object.keys(utm).length ? { utm } : {}),
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(remembered));
  } catch {
    // Kept in memory for this page.
  }
}

/** The arrival of this tab's visit, or an empty one where none was recorded. */
export function arrival(): Attribution {
  try {
    return remembered ?? (JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Attribution);
  } catch {
    return {};
  }
}

/** Counts taps on the phone, WhatsApp and e-mail links of every page: one beacon after the tap, the page and the channel only. */
export function countTaps(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const channel = tapChannelOf(link?.getAttribute('href') ?? null);
      if (channel) navigator.sendBeacon?.(tapUrl(channel, location.pathname));
    },
    { capture: true, passive: true },
  );
}
