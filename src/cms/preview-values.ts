import { ISO_DATE } from '../lib/content-model/define';
import { formatDate } from '../lib/format';
import type { Language } from '../lib/languages';

/**
 * Values as the previews show them while an editor types: the preview redraws on every key, so a half-typed value
 * ("2", "2026-13", a rating of 50) shows as typed instead of stopping the preview. Pure.
 */

/** A date as the page writes it ("March 2, 2026"), or as typed while it is not a date yet. */
export function previewDate(value: string, language: Language): string {
  if (!ISO_DATE.test(value)) return value;
  try {
    return formatDate(value, language);
  } catch {
    return value;
  }
}

/** The stars of a rating: a whole number of them from 0 to 5, whatever is typed. */
export function previewStars(rating: unknown): string {
  const stars = Math.trunc(Number(rating));
  return '★'.repeat(Number.isFinite(stars) ? Math.min(Math.max(stars, 0), 5) : 0);
}
