import fs from 'fs';
import path from 'path';
import { expect, test } from './support/test';
import { DEFAULT_LEADS_DIR } from './support/server';
import { INTAKE_STEPS } from '../../src/lib/forms/intake-steps';

interface StoredLead {
  kind: string;
  language: string;
  fields: Record<string, string | boolean>;
}

function storedLead(email: string): StoredLead | undefined {
  const file = path.join(DEFAULT_LEADS_DIR, 'leads.jsonl');
  if (!fs.existsSync(file)) return undefined;
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as StoredLead)
    .find((lead) => lead.fields.email === email);
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.describe('the multi-step intake', () => {
  test('validates each step, keeps values going back, and sends every field in one request', async ({ page }) => {
    await page.goto('/#intake-form');
    const form = page.getByTestId('intake-form');
    const step = (id: string) => page.getByTestId(`intake-step-${id}`);
    await expect(page.getByTestId('intake-steps').locator('[aria-current="step"]')).toHaveCount(1);
    for (const { id } of INTAKE_STEPS.slice(1)) await expect(step(id)).toBeHidden();

    // Step 1 refuses to go on without its required fields, and says why in place.
    await form.getByTestId('intake-next').click();
    await expect(step('business')).toBeVisible();
    await expect(step('business').getByTestId('field-error')).toHaveCount(3);
    await expect(form.getByLabel('Your name')).toBeFocused();

    const email = unique('steps');
    await form.getByLabel('Your name').fill('Anna de Boer');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Business name').fill('De Boer Installatie');
    await form.getByLabel('Your trade').selectOption('installatie');
    await form.getByTestId('intake-next').click();
    await expect(step('requirements')).toBeVisible();
    await expect(step('business')).toBeHidden();
    await form.getByLabel('What should your website do for you?').fill('More emergency calls in Utrecht.');

    // Back keeps what was typed.
    await form.getByTestId('intake-back').click();
    await expect(form.getByLabel('Your name')).toHaveValue('Anna de Boer');
    await expect(form.getByLabel('Your trade')).toHaveValue('installatie');
    await form.getByTestId('intake-next').click();
    await expect(form.getByLabel('What should your website do for you?')).toHaveValue('More emergency calls in Utrecht.');
    await step('requirements').getByText('Yes', { exact: true }).click();
    await form.getByTestId('intake-next').click();
    await step('design').getByText('Modern', { exact: true }).click();
    await form.getByTestId('intake-next').click();
    await step('planning').getByText('Within a month', { exact: true }).click();
    await step('planning').getByText('Subscription plus extra features', { exact: true }).click();
    await form.getByTestId('intake-next').click();

    // The last step: consent is required before the one request goes out.
    await form.getByTestId('submit').click();
    await expect(step('consent').getByTestId('field-error')).toHaveCount(1);
    await form.getByLabel('You may show my new website in your portfolio').check();
    await form.getByLabel(/I agree to the/).check();
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/intake') && candidate.method() === 'POST');
    await form.getByTestId('submit').click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Anna de Boer',
      email,
      company: 'De Boer Installatie',
      industry: 'installatie',
      goals: 'More emergency calls in Utrecht.',
      existingWebsite: 'yes',
      style: 'modern',
      timeline: 'month',
      budget: 'extras',
      portfolioPermission: true,
      privacyAgreed: true,
      locale: 'en',
    });

    // A confirmation takes the form's place, with what happens next.
    const success = page.getByTestId('intake-success');
    await expect(success).toContainText('Thank you, Anna');
    await expect(success).toContainText('What happens next');
    await expect(success.getByRole('heading', { level: 3 })).toBeFocused();
    await expect.poll(() => storedLead(email)?.fields.budget).toBe('extras');
    // One confirmation: the panel, with no toast over it (on a phone a toast covered the panel).
    await page.waitForTimeout(500);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('the price calculator hands its choice to the intake', async ({ page }) => {
    await page.goto('/nl/');
    await page.getByTestId('home-calc-business-type').selectOption('electrician');
    await page.getByTestId('home-calc-package-premium').check();
    await page.getByTestId('home-calc-feature-booking').check();
    await page.getByTestId('home-calc-plan-intake').click();
    const form = page.getByTestId('intake-form');
    await expect(form.getByLabel('Je vakgebied')).toHaveValue('installatie');
    await form.getByLabel('Je naam').fill('Piet Jansen');
    await form.getByLabel('E-mailadres').fill(unique('calc'));
    await form.getByTestId('intake-next').click();
    await expect(page.getByTestId('intake-selection')).toContainText('Elektricien');
    await expect(page.getByTestId('intake-selection')).toContainText('Uitgebreid');
  });
});

test.describe('the intake before its script runs', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, 'one viewport is enough for a plain form post');

  for (const [language, home, thanks, labels] of [
    ['en', '/', '/thank-you/', { name: 'Your name', email: 'Email address', trade: 'Your trade', privacy: /I agree to the/ }],
    ['nl', '/nl/', '/nl/bedankt/', { name: 'Je naam', email: 'E-mailadres', trade: 'Je vakgebied', privacy: /Ik ga akkoord met de/ }],
  ] as const) {
    test(`is one long form that posts to the Function and lands on the thank-you page (${language})`, async ({ context }) => {
      // A page of its own: the suite's page waits for hydration, which never comes without script.
      const page = await context.newPage();
      await page.goto(`${home}#intake-form`);
      const form = page.getByTestId('intake-form');
      for (const { id } of INTAKE_STEPS) await expect(page.getByTestId(`intake-step-${id}`)).toBeVisible();
      const email = unique(`nojs-${language}`);
      await form.getByLabel(labels.name).fill('Jan Smit');
      await form.getByLabel(labels.email).fill(email);
      await form.getByLabel(labels.trade).selectOption('dak');
      await form.getByLabel(labels.privacy).check();
      await form.getByTestId('submit').click();
      await expect(page).toHaveURL(new RegExp(`${thanks}$`));
      await expect(page.getByTestId('thanks')).toBeVisible();
      expect(storedLead(email)).toMatchObject({
        kind: 'intake',
        language,
        fields: { name: 'Jan Smit', industry: 'dak', privacyAgreed: true },
      });
    });
  }
});
