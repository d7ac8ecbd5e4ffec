/**
 * The no-JavaScript twin of a build: the same files, with every script removed from every HTML page
 * (structured data kept) along with the preloads only scripts use. What a zero-JavaScript build of the
 * same content would ship, so a page's timings can be compared with what its content alone costs.
 */
import fs from 'fs';
import { parse } from 'node-html-parser';
import { filesUnder } from '../../src/node/files';

/** Removes executable scripts and script-only preloads; keeps JSON-LD. */
export function withoutScripts(html: string): string {
  const document = parse(html, { comment: true });
  for (const script of document.querySelectorAll('script')) {
    if (script.getAttribute('type') !== 'application/ld+json') script.remove();
  }
  for (const link of document.querySelectorAll('link[rel=preload], link[rel=prefetch], link[rel=modulepreload]')) {
    const as = link.getAttribute('as');
    if (link.getAttribute('rel') === 'modulepreload' || as === 'script' || as === 'fetch') link.remove();
  }
  return document.toString();
}

/** Copies `from` (a built public/) to `to` and strips the scripts of every HTML file in it. */
export function writeTwin(from: string, to: string): number {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  const pages = filesUnder(to, '.html');
  for (const file of pages) fs.writeFileSync(file, withoutScripts(fs.readFileSync(file, 'utf8')));
  return pages.length;
}
