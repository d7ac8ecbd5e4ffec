/**
 * Response headers for every page on Netlify (written to public/_headers by gatsby-adapter-netlify).
 * Keys are lowercase: the adapter matches them case-sensitively against its own lowercase defaults.
 * Gatsby inlines small per-page scripts and styles, hence 'unsafe-inline'; never 'unsafe-eval'.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

export const SECURITY_HEADERS: Array<{ key: string; value: string }> = [
  { key: 'content-security-policy', value: CONTENT_SECURITY_POLICY },
  { key: 'strict-transport-security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'x-frame-options', value: 'DENY' },
  { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'permissions-policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
];
