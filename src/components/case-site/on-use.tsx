import React, { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { INTERACTION_EVENTS } from '../../lib/interaction-events';
import { deferredComponent, HydratedSignal } from '../ui/Island';

/**
 * A demo whose code loads when the visitor uses it: the first touch, click, key or focus inside it, never on page load
 * or on scrolling past (unlike the site's islands, src/components/ui/Island.tsx, which load as they approach). The
 * server renders it in full, and React keeps that HTML in place until the code is here, so nothing moves.
 * `data-demo-state` says "ready" once it has hydrated.
 */
export function onUse<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>) {
  const { Lazy, release } = deferredComponent(load);

  function Demo(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [ready, setReady] = useState(false);
    const onHydrated = useCallback(() => setReady(true), []);
    useEffect(() => {
      const element = wrapper.current;
      if (ready || !element) return undefined;
      // Mounted by a client-side navigation: there is no server HTML to keep, so it loads now.
      if (!element.hasChildNodes()) {
        release();
        return undefined;
      }
      // Heard on the window's way down: React stops a discrete event that reaches a boundary it has not hydrated
      // before it could bubble to the wrapper.
      const touched = (event: Event) => event.target instanceof Node && element.contains(event.target) && release();
      for (const type of INTERACTION_EVENTS) window.addEventListener(type, touched, { passive: true, capture: true });
      return () => {
        for (const type of INTERACTION_EVENTS) window.removeEventListener(type, touched, { capture: true });
      };
    }, [ready]);
    return (
      <div ref={wrapper} data-demo={name} data-demo-state={ready ? 'ready' : 'waiting'}>
        <Suspense fallback={null}>
          <Lazy {...props} />
          <HydratedSignal onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  Demo.displayName = `OnUse(${name})`;
  return Demo;
}
