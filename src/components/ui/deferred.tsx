import { lazy, useEffect, type ComponentType } from 'react';

/** Rendered beside a deferred component inside its Suspense boundary: calls back once that boundary has hydrated. */
export function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A component whose code the server renders at once and the browser loads only after `release()`: the islands
 * (./Island.tsx) release it as it approaches, a client's demos (case-site/on-use.tsx) at their first use. Its module
 * loads once, for every instance; `loaded()` then hands it over for a mount that needs no Suspense round.
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let release: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => {
    release = resolve;
  });
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const loadModule = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  // lazy() types its props through ref conditionals that a generic `Props` cannot resolve; they are `Props`.
  const Lazy = lazy(() => (typeof document === 'undefined' ? loadModule() : wanted.then(loadModule))) as unknown as ComponentType<Props>;
  return { Lazy, release, loadModule, loaded: () => loaded };
}
