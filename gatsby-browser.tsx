import React, { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import './src/styles/global.css';
import { HydrationMarker } from './src/components/HydrationMarker';

/**
 * Hydrates inside a transition: React then works in small slices and yields to the browser in between,
 * instead of one long task that blocks taps while a long page hydrates.
 */
function hydrateInTransition(element: ReactElement, container: Element): void {
  if (container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    createRoot(container).render(element);
  }
}

// Gatsby's type still describes React 17's render(), which returned an element.
type Renderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInTransition as unknown as Renderer;

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <HydrationMarker>{element}</HydrationMarker>;
