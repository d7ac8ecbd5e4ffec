import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { SECURITY_HEADERS, contentSecurityPolicy } from '../lib/security-headers';
import { filesUnder } from './files';

const PUBLIC_DIR = 'public';
const HEADERS_FILE = path.join(PUBLIC_DIR, '_headers');
const START = '# security headers start (src/node/content-security-policy.ts)';
const END = '# security headers end';
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * 'sha256-…' sources for the inline scripts a browser would run in this HTML. Data blocks such as
 * JSON-LD are never executed, so CSP does not apply to them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/i.test(` ${attributes}`)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(
      `sha256-${crypto
        .createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return hashes;
}

/**
 * The security headers for every path (`/*`): pages, 404s, static files and redirects alike. The
 * Content-Security-Policy allows the inline scripts of every built page by hash, in one rule, so no page
 * depends on how Netlify would combine two matching policies. Written beside the Netlify adapter's block
 * (which keeps lines outside its own markers and adds Gatsby's base headers to every route).
 */
export function writeSecurityHeaders(): void {
  const hashes = [...new Set(filesUnder(PUBLIC_DIR, '.html').flatMap((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8'))))].sort();
  const lines = [{ key: 'content-security-policy', value: contentSecurityPolicy(hashes) }, ...SECURITY_HEADERS].map(
    ({ key, value }) => `  ${key}: ${value}`,
  );
  const block = `${START}\n/*\n${lines.join('\n')}\n${END}\n`;
  const existing = fs.existsSync(HEADERS_FILE) ? fs.readFileSync(HEADERS_FILE, 'utf8') : '';
  const others = existing.replace(new RegExp(`${START.replace(/[.()]/g, '\\$&')}[\\s\\S]*?${END}\\n?`), '');
  fs.writeFileSync(HEADERS_FILE, `${block}${others}`);
}
