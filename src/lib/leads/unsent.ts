import { mailtoUrl } from '../contact-links';
import { escapeXml } from '../escape-xml';
import type { FormKind } from '../forms/kinds';
import type { Translate } from '../i18n';
import type { Language } from '../languages';
import { describeFields, type Lead } from './lead';
import type { TradeName } from '../trades';

/*
 * When a lead could be neither stored nor passed on to the owner, the visitor keeps what they wrote: shown again, and
 * ready to send by e-mail to the business. The browser uses the mail link under the form; a form posted without
 * JavaScript gets the page below as the answer itself (the words travel in no address).
 */

/** A mailto link to the business with the visitor's words as the body, in the visitor's language (`trades` named in it). */
export function unsentLeadMailto(
  businessEmail: string,
  kind: FormKind,
  fields: Lead['fields'],
  t: Translate,
  trades: readonly TradeName[],
): string {
  const subject = t(`forms.unsent.subject.${kind}`);
  return `${mailtoUrl(businessEmail, subject)}&body=${encodeURIComponent(describeFields(fields, t, trades))}`;
}

/** The fields a visitor posted, as a lead's fields: text and ticks only, without the honeypot and the page language. */
export function postedFields(body: Record<string, unknown>): Lead['fields'] {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => key !== 'honeypot' && key !== 'locale' && (typeof value === 'string' || typeof value === 'boolean'),
    ),
  ) as Lead['fields'];
}

/** The whole page a form posted without JavaScript gets when its lead reached nobody: their words, a mail link, a way back. */
export function unsentLeadPage({
  kind,
  language,
  fields,
  businessEmail,
  backHref,
  t,
  trades,
}: {
  kind: FormKind;
  language: Language;
  fields: Lead['fields'];
  businessEmail: string;
  backHref: string;
  t: Translate;
  /** The trades, named in the visitor's language. */
  trades: readonly TradeName[];
}): string {
  const words = escapeXml(describeFields(fields, t, trades));
  const mailto = escapeXml(unsentLeadMailto(businessEmail, kind, fields, t, trades));
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeXml(t('forms.unsent.title'))}</title>
<style>
body{margin:0;background:#f8fafc;color:#1e293b;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:0 auto;padding:2.5rem 1.25rem}
h1{color:#0b1f33;font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.25rem;font:inherit}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
a{display:inline-flex;align-items:center;min-height:48px;padding:0 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none}
.mail{background:#c2410c;color:#fff}.back{border:1px solid #b5d1ea;color:#0b1f33}
a:focus-visible{outline:2px solid #c2410c;outline-offset:2px}
</style>
</head>
<body>
<main data-testid="unsent-lead">
<h1>${escapeXml(t('forms.unsent.title'))}</h1>
<p>${escapeXml(t('forms.unsent.text'))}</p>
<pre data-testid="unsent-words">${words}</pre>
<div class="actions">
<a class="mail" href="${mailto}" data-testid="unsent-mail">${escapeXml(t('forms.unsent.mail', { email: businessEmail }))}</a>
<a class="back" href="${escapeXml(backHref)}">${escapeXml(t('forms.unsent.back'))}</a>
</div>
</main>
</body>
</html>
`;
}
