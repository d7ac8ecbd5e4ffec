/**
 * Every page of the build as its HTML leaves the server, read with a parser: what a crawler and a browser get before
 * any script runs, and what needs no layout. Runs after `gatsby build` (`npm run test:html`); the browser tests keep
 * what only a browser shows (widths, contrast, fonts, requests, the Content-Security-Policy).
 */
import fs from 'fs';
import path from 'path';
import { HTMLElement, type Node, TextNode, parse } from 'node-html-parser';
import business from '../../content/site/business.json';
import { filesUnder } from '../../src/node/files';
import { inlineScriptHashes } from '../../src/lib/security-headers';
import { ENGLISH_ONLY } from '../support/english-only';

const PUBLIC = 'public';
const SITE_URL = business.siteUrl;

interface BuiltPage {
  path: string;
  language: 'en' | 'nl';
  document: HTMLElement;
  notFound: boolean;
}

/** The built pages, by address; not the content editor and not the pages an old address refreshes from. */
const pages: BuiltPage[] = filesUnder(PUBLIC, '.html')
  .filter((file) => file.endsWith(`${path.sep}index.html`) || /(^|\/)404\.html$/.test(file))
  .filter((file) => !file.startsWith(path.join(PUBLIC, 'admin')))
  .map((file) => {
    const relative = path.relative(PUBLIC, file).split(path.sep).join('/');
    const address = `/${relative.replace(/index\.html$/, '').replace(/\.html$/, '/')}`;
    return { file, address, document: parse(fs.readFileSync(file, 'utf8')) };
  })
  .filter(({ document }) => !document.querySelector('meta[http-equiv="refresh"]'))
  .map(({ address, document }) => ({
    path: address,
    language: address.startsWith('/nl/') ? 'nl' : 'en',
    document,
    notFound: /^\/(nl\/)?404\/$/.test(address),
  }));
const byPath = new Map(pages.map((page) => [page.path, page]));

/** What a reader sees of a page: the text of its body, a space between nodes, without scripts, styles and templates. */
function visibleText(document: HTMLElement): string {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof TextNode) texts.push(node.text);
    else if (node instanceof HTMLElement && !['script', 'style', 'template', 'noscript'].includes(node.rawTagName?.toLowerCase()))
      node.childNodes.forEach(walk);
  };
  walk(document.querySelector('body')!);
  return texts.join(' ').replace(/\s+/g, ' ');
}

function alternatesOf(document: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    document
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]),
  );
}

/**
 * Bytes no render writes: a NUL (React 18's Node stream once sent unused bytes of its buffer, a NUL inside "Eén" on
 * /nl/) or a broken UTF-8 sequence (a character cut between two chunks). Where each is, with the text around it.
 */
function foreignBytes(bytes: Buffer): string[] {
  const found: string[] = [];
  for (let at = bytes.indexOf(0); at !== -1; at = bytes.indexOf(0, at + 1))
    found.push(`NUL at byte ${at}: ${JSON.stringify(bytes.subarray(Math.max(0, at - 30), at + 30).toString('utf8'))}`);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const text = bytes.toString('utf8');
    const at = text.indexOf('\uFFFD');
    found.push(`broken UTF-8 at character ${at}: ${JSON.stringify(text.slice(Math.max(0, at - 30), at + 30))}`);
  }
  return found;
}

test('every built HTML file holds only what the render wrote: no NUL, no broken UTF-8', () => {
  const files = filesUnder(PUBLIC, '.html');
  expect(files.length).toBeGreaterThan(60);
  expect(files.flatMap((file) => foreignBytes(fs.readFileSync(file)).map((problem) => `${file}: ${problem}`))).toEqual([]);
});

test('the build has its pages, in both languages', () => {
  expect(pages.filter((page) => page.language === 'en').length).toBeGreaterThan(40);
  expect(pages.filter((page) => page.language === 'nl').length).toBeGreaterThan(20);
  expect(byPath.has('/')).toBe(true);
  expect(byPath.has('/nl/')).toBe(true);
});

