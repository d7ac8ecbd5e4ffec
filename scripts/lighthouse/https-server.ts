/**
 * A static server over HTTPS and HTTP/2, as Netlify serves the site. Lighthouse's simulation models the connections
 * it saw: over HTTP/1.1 every image, font and script after the document opens a cold connection of its own (six per
 * host, each with its handshake and slow start), over HTTP/2 they share the document's warm one. PageSpeed Insights
 * loads the deployed site over HTTP/2, so the benchmark does too. The certificate is a throwaway one made by openssl;
 * the browser is told to accept it (run.ts).
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import http2 from 'http2';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import zlib from 'zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSED = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ].concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]),
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The file a request path names: a folder's index.html, or null (then the site's 404 page answers). */
function fileFor(root: string, requestPath: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestPath, 'https://localhost').pathname);
  } catch {
    return null;
  }
  const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

export async function serveOverHttp2(root: string): Promise<{ baseUrl: string; close: () => void }> {
  const absoluteRoot = path.resolve(root);
  const server = http2.createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (request, response) => {
    const file = fileFor(absoluteRoot, request.url);
    const served = file ?? path.join(absoluteRoot, '404.html');
    const type = TYPES[path.extname(served)] ?? 'application/octet-stream';
    let body = fs.readFileSync(served);
    const headers: Record<string, string> = { 'content-type': type };
    // gzip at zlib's default level, as the HTTP/1.1 server's compression middleware does.
    if (COMPRESSED.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(file ? 200 : 404, headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `https://127.0.0.1:${port}`, close: () => server.close() };
}
