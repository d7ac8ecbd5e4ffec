import { useEffect, useState } from 'react';
import type * as IntakeSiteCode from './IntakeSite';

/** The `intake-site` chunk: the website's component and the model it draws from. */
type SiteCode = typeof IntakeSiteCode;

let loading: Promise<SiteCode> | null = null;

/** Starts loading the visitor's website's code (once per page). */
export function loadIntakeSite(): Promise<SiteCode> {
  loading ??= import(/* webpackChunkName: "intake-site" */ './IntakeSite');
  return loading;
}

/** The website's code once it has loaded, after `wanted` turns true; null until then. */
export function useIntakeSiteCode(wanted: boolean): SiteCode | null {
  const [code, setCode] = useState<SiteCode | null>(null);
  useEffect(() => {
    if (!wanted || code) return undefined;
    let current = true;
    // Not awaited (`void`): an effect cannot be async; a failed chunk leaves the preview unloaded.
    void loadIntakeSite().then((loaded) => current && setCode(loaded));
    return () => {
      current = false;
    };
  }, [wanted, code]);
  return code;
}

/** The website's component once its code has loaded, after `wanted` turns true; null until then. */
export const useIntakeSite = (wanted: boolean): SiteCode['IntakeSite'] | null => useIntakeSiteCode(wanted)?.IntakeSite ?? null;
