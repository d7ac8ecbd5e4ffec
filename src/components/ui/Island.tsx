import React, { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { INTERACTION_EVENTS } from '../../lib/interaction-events';
import { DrawnByBrowser } from '../../hooks/drawn-by-browser';

/** How far ahead of the viewport an island starts loading: one screen, so it is ready before it is seen. */
const APPROACH_MARGIN = '100% 0px';
/**
 * Calls `wanted` once the element approaches the viewport or the visitor interacts with it (a first touch, click, key
 * or focus inside it loads it at once); returns a cleanup.
 */
export function whenWanted(element: HTMLElement, wanted: () => void): () => void {
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wanted(), {
    rootMargin: APPROACH_MARGIN,
  });
  observer.observe(element);
  // Inside a section whose rendering the browser skips until it is near (content-visibility), the element has
  // no box yet: its section has.
  const section = element.closest('section');
  if (section) observer.observe(section);
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, wanted, { passive: true });
  return () => {
    observer.disconnect();
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, wanted);
  };
}

/** Same keys with the same values: a parent's re-render alone is no reason to load. */
function shallowEqual(a: object, b: object): boolean {
  const entriesA = Object.entries(a);
  return (
    entriesA.length === Object.keys(b).length && entriesA.every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]))
  );
}

/** Rendered beside a deferred component inside its Suspense boundary: calls back once that boundary has hydrated. */
export function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A component whose code the server renders at once and the browser loads only after `release()`: the islands
 * below release it as it approaches, a client's demos (case-site/on-use.tsx) at their first use. Its module
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

/**
 * A component whose code loads when the visitor is about to need it: near the viewport, at a touch, or at once after a
 * client-side navigation. Until then its server HTML stays in place (React 18 keeps a suspended boundary's HTML while
 * the rest hydrates), and it keeps the props it was rendered with: a changed prop would make React throw that HTML
 * away, so a change only starts the loading. `data-island` names it; `data-island-state` is "ready" once hydrated.
 */
export function island<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  { className }: { className?: string } = {},
) {
  // On the server it renders at once; in the browser it waits for its wrapper to say it is wanted.
  const { Lazy, release, loadModule, loaded } = deferredComponent(load);

  function Island(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Mounted by a client-side navigation (the page has hydrated before) with its code here already: drawn in the
    // same frame as the page, never as an empty box. A mount during hydration keeps the server HTML instead.
    const [drawnByBrowser] = useState(() => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true');
    const [Direct] = useState(() => (drawnByBrowser ? loaded() : null));
    const [ready, setReady] = useState(Direct !== null);
    const firstProps = useRef(props);
    const shownProps = ready ? props : firstProps.current;
    const onHydrated = useCallback(() => setReady(true), []);
    const content = useMemo(
      () => (
        <Suspense fallback={null}>
          <Lazy {...shownProps} />
          <HydratedSignal onHydrated={onHydrated} />
        </Suspense>
      ),
      [shownProps, onHydrated],
    );

    useEffect(() => {
      if (ready || !wrapper.current) return undefined;
      // Empty after a client-side navigation: there is no server HTML to keep, so it loads now.
      if (!wrapper.current.hasChildNodes()) {
        release();
        return undefined;
      }
      return whenWanted(wrapper.current, release);
    }, [ready]);
    useEffect(() => {
      if (!shallowEqual(props, firstProps.current)) release();
    }, [props]);

    return (
      <div ref={wrapper} className={className} data-island={name} data-island-state={ready ? 'ready' : 'waiting'}>
        {/* What it draws learns whether there is server HTML to match (kept answers wait for hydration if so). */}
        <DrawnByBrowser.Provider value={drawnByBrowser}>{Direct ? <Direct {...props} /> : content}</DrawnByBrowser.Provider>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  /** Starts loading the code now (a tap on a link to the page that shows it); resolves once it is here. */
  Island.preload = (): Promise<void> => {
    release();
    return loadModule().then(() => undefined);
  };
  return Island;
}