describe.each(pages.map((page) => [page.path, page] as const))('%s', (_, page) => {
  test('says its language, has one h1 and no raw translation key', () => {
    expect(page.document.querySelector('html')?.getAttribute('lang')).toBe(page.language);
    expect(page.document.querySelectorAll('h1')).toHaveLength(1);
    const text = visibleText(page.document);
    expect(
      text.match(
        /\b(?:a11y|nav|footer|home|forms|blog|plumber|portfolio|legal|notFound|language|whatsapp|site|emails)\.[a-zA-Z-]+(?:\.[a-zA-Z-]+)*\b/g,
      ) ?? [],
    ).toEqual([]);
    expect(text).not.toMatch(/\{\{\s*\w+\s*\}\}/);
    if (page.language === 'nl') expect(ENGLISH_ONLY.filter((english) => text.includes(english))).toEqual([]);
  });

  test('names its canonical address, and its other language where one exists, both ways', () => {
    const canonical = page.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const alternates = alternatesOf(page.document);
    if (page.notFound) {
      // Served at whatever address was not found: kept out of search, whatever it names.
      expect(page.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      return;
    }
    expect(canonical).toBe(`${SITE_URL}${page.path}`);
    if (Object.keys(alternates).length === 0) return;
    expect(Object.keys(alternates).sort()).toEqual(['en', 'nl', 'x-default']);
    expect(alternates[page.language]).toBe(canonical);
    expect(alternates['x-default']).toBe(alternates.en);
    const other = page.language === 'en' ? 'nl' : 'en';
    const twin = byPath.get(alternates[other]!.slice(SITE_URL.length));
    expect(twin?.language).toBe(other);
    expect(alternatesOf(twin!.document)).toEqual(alternates);
  });

  test('loads nothing from another host', () => {
    const addresses = [
      ...page.document
        .querySelectorAll('script[src], img[src], iframe[src], video[src], audio[src]')
        .map((node) => node.getAttribute('src')!),
      ...page.document
        .querySelectorAll('link[href]')
        .flatMap((link) => (/\b(canonical|alternate)\b/.test(link.getAttribute('rel') ?? '') ? [] : [link.getAttribute('href')!])),
      ...page.document.querySelectorAll('img[srcset], source[srcset]').flatMap((node) =>
        node
          .getAttribute('srcset')!
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0]!),
      ),
    ];
    expect(addresses.filter((address) => /^(https?:)?\/\//.test(address) && !address.startsWith(SITE_URL))).toEqual([]);
  });
});

describe.each(['/', '/nl/'])('the home page %s', (home) => {
  // The anchors of the original site, which old links and ads still point at.
  test.each([
    'voordelen',
    'wat-krijgt-u',
    'werkwijze',
    'prijzen',
    'portfolio',
    'testimonials',
    'over-ons',
    'faq',
    'intake-form',
    'contact',
  ])('has #%s exactly once', (anchor) => {
    expect(byPath.get(home)!.document.querySelectorAll(`[id="${anchor}"]`)).toHaveLength(1);
  });
});

test('the 404 page, served at addresses no headers rule names, allows by its own policy every inline script it runs', () => {
  const html = fs.readFileSync(path.join(PUBLIC, '404.html'), 'utf8');
  const metas = parse(html).querySelectorAll('head > meta[http-equiv="Content-Security-Policy"]');
  expect(metas).toHaveLength(1);
  // A policy in a meta governs only what comes after it: before every script.
  expect(metas[0]!.range[0]).toBeLessThan(html.indexOf('<script'));
  const policy = metas[0]!.getAttribute('content') ?? '';
  const allowed = new Set([...policy.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]));
  const run = inlineScriptHashes(html);
  expect(run.length).toBeGreaterThan(0);
  expect(run.filter((hash) => !allowed.has(hash))).toEqual([]);
});
