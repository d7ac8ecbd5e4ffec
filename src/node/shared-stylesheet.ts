import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { splitFontFaces } from '../lib/site-stylesheet';
import { pageLoaderScript } from '../page-loader/bundle';

/** What Gatsby's HTML renderer needs to give each page its first screen's CSS (src/node/critical-css-head.tsx). */
export interface CriticalCssBuild {
  /** Gatsby's stylesheet, which it inlines into every page's head. */
  href: string;
  stylesheet: string;
  /** The same rules without the font faces that every page carries, one file the browser caches. */
  sharedHref: string;
  /** The loader that asks for the shared stylesheet and starts the page's scripts (src/page-loader/steps.ts). */
  loaderSrc: string;
}

/** Gatsby names its stylesheet by its content. */
const STYLESHEET_NAME = /^styles\.[0-9a-f]+\.css$/;

/** The stylesheet Gatsby inlines into every page: the one CSS file of the `app` chunk group in webpack's stats. */
function gatsbyStylesheet(publicDir: string): string {
  const statsFile = path.join(publicDir, 'webpack.stats.json');
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as {
    namedChunkGroups?: Record<string, { assets: Array<{ name: string }> }>;
  };
  const stylesheets = (stats.namedChunkGroups?.app?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.css'));
  if (stylesheets.length !== 1 || !STYLESHEET_NAME.test(stylesheets[0]!))
    throw new Error(`${statsFile}: expected one stylesheet in the app chunk group, found ${stylesheets.join(', ') || 'none'}`);
  return `/${stylesheets[0]}`;
}

/**
 * Once webpack has written the browser bundle and before Gatsby renders the pages: the shared stylesheet and the
 * loader, each named by its content (cached for a year, src/node/content-security-policy.ts), written beside Gatsby's
 * files, and what the renderer needs. Handed to it through webpack's define, so a changed stylesheet changes the
 * renderer and Gatsby renders every page again.
 */
export function prepareCriticalCss(publicDir = 'public'): CriticalCssBuild {
  const href = gatsbyStylesheet(publicDir);
  const stylesheet = fs.readFileSync(path.join(publicDir, href), 'utf8');
  const named = (content: string) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 20);
  const { rest } = splitFontFaces(stylesheet);
  const sharedHref = `/styles.${named(rest)}.css`;
  fs.writeFileSync(path.join(publicDir, sharedHref), rest);
  const loader = pageLoaderScript(sharedHref);
  const loaderSrc = `/static/page-loader-${named(loader)}.js`;
  fs.mkdirSync(path.join(publicDir, 'static'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, loaderSrc), `${loader}\n`);
  return { href, stylesheet, sharedHref, loaderSrc };
}
