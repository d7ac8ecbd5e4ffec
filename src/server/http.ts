import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';

/**
 * The body limit is enforced here, from Content-Length and from the body as read, rather than through an exported `config`:
 * Gatsby 5.16 reads any `export const config` under src/ as page config, then builds rendering engines
 * that reject the native sharp module. Express's own 100 kB parser limit still applies first.
 */
export const MAX_BODY_BYTES = 16 * 1024;

export const JSON_TYPE = /^application\/json\s*(;|$)/;

/** A JSON answer no cache keeps, with the Function's own security headers (Functions get none from _headers). */
export function send(res: GatsbyFunctionResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status).json(body);
}

/** Who is asking: Netlify puts the real client address in a header; elsewhere a header could be forged, so the socket. */
export function clientKey(req: GatsbyFunctionRequest, serverless: boolean): string {
  const forwarded = serverless ? req.headers['x-nf-client-connection-ip'] : undefined;
  return (typeof forwarded === 'string' && forwarded) || req.socket?.remoteAddress || 'unknown';
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/**
 * The bytes of a body as it was received, from what the parser made of it: a chunked request declares no length,
 * so the headers alone cannot bound it. Re-encoding drops only insignificant whitespace, so this never exceeds
 * what was read and bounds what would be stored.
 */
export function bodyBytes(body: unknown, type: string): number {
  if (body === undefined || body === null) return 0;
  if (typeof body === 'string') return Buffer.byteLength(body, 'utf8');
  if (Buffer.isBuffer(body)) return body.length;
  if (/^application\/x-www-form-urlencoded/.test(type) && isPlainObject(body))
    return Buffer.byteLength(new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString(), 'utf8');
  return Buffer.byteLength(JSON.stringify(body) ?? '', 'utf8');
}

/** The request's content type, and whether its body, declared or as read, is over the limit. */
export function contentOf(req: GatsbyFunctionRequest): { type: string; tooLarge: boolean } {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  return {
    type,
    tooLarge: Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES || bodyBytes(req.body, type) > MAX_BODY_BYTES,
  };
}
