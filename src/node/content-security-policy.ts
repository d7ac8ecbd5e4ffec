import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { contentSecurityPolicy } from '../lib/security-headers';

const PUBLIC_DIR = 'public';
const HEADERS_FILE = path.join(PUBLIC_DIR, '_headers');
const START = '# content-security-policy start (src/node/content-security-policy.ts)';
const END = '# content-security-policy end';
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

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * One Content-Security-Policy for every path (`/*`), allowing the inline scripts of every built page by
 * hash: one rule, so no page depends on how Netlify would combine two matching policies. Written beside
 * the Netlify adapter's block, which keeps lines outside its own markers.
 */
export function writeContentSecurityPolicy(reporter: Reporter): void {
  const hashes = [...new Set(htmlFiles(PUBLIC_DIR).flatMap((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8'))))].sort();
  const block = `${START}\n/*\n  content-security-policy: ${contentSecurityPolicy(hashes)}\n${END}\n`;
  const existing = fs.existsSync(HEADERS_FILE) ? fs.readFileSync(HEADERS_FILE, 'utf8') : '';
  const others = existing.replace(new RegExp(`${START.replace(/[.()]/g, '\\$&')}[\\s\\S]*?${END}\\n?`), '');
  fs.writeFileSync(HEADERS_FILE, `${block}${others}`);
  reporter.info(`Content-Security-Policy: ${hashes.length} inline scripts allowed by hash`);
}
