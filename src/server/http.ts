import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';

/**
 * The body limit is enforced here from Content-Length rather than through an exported `config`:
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

/** The request's content type, and whether its declared length is within the limit. */
export function contentOf(req: GatsbyFunctionRequest): { type: string; tooLarge: boolean } {
  return {
    type: String(req.headers['content-type'] ?? '').toLowerCase(),
    tooLarge: Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES,
  };
}
