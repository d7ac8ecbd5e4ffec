import { UTM_FIELDS, type Attribution } from '../lib/leads/arrival-fields';
import { tapChannelOf, tapUrl } from '../lib/leads/tap-links';

/*
 * How this tab's visit arrived, kept for the tab only (sessionStorage: no cookie, nothing kept once the tab closes,
 * nothing sent anywhere but with a form to the site itself), and the count of a tap on a phone, WhatsApp or e-mail
 * link. The privacy statement says what is kept and why (content/legal). Every page loads this first: it stays small.
 */

const KEY = 'arrival';

/** Once per tab, at its first page: the page, the referring site's host (none from this site itself) and the UTM parameters. */
export function recordArrival(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const params = new URLSearchParams(location.search);
    const referrerHost = document.referrer && new URL(document.referrer).host;
    const utm: Record<string, string> = {};
    for (const [field, param] of UTM_FIELDS) {
      const value = params.get(param);
      if (value) utm[field] = value.slice(0, 100);
    }
    const arrival: Attribution = {
      landingPage: location.pathname,
      referrerHost: referrerHost && referrerHost !== location.host ? referrerHost : undefined,
      utm: Object.keys(utm).length ? utm : undefined,
    };
    // JSON leaves out what is undefined.
    sessionStorage.setItem(KEY, JSON.stringify(arrival));
  } catch {
    // Storage disabled, or a referrer that is not a URL: the visit's forms then say only where they were sent from.
  }
}

/** The arrival of this tab's visit, or an empty one where none was recorded. */
export function arrival(): Attribution {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Attribution;
  } catch {
    return {};
  }
}

/** Counts taps on the phone, WhatsApp and e-mail links of every page: one beacon after the tap, the page and the channel only. */
export function countTaps(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const channel = link && tapChannelOf(link.getAttribute('href'));
      if (channel) navigator.sendBeacon(tapUrl(channel, location.pathname));
    },
    true,
  );
}
