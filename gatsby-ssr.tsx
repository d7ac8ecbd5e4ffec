import React from 'react';
import type { GatsbySSR } from 'gatsby';
import interLatin from '@subset/inter-latin.woff2';
import { languageDetectionScript } from './src/lib/language-detection';
import { scriptsClassScript } from './src/lib/scripts-class';
import { languageOfPath } from './src/lib/routes';
import { HydrationMarker } from './src/components/HydrationMarker';
import { renderBodyHtml } from './src/node/render-html';
import { computeCriticalCss, withCriticalCssHead } from './src/node/critical-css-head';
import type { CriticalCssBuild } from './src/node/shared-stylesheet';
import { rememberBodyScripts, withNotFoundPolicy } from './src/node/not-found-policy';

/** What the renderer needs for each page's first-screen CSS (gatsby-node's onCreateWebpackConfig); null outside the production HTML build. */
declare const __CRITICAL_CSS__: CriticalCssBuild | null;
/** The inline scripts of Gatsby's `_gatsby-scripts` slice, by hash, for the 404 page's policy; null outside the production HTML build. */
declare const __SCRIPTS_SLICE_HASHES__: string[] | null;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: languageOfPath(pathname) });
  setHeadComponents([
    // Before anything paints: this browser runs scripts, so the page takes the shape its scripts will give it.
    <script key="scripts-class" id="scripts-class" dangerouslySetInnerHTML={{ __html: scriptsClassScript() }} />,
    // Inter's Latin face, cut to what the pages use (src/node/font-subset.ts), is on every page: fetch it with the HTML, so that it is usually there for the first paint and the swap from the fitted fallback (src/styles/global.css) rarely happens.
    <link key="font-inter-latin" rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    // Language detection runs only on the default language's home page, before it renders: deep links are never redirected.
    ...(pathname === '/'
      ? [<script key="language-detection" id="language-detection" dangerouslySetInnerHTML={{ __html: languageDetectionScript() }} />]
      : []),
  ]);
};

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <HydrationMarker>{element}</HydrationMarker>;

/**
 * The page's body rendered whole before it is written (src/node/render-html.ts says why not with Gatsby's own stream),
 * and its first screen's CSS computed from it: the one hook Gatsby awaits (src/node/critical-css-head.tsx).
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, pathname, replaceBodyHTMLString }) => {
  const bodyHtml = await renderBodyHtml(bodyComponent as React.ReactElement);
  replaceBodyHTMLString(bodyHtml);
  // The production build only: `gatsby develop` loads the stylesheet as it is.
  if (__CRITICAL_CSS__) await computeCriticalCss(pathname, bodyHtml, __CRITICAL_CSS__);
  if (__SCRIPTS_SLICE_HASHES__) rememberBodyScripts(pathname, bodyHtml);
};

/**
 * Gatsby's inline stylesheet, added after `replaceRenderer`, swapped for the first screen's CSS computed there; then
 * the 404 page's Content-Security-Policy, over the head's final scripts (src/node/not-found-policy.tsx).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPreBodyComponents,
  getPostBodyComponents,
}) => {
  if (__CRITICAL_CSS__) replaceHeadComponents(withCriticalCssHead(pathname, getHeadComponents(), __CRITICAL_CSS__));
  if (__SCRIPTS_SLICE_HASHES__) {
    const parts = { head: getHeadComponents(), preBody: getPreBodyComponents(), postBody: getPostBodyComponents() };
    replaceHeadComponents(withNotFoundPolicy(pathname, parts, __SCRIPTS_SLICE_HASHES__));
  }
};
