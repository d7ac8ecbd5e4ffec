/** The leads every form takes through Netlify's runtime, as JSON and as a form post without JavaScript, and a tap. */
import { GOOD } from '../../__tests__/e2e/support/leads';
import { FORM_KINDS, type FormKind } from '../../src/lib/forms/kinds';
import { formPostRedirect } from '../../src/lib/forms/form-post';
import { isLanguage } from '../../src/lib/languages';
import type { PeriodSummary } from '../../src/lib/leads/summary';
import { check } from './report';
import { TOKEN } from './server';

/** A form as a browser posts it before its script has loaded: strings, a ticked box as "on". */
function formBody(fields: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(fields)
      .filter(([, value]) => value !== false)
      .map(([key, value]) => [key, value === true ? 'on' : String(value)]),
  ).toString();
}

/** A visit from a newsletter campaign that landed on an article and sent the intake from the home page. */
export const CAMPAIGN_ARRIVAL = { landingPage: '/blog/plumber-chicago/', utmSource: 'newsletter', utmCampaign: 'spring', sentFrom: '/' };

export interface Posted {
  kind: FormKind;
  email: string;
  via: 'json' | 'form';
}

export async function postLeads(baseUrl: string, run: string): Promise<Posted[]> {
  const posted: Posted[] = [];
  for (const kind of FORM_KINDS) {
    const json = { kind, email: `netlify-${run}-${kind}-json@example.com`, via: 'json' as const };
    // The intake arrives as a campaign visit to an article would send it: its arrival travels with it.
    const arrival = kind === 'intake' ? CAMPAIGN_ARRIVAL : {};
    const response = await fetch(`${baseUrl}/api/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...GOOD[kind]!(json.email), ...arrival }),
    });
    const body = (await response.json().catch(() => ({}))) as { ok?: boolean; id?: string };
    check(
      `${kind}: a lead posted as JSON is answered 200 with its id`,
      response.status === 200 && Boolean(body.ok && body.id),
      `${response.status}`,
    );
    posted.push(json);

    const form = { kind, email: `netlify-${run}-${kind}-form@example.com`, via: 'form' as const };
    const fields = GOOD[kind]!(form.email);
    const plain = await fetch(`${baseUrl}/api/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: formBody(fields),
      redirect: 'manual',
    });
    const language = isLanguage(fields.locale) ? fields.locale : 'en';
    const thanks = formPostRedirect(kind, language, 'sent');
    const location = plain.headers.get('location') ?? '';
    check(
      `${kind}: a lead posted without JavaScript is answered 303 to ${thanks}`,
      plain.status === 303 && new URL(location, baseUrl).pathname === thanks,
      `${plain.status} ${location}`,
    );
    posted.push(form);
  }
  const thanksPage = await fetch(`${baseUrl}${formPostRedirect('contact', 'en', 'sent')}`);
  check('the thank-you page is there', thanksPage.status === 200);
  return posted;
}

/** A tap on the phone link counted through Netlify's runtime, and the summary that shows it beside the campaign's lead. */
export async function checkSummary(baseUrl: string): Promise<void> {
  const tap = await fetch(`${baseUrl}/api/tap?channel=phone&page=${encodeURIComponent(CAMPAIGN_ARRIVAL.landingPage)}`, { method: 'POST' });
  check('a tap on the phone link is counted (204)', tap.status === 204, `${tap.status}`);
  const response = await fetch(`${baseUrl}/api/leads?view=summary`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const body = (await response.json().catch(() => ({}))) as { periods?: PeriodSummary[] };
  const month = body.periods?.find((period) => period.days === 30);
  const article = month?.byPage.find((row) => row.page === CAMPAIGN_ARRIVAL.landingPage);
  check(
    'the summary counts the campaign’s lead and the tap beside its article',
    article?.leads === 1 && article.taps.phone === 1 && month?.bySource.find((row) => row.source === 'campaign')?.leads === 1,
    JSON.stringify(article ?? month ?? response.status),
  );
}
