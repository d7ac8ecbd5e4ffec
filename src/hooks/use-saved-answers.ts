import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { SavedAnswersKey } from '../lib/forms/saved-answers';
import { readAnswers, saveAnswers } from '../browser/saved-answers';
import { useDrawnByBrowser } from './drawn-by-browser';

/**
 * State kept in this tab under `key` (src/browser/saved-answers.ts). Drawn by the browser alone, it starts from the
 * kept answers, so nothing changes after the first frame; hydrating the server's HTML, it starts as the server drew it
 * and takes the kept answers right after (a different first render would not match the HTML). `restore` checks what
 * was kept and returns null when it is no use. Only the visitor's own changes are written.
 */
export function useSavedAnswers<State>(
  key: SavedAnswersKey,
  initial: () => State,
  restore: (saved: unknown) => State | null,
): [State, Dispatch<SetStateAction<State>>] {
  const drawnByBrowser = useDrawnByBrowser();
  const [state, setState] = useState<State>(() => (drawnByBrowser ? restore(readAnswers(key)) : null) ?? initial());
  const changed = useRef(false);
  useEffect(() => {
    if (drawnByBrowser) return;
    const kept = restore(readAnswers(key));
    if (kept !== null) setState(kept);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (changed.current) saveAnswers(key, state);
  }, [key, state]);
  const change: Dispatch<SetStateAction<State>> = (next) => {
    changed.current = true;
    setState(next);
  };
  return [state, change];
}
