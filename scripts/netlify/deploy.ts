/** The build served as a deploy serves it: the headers of public/_headers and the 301s of public/_redirects. */
import fs from 'fs';
import path from 'path';
import { policiesFor } from '../../__tests__/support/headers-file';
import { ADAPTER_BASE_HEADERS, SECURITY_HEADERS } from '../../src/lib/security-headers';
import { check } from './report';

export async function checkHeaders(baseUrl: string): Promise<void> {
  for (const address of ['/', '/nl/', '/admin/leads/']) {
    const response = await fetch(`${baseUrl}${address}`);
    const [policy] = policiesFor(address);
    check(
      `${address}: the Content-Security-Policy of public/_headers`,
      response.status === 200 && Boolean(policy) && response.headers.get('content-security-policy') === policy,
      `${response.status} ${response.headers.get('content-security-policy')?.slice(0, 80)}`,
    );
    const wrong = [...SECURITY_HEADERS, ...ADAPTER_BASE_HEADERS].filter(({ key, value }) => response.headers.get(key) !== value);
    check(
      `${address}: the security headers`,
      wrong.length === 0,
      wrong.map(({ key }) => `${key}: ${response.headers.get(key)}`).join('; '),
    );
  }
  const missing = await fetch(`${baseUrl}/does-not-exist/`);
  check('an unknown address: 404 with the site’s page', missing.status === 404 && /<html/.test(await missing.text()), `${missing.status}`);
}

export async function checkRedirects(baseUrl: string): Promise<void> {
  const rules = fs
    .readFileSync(path.join('public', '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 3 && parts[2] === '301!' && parts[0]!.startsWith('/'));
  const english = rules.filter(([from]) => !from!.startsWith('/nl/'));
  const dutch = rules.filter(([from]) => from!.startsWith('/nl/'));
  const chosen = [...english.slice(0, 2), ...english.slice(-1), ...dutch.slice(0, 1), ...dutch.slice(-1)];
  check('public/_redirects has forced 301s in both languages', english.length > 0 && dutch.length > 0, `${rules.length} rules`);
  for (const [from, to] of chosen) {
    const response = await fetch(`${baseUrl}${from}`, { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    // A target may name an anchor (a case on the portfolio): the browser keeps it from the Location header.
    const target = new URL(location, baseUrl);
    check(`${from} → 301 ${to}`, response.status === 301 && target.pathname + target.hash === to, `${response.status} ${location}`);
  }
}
