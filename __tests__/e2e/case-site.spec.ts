import path from 'path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeAudit } from './support/audits';
import { CONTENT, readJson } from '../support/content';
import { caseSitePath } from '../../src/lib/case-site/paths';
import { CASE_FEATURE_DISPLAY, type CaseFeatureKind } from '../../src/lib/case-site/features';
import type { Language } from '../../src/lib/languages';

/**
 * Each portfolio case's own site (src/components/case-site/), read from content/portfolio/cases.json: its name,
 * number, town, owner and reviewers, every feature it names shown (a demo, a section or a panel), and the demos working
 * once at each width while sending nothing: the request form refusing what is missing and what is not a photo, the
 * booking picking a day and a time, the before-and-after moving by keyboard. Each site passes axe-core's WCAG AA audit.
 */

interface CaseFile {
  slug: string;
  client: string;
  location: string;
  phone: string;
  market: Language;
  features: Array<{ kind: CaseFeatureKind; text: Record<Language, string> }>;
  site: { owner: string; banner?: string; reviews: Array<{ author: string; town: string }> };
}

const cases = readJson<CaseFile[]>(path.join(CONTENT, 'portfolio', 'cases.json'));
const site = (page: Page) => page.getByTestId('case-site');
const firstWith = (kinds: CaseFeatureKind[]) => cases.find((item) => item.features.some((feature) => kinds.includes(feature.kind)));

for (const item of cases) {
  test(`${item.slug}: its own name, number, town, owner, reviewers and features`, async ({ page }) => {
    await page.goto(caseSitePath(item.market, item.slug));
    await expect(site(page).getByTestId('case-site-name').first()).toHaveText(item.client);
    await expect(site(page).getByTestId('case-site-call')).toHaveAttribute('href', `tel:+${item.phone.replace(/\D/g, '')}`);
    await expect(site(page).getByTestId('case-site-town')).toContainText(item.location);
    await expect(site(page).getByTestId('case-site-owner')).toHaveText(item.site.owner);
    const authors = site(page).getByTestId('case-site-review-author');
    await expect(authors).toHaveText(item.site.reviews.map((review) => new RegExp(`${review.author}, ${review.town}`)));
    for (const feature of item.features) {
      // A banner says the editor's message where the case has one, else the feature's own line.
      const words = (feature.kind === 'banner' && item.site.banner?.trim()) || feature.text[item.market]!;
      // A case may name a kind twice (two service pages): each is shown in its own words.
      const ofKind = site(page).locator(`[data-feature="${feature.kind}"]`);
      const shown = CASE_FEATURE_DISPLAY[feature.kind] === 'section' ? ofKind.first() : ofKind.filter({ hasText: words }).first();
      // The call bar is the phone's; from a laptop's width the header's call button takes its place.
      if (feature.kind === 'call-button' && page.viewportSize()!.width >= 1024) await expect(shown).toBeAttached();
      else await expect(shown).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    const { violations } = await axeAudit(page, { include: '[data-testid="case-site"]' });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}

test.describe('the demos work once and send nothing', () => {
  test('the request form loads when first used, refuses what is missing and what is no photo, then shows its demo success', async ({
    page,
  }) => {
    const item = firstWith(['emergency-form', 'quote-form']);
    test.skip(!item, 'no case names a request form');
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(caseSitePath(item!.market, item!.slug));
    const demo = site(page).locator('[data-demo="request-form"]').first();
    await expect(demo).toHaveAttribute('data-demo-state', 'waiting');
    const loadedBefore = scripts.length;
    const form = demo.getByTestId('case-site-request');
    await form.getByRole('textbox').first().click();
    await expect(demo).toHaveAttribute('data-demo-state', 'ready');
    expect(scripts.length).toBeGreaterThan(loadedBefore);

    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(3);
    await form
      .getByTestId('case-site-photo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(form.getByTestId('case-site-photo')).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('textbox').nth(0).fill('Sam Example');
    await form.getByRole('textbox').nth(1).fill('+1 512 555 0100');
    await form.getByRole('textbox').nth(2).fill('Water under the sink');
    await form.locator('button[type="submit"]').click();
    await expect(site(page).getByTestId('case-site-request-done')).toHaveCount(0);
    // A real PNG's first bytes; its size is far under the limit.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await form.getByTestId('case-site-photo').setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: png });
    await form.locator('button[type="submit"]').click();
    await expect(site(page).getByTestId('case-site-request-done')).toContainText('Demo');
    expect(page.url()).toContain(caseSitePath(item!.market, item!.slug));
  });

  test('the booking picks a day and a time', async ({ page }) => {
    const item = firstWith(['booking']);
    test.skip(!item, 'no case names booking');
    await page.goto(caseSitePath(item!.market, item!.slug));
    const booking = site(page).getByTestId('case-site-booking');
    const [dayGroup, timeGroup] = [booking.getByRole('group').first(), booking.getByRole('group').last()];
    await dayGroup.locator('label').last().click();
    await expect(dayGroup.getByRole('radio').last()).toBeChecked();
    await timeGroup.locator('label').first().click();
    await booking.getByRole('button').click();
    await expect(site(page).getByTestId('case-site-booking-done')).toContainText('Demo');
  });

  test('the before-and-after moves by keyboard', async ({ page }) => {
    const item = firstWith(['before-after']);
    test.skip(!item, 'no case names a before-and-after');
    await page.goto(caseSitePath(item!.market, item!.slug));
    const slider = site(page).getByTestId('case-site-compare');
    await slider.focus();
    await expect(slider).toBeFocused();
    await expect(slider).toHaveValue('50');
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('60');
    const after = site(page).getByTestId('case-site-before-after').locator('img').last();
    await expect(after).toHaveAttribute('style', /inset\(0px 0px 0px 60%\)|inset\(0 0 0 60%\)/);
  });
});
