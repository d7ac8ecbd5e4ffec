import React, { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import './src/styles/global.css';
import { HydrationMarker } from './src/components/HydrationMarker';
import { languageOfPath } from './src/lib/routes';
import { renderAllSections, renderAllSectionsBeforeJumps } from './src/browser/deferred-render';
import { countTaps, recordArrival } from './src/browser/arrival';
import { navigationFinished, watchNavigations } from './src/browser/navigation-feedback';

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

/**
 * Keeps <html lang> right after client-side navigation between languages (and on a 404 served for another
 * language). Written only when it changes: setting it, even to the same value, restyles the whole document. The
 * progress line of a tapped link goes.
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  navigationFinished();
  const language = languageOfPath(location.pathname);
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
};

/**
 * Jumps to a section land on it: deferred sections render first (src/lib/deferred-render.ts). The visit's arrival is
 * kept for the tab's forms, taps on the ways to call or write are counted (src/browser/arrival.ts), and a tap on a
 * link to another page shows at once that it was taken (src/browser/navigation-feedback.ts).
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  recordArrival();
  countTaps();
  watchNavigations();
  renderAllSectionsBeforeJumps();
  if (window.location.hash) renderAllSections();
};

/** Runs right before Gatsby scrolls to a link's #section after navigating (from the terms page to /#pricing). */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  if (routerProps.location.hash) renderAllSections();
  return true;
};
