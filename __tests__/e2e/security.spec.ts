import fs from 'fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADAPTER_BASE_HEADERS, SECURITY_HEADERS } from '../../src/lib/security-headers';
import { PAGES } from './support/pages';
import { headerRules, policiesFor } from '../support/headers-file';

/** gatsby serve sends no headers of its own: add the production ones to every document response, by its address. */
async function enforceProductionHeaders(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    for (const { key, value } of [...SECURITY_HEADERS, ...ADAPTER_BASE_HEADERS]) headers[key] = value;
    const [policy] = policiesFor(new URL(route.request().url()).pathname);
    // The test server is plain http on loopback.
    if (policy) headers['content-security-policy'] = policy.replace('; upgrade-insecure-requests', '');
    return route.fulfill({ response, headers });
  });
}

/** Every Content-Security-Policy violation the page reports, as "directive blocked-address". */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
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
    // One policy per part of the site: never two for one address, however Netlify would combine them.
    for (const address of ['/', '/nl/', '/blog/plumber-chicago/', '/terms/', '/404.html', '/admin/', '/admin/leads/']) {
      expect([address, policiesFor(address).length]).toEqual([address, 1]);
    }
    for (const rule of headerRules().filter((candidate) => candidate.headers['content-security-policy'])) {
      const csp = rule.headers['content-security-policy'] as string;
      const scriptSources = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(scriptSources).not.toMatch(/unsafe-inline|\*/);
      // Only the content editor may evaluate strings: Decap CMS does not run without it.
      if (rule.path === '/admin/*') expect(rule.headers['x-robots-tag']).toBe('noindex');
      else expect(scriptSources).not.toMatch(/unsafe-eval/);
    }
    // Gatsby's inline scripts run by hash.
    for (const address of ['/', '/nl/', '/blog/plumber-chicago/']) expect(policiesFor(address)[0]).toMatch(/script-src 'self' 'sha256-/);
    // The 404 page answers addresses no rule names: it carries the policy itself.
    expect(fs.readFileSync('public/404.html', 'utf8')).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );
  });

  for (const entry of [...PAGES, { name: '404', en: '/does-not-exist/', nl: '/nl/bestaat-niet/' }]) {
    test(`${entry.name} works with the Content-Security-Policy enforced`, async ({ page }) => {
      await enforceProductionHeaders(page);
      const violations = await collectViolations(page);
      for (const path of [entry.en, entry.nl].filter((value): value is string => Boolean(value))) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      expect(violations).toEqual([]);
    });
  }

  test('the content editor runs under its own policy, and the site under none of its allowances', async ({ page }) => {
    await enforceProductionHeaders(page);
    // A build outside Netlify may not know the GitHub repository; the policy under test does not depend on it.
    await page.route('**/admin/config.yml', async (route) => {
      const config = (await (await route.fetch()).json()) as { backend: { repo?: string } };
      config.backend.repo ??= 'tradecraft-web/site';
      return route.fulfill({ json: config });
    });
    const violations = await collectViolations(page);
    await page.goto('/admin/');
    // On a production host Decap shows the GitHub sign-in; on loopback it first asks for a local backend, which the
    // production policy (rightly) refuses.
    await expect(page.getByRole('button', { name: /Login with GitHub/i })).toBeVisible({ timeout: 20_000 });
    expect(violations.filter((violation) => !/localhost:8081/.test(violation))).toEqual([]);
    expect(policiesFor('/')[0]).not.toContain('api.github.com');
  });
});
