import fs from 'fs';
import { cityArticlePath } from '../support/content';
import { expect, test } from './support/test';
import { ADAPTER_BASE_HEADERS, SECURITY_HEADERS } from '../../src/lib/security-headers';
import { collectViolations, enforceProductionHeaders } from './support/audits';
import { headerRules, policiesFor } from '../support/headers-file';

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
    for (const address of ['/', '/nl/', cityArticlePath('en'), cityArticlePath('nl'), '/terms/', '/404.html', '/admin/', '/admin/leads/']) {
      expect([address, policiesFor(address).length]).toEqual([address, 1]);
    }
    for (const rule of headerRules().filter((candidate) => candidate.headers['content-security-policy'])) {
      const csp = rule.headers['content-security-policy'] as string;
      const scriptSources = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(scriptSources).not.toMatch(/unsafe-inline|\*/);
      // Only the content editor's own documents may evaluate strings: Decap CMS does not run without it. The inbox,
      // under /admin/ too, runs its inline scripts by hash and evaluates nothing.
      if (!['/admin', '/admin/', '/admin/index.html'].includes(rule.path))
        expect([rule.path, scriptSources]).not.toEqual([rule.path, expect.stringMatching(/unsafe-eval/)]);
    }
    expect(headerRules().find((rule) => rule.path === '/admin/*')?.headers['x-robots-tag']).toBe('noindex');
    expect(policiesFor('/admin/leads/')[0]).toMatch(/script-src 'self' 'sha256-[^;]*$|script-src 'self' 'sha256-[^;]*;/);
    expect(policiesFor('/admin/leads/')[0]).not.toContain('unsafe-eval');
    // Gatsby's inline scripts run by hash.
    for (const address of ['/', '/nl/', cityArticlePath('en'), cityArticlePath('nl')])
      expect(policiesFor(address)[0]).toMatch(/script-src 'self' 'sha256-/);
    // The 404 page answers addresses no rule names: it carries the policy itself.
    // React writes the policy's quotes as entities, which a browser reads as quotes.
    expect(fs.readFileSync('public/404.html', 'utf8').replaceAll('&#x27;', "'")).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );
  });

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
    // However long the editor's application takes to start on this machine: the test's own time bounds it.
    await expect(page.getByRole('button', { name: /Login with GitHub/i })).toBeVisible({ timeout: 0 });
    expect(violations.filter((violation) => !/localhost:8081/.test(violation))).toEqual([]);
    expect(policiesFor('/')[0]).not.toContain('api.github.com');
  });
});
