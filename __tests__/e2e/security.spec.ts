import fs from 'fs';
import { expect, test } from './support/test';
import { ADAPTER_BASE_HEADERS, SECURITY_HEADERS } from '../../src/lib/security-headers';
import { PAGES } from './support/pages';

/** The Content-Security-Policy Netlify will send: the single rule for every path in the build's _headers. */
function productionCsp(): string {
  const policies = [...fs.readFileSync('public/_headers', 'utf8').matchAll(/^\s+content-security-policy: (.+)$/gm)].map(
    (match) => match[1] as string,
  );
  expect(policies).toHaveLength(1);
  return policies[0] as string;
}

test.describe('security headers', () => {
  test.skip(({ isMobile }) => isMobile, 'headers do not depend on the viewport');

  test('Netlify gets the whole set for every path in public/_headers, once', () => {
    const headers = fs.readFileSync('public/_headers', 'utf8');
    const blocks = headers.split(/\n(?=\/)/);
    // Netlify applies every block whose path matches: the `/*` blocks reach pages, 404s, files and redirects alike.
    const everyPath = blocks.filter((block) => block.startsWith('/*\n')).join('\n');
    for (const { key, value } of [...SECURITY_HEADERS, ...ADAPTER_BASE_HEADERS])
      expect([key, everyPath.includes(`${key}: ${value}`)]).toEqual([key, true]);
    // No narrower block sets a security header again: Netlify would join the two values into one.
    const narrower = blocks.filter((block) => !block.startsWith('/*\n')).join('\n');
    for (const { key } of [...SECURITY_HEADERS, ...ADAPTER_BASE_HEADERS]) expect([key, narrower.includes(`${key}:`)]).toEqual([key, false]);
    const csp = productionCsp();
    expect(headers).toMatch(/^\/\*\n\s+content-security-policy: /m);
    const scriptSources = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(scriptSources).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  for (const entry of [...PAGES, { name: '404', en: '/does-not-exist/', nl: '/nl/bestaat-niet/' }]) {
    test(`${entry.name} works with the Content-Security-Policy enforced`, async ({ page }) => {
      const csp = productionCsp();
      // gatsby serve sends no headers of its own: add the production ones to every document response.
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        const headers = { ...response.headers() };
        for (const { key, value } of [...SECURITY_HEADERS, ...ADAPTER_BASE_HEADERS]) headers[key] = value;
        // The test server is plain http on localhost.
        headers['content-security-policy'] = csp.replace('; upgrade-insecure-requests', '');
        return route.fulfill({ response, headers });
      });
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      for (const path of [entry.en, entry.nl].filter((value): value is string => Boolean(value))) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      expect(violations).toEqual([]);
    });
  }
});
