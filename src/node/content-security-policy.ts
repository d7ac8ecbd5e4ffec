import fs from 'fs';
import path from 'path';
import { ADMIN_CONTENT_SECURITY_POLICY, SECURITY_HEADERS, contentSecurityPolicy, inlineScriptHashes } from '../lib/security-headers';
import { filesUnder } from './files';

const PUBLIC_DIR = 'public';
const START = '# security headers start (src/node/content-security-policy.ts)';
const END = '# security headers end';
const ADMIN_DIR = 'admin';
/** The owner's inbox, a Gatsby page under /admin/ with inline scripts like every other page: not the editor. */
const INBOX_DIR = path.join(ADMIN_DIR, 'leads');
/** The content editor's own documents (Decap CMS): the only addresses its policy reaches. */
const EDITOR_PATHS = ['/admin', '/admin/', '/admin/index.html'];

/** The pages a `_headers` rule reaches: `/` itself, each top-level HTML file, and each folder of pages (`/blog/*`). */
export function policyRules(publicDir: string): Array<{ path: string; files: string[] }> {
  const rules: Array<{ path: string; files: string[] }> = [{ path: '/', files: [path.join(publicDir, 'index.html')] }];
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isFile() && entry.name.endsWith('.html')) rules.push({ path: `/${entry.name}`, files: [path.join(publicDir, entry.name)] });
    if (entry.isDirectory() && entry.name !== ADMIN_DIR) {
      const files = filesUnder(path.join(publicDir, entry.name), '.html');
      if (files.length) rules.push({ path: `/${entry.name}/*`, files });
    }
  }
  const inbox = filesUnder(path.join(publicDir, INBOX_DIR), '.html');
  if (inbox.length) rules.push({ path: `/${INBOX_DIR.split(path.sep).join('/')}/*`, files: inbox });
  return rules;
}

const hashesOf = (files: readonly string[]) =>
  [...new Set(files.flatMap((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8'))))].sort();

/**
 * The security headers: HSTS and the permissions policy everywhere, and one Content-Security-Policy per part of the
 * site, allowing by hash the inline scripts of its own pages and of the 404 pages (served at unknown addresses under
 * any rule). The inbox and the content editor (which needs eval) get policies of their own, so that no two policies
 * ever reach one page: Netlify would enforce both. public/404.html, served where no rule applies, carries its policy
 * in a `<meta>` element too (src/node/not-found-policy.tsx). Written before the adapter adds its block, which keeps
 * our lines.
 */
export function writeSecurityHeaders(publicDir = PUBLIC_DIR): void {
  const line = (key: string, value: string) => `  ${key}: ${value}`;
  // An unknown address under any rule is answered with a 404 page: every policy lets those run too.
  const notFoundPages = filesUnder(publicDir, '.html').filter((file) => /(^|[/\\])404(\.html|[/\\]index\.html)$/.test(file));
  const blocks = [
    ['/*', ...SECURITY_HEADERS.map(({ key, value }) => line(key, value))].join('\n'),
    ...policyRules(publicDir).map(({ path: rulePath, files }) =>
      [rulePath, line('content-security-policy', contentSecurityPolicy(hashesOf([...files, ...notFoundPages])))].join('\n'),
    ),
    ...EDITOR_PATHS.map((editorPath) => [editorPath, line('content-security-policy', ADMIN_CONTENT_SECURITY_POLICY)].join('\n')),
    [`/${ADMIN_DIR}/*`, line('x-robots-tag', 'noindex')].join('\n'),
    // The shared stylesheet (src/lib/site-stylesheet.ts) is named by its content. Gatsby's adapter writes its rule as
    // `/styles.….css/`, with the trailing slash it gives pages, which matches nothing.
    ...fs
      .readdirSync(publicDir)
      .filter((name) => /^styles\.[0-9a-f]+\.css$/.test(name))
      .map((name) => [`/${name}`, line('cache-control', 'public, max-age=31536000, immutable')].join('\n')),
  ];
  // The whole file, never read back: Gatsby's adapter adds its own block after onPostBuild, keeping what it finds.
  fs.writeFileSync(path.join(publicDir, '_headers'), `${START}\n${blocks.join('\n')}\n${END}\n`);
}

/** The `_gatsby-scripts` slice Gatsby stitches into every page after rendering it (webpack's stats step writes it). */
const SCRIPTS_SLICE = /^_gatsby-scripts(-\d+)?\.html$/;

/**
 * The inline scripts of Gatsby's `_gatsby-scripts` slice, by hash: written with the browser bundle, before the pages
 * are rendered, and stitched into them after every render hook has run, so the renderer learns them from here.
 */
export function scriptsSliceHashes(publicDir = PUBLIC_DIR): string[] {
  const slices = path.join(publicDir, '_gatsby', 'slices');
  const files = fs.existsSync(slices) ? fs.readdirSync(slices).filter((name) => SCRIPTS_SLICE.test(name)) : [];
  if (!files.length) throw new Error(`${slices}: Gatsby wrote no _gatsby-scripts slice`);
  return hashesOf(files.map((name) => path.join(slices, name)));
}
