import { useEffect, useState } from 'react';
import type { IntakeSite } from './IntakeSite';

type Site = typeof IntakeSite;

let loading: Promise<Site> | null = null;

/** Starts loading the visitor's website's code (once per page); resolves with the component. */
export function loadIntakeSite(): Promise<Site> {
  loading ??= import(/* webpackChunkName: "intake-site" */ './IntakeSite').then((module) => module.IntakeSite);
  return loading;
}

/** The website's component once its code has loaded, after `wanted` turns true; null until then. */
export function useIntakeSite(wanted: boolean): Site | null {
  const [site, setSite] = useState<Site | null>(null);
  useEffect(() => {
    if (!wanted || site) return undefined;
    let current = true;
    // Not awaited (`void`): an effect cannot be async; a failed chunk leaves the preview unloaded.
    void loadIntakeSite().then((loaded) => current && setSite(() => loaded));
    return () => {
      current = false;
    };
  }, [wanted, site]);
  return site;
}
