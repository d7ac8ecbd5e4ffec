import type { Language } from '../languages';
import { pagePath, type PageId } from '../routes';
import type { FormKind } from './schemas';

/**
 * Where each form lives, for a form posted without JavaScript: the Function sends the visitor back there when
 * the post has errors. Anchors are the sections' ids.
 */
export const FORM_PLACES: Record<FormKind, { page: PageId; anchor: string }> = {
  intake: { page: 'home', anchor: 'intake-form' },
  contact: { page: 'home', anchor: 'contact' },
  quote: { page: 'plumber', anchor: 'quote-form' },
  newsletter: { page: 'blog', anchor: 'newsletter' },
};

/** Query parameters of the way back: which form, and the fields it got wrong or that it could not be sent. */
export const FORM_PARAM = 'form';
export const FORM_ERRORS_PARAM = 'form-errors';
export const FORM_FAILED_PARAM = 'form-failed';

/** What a page's address says about a form posted without JavaScript that came back. */
export function formPostFeedback(search: string, kind: FormKind): { errors: string[] } | 'failed' | null {
  const params = new URLSearchParams(search);
  if (params.get(FORM_PARAM) !== kind) return null;
  if (params.has(FORM_FAILED_PARAM)) return 'failed';
  const errors = (params.get(FORM_ERRORS_PARAM) ?? '').split(',').filter(Boolean);
  return errors.length ? { errors } : null;
}

/**
 * Where a form posted without JavaScript sends the visitor: the thank-you page, or back to the form, on the page it was
 * sent from (`sentFrom`, a site path: the newsletter closes every article) or else the form's own page. A sent
 * intake's sketch travels in the thank-you page's fragment (`previewFragment`), which the browser keeps through the
 * redirect and never sends on.
 */
export function formPostRedirect(
  kind: FormKind,
  language: Language,
  outcome: { errors: readonly string[] } | 'sent' | 'failed',
  fragment = '',
  sentFrom?: string,
): string {
  if (outcome === 'sent') return `${pagePath('thanks', language)}${fragment ? `#${fragment}` : ''}`;
  const { page, anchor } = FORM_PLACES[kind];
  const back = sentFrom ?? pagePath(page, language);
  const query =
    outcome === 'failed'
      ? `${FORM_PARAM}=${kind}&${FORM_FAILED_PARAM}=1`
      : `${FORM_PARAM}=${kind}&${FORM_ERRORS_PARAM}=${encodeURIComponent(outcome.errors.join(','))}`;
  return `${back}?${query}#${anchor}`;
}

/**
 * A form posted without JavaScript arrives as strings: a ticked checkbox as "on" (or its value), an unticked one not
 * at all. Gives the schema's boolean fields real booleans, so the same schema validates both kinds of post.
 */
export function valuesFromFormPost(body: Record<string, unknown>, booleanFields: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = { ...body };
  for (const field of booleanFields) {
    const value = body[field];
    values[field] = value === 'on' || value === 'true' || value === true;
  }
  return values;
}
