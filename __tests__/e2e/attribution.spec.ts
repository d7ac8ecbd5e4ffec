import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cityArticlePath } from '../support/content';
import { DEFAULT_ADMIN_TOKEN } from './support/server';
import { readLeads, unique } from './support/leads';
import type { PeriodSummary } from '../../src/lib/leads/summary';

const owner = { authorization: `Bearer ${DEFAULT_ADMIN_TOKEN}` };
const ARTICLE = cityArticlePath('en');
const DUTCH_ARTICLE = cityArticlePath('nl');

/** The stored lead of an address, as the inbox reads it. */
const storedLead = (email: string) =>
  readLeads().find((lead) => lead.fields.email === email) as
    (ReturnType<typeof readLeads>[number] & { source?: Record<string, unknown> }) | undefined;

async function summary(baseURL: string): Promise<PeriodSummary[]> {
  const response = await fetch(`${baseURL}/api/leads?view=summary`, { headers: owner });
  expect(response.status).toBe(200);
  return ((await response.json()) as { periods: PeriodSummary[] }).periods;
}

/** Sends the home page's contact form (the page is on it) as a visitor of its own; returns their address. */
async function sendContact(page: Page, label: string, name: string, message: string): Promise<string> {
  const email = unique(label);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Your message').fill(message);
  await form.getByTestId('submit').click();
  return email;
}

test.describe('where a lead came from', () => {
  test.skip(({ isMobile }) => isMobile, 'where a visit came from does not depend on the viewport');

  test('a search visit to the home page: the contact form says so, and the tab keeps nothing but the arrival', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/#contact', { referer: 'https://www.google.com/' });
    const email = await sendContact(page, 'search-visit', 'Ben Smith', 'Found you on Google: what does a site for a roofer cost?');
    await expect.poll(() => storedLead(email)?.source).toEqual({ landingPage: '/', referrerHost: 'www.google.com', sentFrom: '/' });
    // Kept for the tab only: no cookie, nothing in local storage but the language a visitor may choose.
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'preferred-language'))).toEqual([]);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('arrival'))) ?? '{}')).toEqual({
      landingPage: '/',
      referrerHost: 'www.google.com',
    });
    // A new tab is a new visit.
    const other = await context.newPage();
    await other.goto('/');
    // Its scripts start once its largest paint is shown, as a visitor's would, and record the new visit.
    await other.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await other.evaluate(() => sessionStorage.getItem('arrival'))).toBe(JSON.stringify({ landingPage: '/' }));
    await other.close();
    const month = (await summary(baseURL!)).find((period) => period.days === 30)!;
    expect(month.bySource.find((row) => row.source === 'search')?.leads).toBeGreaterThanOrEqual(1);
  });

  test('a campaign link to an article, then the home page: the lead keeps the article, the campaign and the page it was sent from', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${ARTICLE}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`, { referer: 'https://mail.example.net/' });
    // The visitor reads on, then goes to the home page in the same tab.
    await page.goto('/#contact');
    const email = await sendContact(page, 'campaign-visit', 'Ann Lee', 'Your newsletter article sold me.');
    await expect
      .poll(() => storedLead(email)?.source)
      .toEqual({
        landingPage: ARTICLE,
        referrerHost: 'mail.example.net',
        utm: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' },
        sentFrom: '/',
      });
    const month = (await summary(baseURL!)).find((period) => period.days === 30)!;
    expect(month.byPage.find((row) => row.page === ARTICLE)?.leads).toBeGreaterThanOrEqual(1);
    expect(month.bySource.find((row) => row.source === 'campaign')?.leads).toBeGreaterThanOrEqual(1);
  });

  test('a form sent without JavaScript from an article keeps the page it was sent from, and comes back there when wrong', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(DUTCH_ARTICLE);
    const form = page.getByTestId('newsletter-form');
    await expect(form.locator('input[name="sentFrom"]')).toHaveValue(DUTCH_ARTICLE);
    // A wrong address: back to the article's own sign-up, not the blog's.
    await form.locator('input[type="email"]').fill('not-an-address');
    await form.evaluate((element: HTMLFormElement) => element.setAttribute('novalidate', ''));
    await form.getByTestId('submit').click();
    await expect(page).toHaveURL(new RegExp(`${DUTCH_ARTICLE}\\?form=newsletter&form-errors=email#newsletter$`));
    const email = unique('no-script');
    await page.getByTestId('newsletter-form').locator('input[type="email"]').fill(email);
    await page.getByTestId('newsletter-form').getByTestId('submit').click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/$/);
    expect(storedLead(email)?.source).toEqual({ sentFrom: DUTCH_ARTICLE });
    await context.close();
  });
});

test.describe('taps on the ways to call', () => {
  test.skip(({ isMobile }) => !isMobile, 'the call bar is on phones');

  test('a tap on Call is counted for its page and day, with nothing but the page and the channel', async ({ page, baseURL }) => {
    const before = (await summary(baseURL!))[0]!.byPage.find((row) => row.page === ARTICLE)?.taps.phone ?? 0;
    await page.goto(ARTICLE);
    const beacon = page.waitForRequest((request) => request.url().includes('/api/tap'));
    await page.getByTestId('action-call').click();
    const request = await beacon;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).search).toBe(`?channel=phone&page=${encodeURIComponent(ARTICLE)}`);
    expect(request.postData() ?? '').toBe('');
    await expect.poll(async () => (await summary(baseURL!))[0]!.byPage.find((row) => row.page === ARTICLE)?.taps.phone).toBe(before + 1);
  });
});
