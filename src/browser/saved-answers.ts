import { SAVED_ANSWERS, type SavedAnswersKey } from '../lib/forms/saved-answers';

/*
 * The visitor's answers in this tab's sessionStorage (src/lib/forms/saved-answers.ts says what and why): never in a
 * URL, a cookie or localStorage, so another tab, a new visit or someone else at the computer later does not see them.
 * Storage may be disabled or full: then answers simply are not kept.
 */

export function readAnswers(key: SavedAnswersKey): unknown {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored === null ? null : (JSON.parse(stored) as unknown);
  } catch {
    return null;
  }
}

/** Keeps `answers` under `key`; null forgets them. */
export function saveAnswers(key: SavedAnswersKey, answers: unknown): void {
  try {
    if (answers === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(answers));
  } catch {
    // Not kept; the page works as before.
  }
}

/** Forgets every kept answer: the intake is sent, and what led to it is done. */
export function forgetAllAnswers(): void {
  for (const key of Object.values(SAVED_ANSWERS)) saveAnswers(key, null);
}
