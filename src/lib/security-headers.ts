import crypto from 'crypto';

/** What neither policy allows: forms, base URLs and plugins elsewhere, being framed, plain http. */
const LOCKED_DOWN = ["form-action 'self'", "base-uri 'self'", "object-src 'none'", "frame-ancestors 'none'", 'upgrade-insecure-requests'];

/**
 * Response headers for every path on Netlify (public/_headers), keys in lowercase as the adapter matches them. Inline
 * scripts are allowed by hash, collected from the built HTML (src/node/content-security-policy.ts), never by
 * 'unsafe-inline' or 'unsafe-eval'; styles keep 'unsafe-inline', as hashes cannot cover React's style attributes.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    ...LOCKED_DOWN,
  ].join('; ');
}

/**
 * The content editor's policy (/admin/, Decap CMS): its own scripts with 'unsafe-eval', which Decap needs to run at all,
 * the GitHub API it commits through, GitHub avatars, and blob: for its previews and uploads. Nothing from another host is
 * loaded as a script or style. Its own rule in _headers, so the site's pages never get these allowances.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' https://api.github.com",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  ...LOCKED_DOWN,
].join('; ');

/** A policy as a `<meta>` element can carry it: frame-ancestors works in the header only. */
export function metaPolicy(policy: string): string {
  return policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}

/**
 * Everything but the Content-Security-Policy (which depends on the built pages), for every path. Gatsby's
 * adapter already sends x-content-type-options: nosniff, x-frame-options: DENY and referrer-policy:
 * same-origin on every route; these complete the set.
 */
export const SECURITY_HEADERS: Array<{ key: string; value: string }> = [
  { key: 'strict-transport-security', value: 'max-age=31536000; includeSubDomains' },
  {
    key: 'permissions-policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
];

/** Gatsby's base headers (gatsby/dist/utils/adapter/constants.js) that the adapter writes for `/*`. */
export const ADAPTER_BASE_HEADERS: Array<{ key: string; value: string }> = [
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'x-frame-options', value: 'DENY' },
  { key: 'referrer-policy', value: 'same-origin' },
];

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Whether a browser runs an inline script of this `type` (JSON-LD and other data blocks it never runs). */
export const isExecutableScriptType = (type: string | undefined): boolean => EXECUTABLE_TYPES.has((type ?? '').toLowerCase());

/** The 'sha256-…' source that allows an inline script with this text. */
export const scriptHash = (text: string): string => `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * 'sha256-…' sources for the inline scripts a browser would run in this HTML. Data blocks such as
 * JSON-LD are never executed, so CSP does not apply to them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/i.test(` ${attributes}`)) continue;
    if (!isExecutableScriptType(/\stype=["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1])) continue;
    hashes.push(scriptHash(match[2] ?? ''));
  }
  return hashes;
}
