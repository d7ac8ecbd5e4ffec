import React, { type ReactNode, isValidElement } from 'react';
import { criticalCssOf, firstScreen, selectorShape } from './critical-css';
import { arrivalAtSectionScript, STYLESHEET_LOADER_ID } from '../page-loader/steps';
import type { CriticalCssBuild } from './shared-stylesheet';

/**
 * Gatsby writes its whole stylesheet (every page's rules) into every page's head. A page carries only its first
 * screen's rules; the whole stylesheet loads once that screen is drawn (src/page-loader/steps.ts). Two of Gatsby's SSR
 * hooks do it: `replaceRenderer`, the one Gatsby awaits, computes the rules from the rendered body, and
 * `onPreRenderHTML`, which sees the head after Gatsby added its stylesheet, swaps them in. Both run in one renderer
 * process, one page after the other, so the rules wait here by the page's path.
 */
const criticalCssByPath = new Map<string, string>();

/** Pages whose first screens have one shape share one computation per stylesheet (src/node/critical-css.ts, `selectorShape`). */
const criticalCssByShape = new Map<string, Map<string, Promise<string>>>();

/** Computes the first screen's rules of the page at `pathname` from its rendered body, for `withCriticalCssHead`. */
export async function computeCriticalCss(pathname: string, bodyHtml: string, build: CriticalCssBuild): Promise<void> {
  // The body as the page will have it: only scripts (which the first screen drops) come after Gatsby's root.
  const screen = firstScreen(`<html><head></head><body><div id="___gatsby">${bodyHtml}</div></body></html>`);
  const shape = selectorShape(screen, build.stylesheet);
  const byShape = criticalCssByShape.get(build.stylesheet) ?? new Map<string, Promise<string>>();
  criticalCssByShape.set(build.stylesheet, byShape);
  let critical = byShape.get(shape);
  if (!critical) {
    critical = criticalCssOf(screen, build.href, build.stylesheet);
    byShape.set(shape, critical);
  }
  criticalCssByPath.set(pathname, await critical);
}

/** Gatsby's inline stylesheet among the head's components. */
const isGatsbyStylesheet = (component: ReactNode): boolean =>
  isValidElement<Record<string, unknown>>(component) && component.props['data-identity'] === 'gatsby-global-css';

/**
 * The head's components with the page's first-screen rules, the shared loader and, for browsers without scripts, the
 * shared stylesheet as a plain link, in place of Gatsby's inline stylesheet. Anything unexpected stops the build.
 */
export function withCriticalCssHead(pathname: string, components: ReactNode[], build: CriticalCssBuild): ReactNode[] {
  const critical = criticalCssByPath.get(pathname);
  criticalCssByPath.delete(pathname);
  if (critical === undefined) throw new Error(`${pathname}: no first-screen CSS was computed while rendering its body`);
  if (/<\/(style|noscript)/i.test(critical)) throw new Error(`${pathname}: the critical CSS would close the element it is in`);
  const stylesheets = components.filter(isGatsbyStylesheet);
  if (stylesheets.length !== 1)
    throw new Error(`${pathname}: expected Gatsby's inline stylesheet once in the head, found ${stylesheets.length}`);
  const gatsby = stylesheets[0] as React.ReactElement<Record<string, unknown>>;
  if (gatsby.props['data-href'] !== build.href)
    throw new Error(
      `${pathname}: Gatsby inlined ${String(gatsby.props['data-href'])}, the first-screen CSS was computed from ${build.href}`,
    );
  const replacement = [
    <style key="critical-css" data-critical-css={build.href} dangerouslySetInnerHTML={{ __html: critical }} />,
    <script
      key={STYLESHEET_LOADER_ID}
      id={STYLESHEET_LOADER_ID}
      dangerouslySetInnerHTML={{ __html: arrivalAtSectionScript(build.loaderSrc) }}
    />,
    <script key="page-loader" src={build.loaderSrc} async />,
    <noscript key="shared-stylesheet">
      <link rel="stylesheet" href={build.sharedHref} />
    </noscript>,
  ];
  return components.flatMap<ReactNode>((component) => (component === gatsby ? replacement : [component]));
}
