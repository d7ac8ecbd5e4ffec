import { chromium } from '@playwright/test';
import { collectViolations } from '../../__tests__/e2e/support/audits';
import { CHROMIUM_ARGS, headlessShellPath } from '../../__tests__/e2e/support/chromium';
import { check } from './report';
import { TOKEN } from './server';

/**
 * The inbox in a real browser under Netlify's own headers: it signs in, lists a lead and opens it, and the browser
 * refuses nothing (the inbox page lives under /admin/, whose editor needs a policy of its own).
 */
export async function checkInboxInBrowser(baseUrl: string, email: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: headlessShellPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const refusals = await collectViolations(page);
    const response = await page.goto(`${baseUrl}/admin/leads/`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    check(
      '/admin/leads/: served with the inbox’s own policy, without eval',
      /script-src 'self' 'sha256-/.test(policy) && !policy.includes('unsafe-eval'),
      policy.slice(0, 80),
    );
    await page.getByLabel(/Inbox token|Inbox-token/).fill(TOKEN);
    await page.getByRole('button', { name: /^(Sign in|Inloggen)$/ }).click();
    const row = page.getByTestId('inbox-row').filter({ hasText: email });
    const listed = await row
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    check('the inbox in a browser under Netlify’s headers: signed in, the lead listed', listed, email);
    if (listed) {
      await row.first().getByTestId('inbox-open').click();
      const opened = await page
        .getByTestId('lead-detail')
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      check('the inbox in a browser: the lead opens', opened);
    }
    check(
      'the inbox in a browser: nothing refused by the Content-Security-Policy',
      refusals.length === 0,
      refusals.slice(0, 3).join(' | '),
    );
  } finally {
    await browser.close();
  }
}
