import { useEffect, useState, type ComponentType } from 'react';
import type { AnswersPreview } from './AnswersPreview';

type Drawing = typeof AnswersPreview;

let loading: Promise<Drawing> | null = null;

/** Starts loading the drawing's code (once per page); resolves with the component. */
export function loadDrawing(): Promise<Drawing> {
  loading ??= import(/* webpackChunkName: "site-preview" */ './AnswersPreview').then((module) => module.AnswersPreview);
  return loading;
}

/** The drawing's component once its code has loaded, after `wanted` turns true; null until then. */
export function useDrawing(wanted: boolean): ComponentType<Parameters<Drawing>[0]> | null {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  useEffect(() => {
    if (!wanted || drawing) return undefined;
    let current = true;
    // Not awaited (`void`): an effect cannot be async; a failed chunk leaves the drawing unloaded.
    void loadDrawing().then((loaded) => current && setDrawing(() => loaded));
    return () => {
      current = false;
    };
  }, [wanted, drawing]);
  return drawing;
}
