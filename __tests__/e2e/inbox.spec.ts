import fs from 'fs';
import os from 'os';
import path from 'path';
import { blobsContext, startBlobsServer } from '../support/blobs-server';
import type { Locator, Page } from '@playwright/test';
import { expect, oneWidthFor, test } from './support/test';
import { axeAudit } from './support/audits';
import { DEFAULT_ADMIN_TOKEN, DEFAULT_PORT, startServer, type RunningServer } from './support/server';
import { GOOD, postForm, readLeads, unique, type StoredLead } from './support/leads';
import { CONTENT, readJson } from '../support/content';
import { formatPhone } from '../../src/lib/site-preview/phone';
import type { TradeFile } from '../../src/lib/trades';

const owner = { authorization: `Bearer ${DEFAULT_ADMIN_TOKEN}` };
/** Servers of their own, beside the default test server's port (E2E_PORT), so runs on other ports never meet them. */
const PORTS = { unset: DEFAULT_PORT + 20, auth: DEFAULT_PORT + 21, blobs: DEFAULT_PORT + 22, paging: DEFAULT_PORT + 23 };

async function postLead(baseUrl: string, kind: string, email: string, extra: Record<string, unknown> = {}) {
  const response = await postForm(baseUrl, kind, email, extra);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Nothing wider than the screen; on a laptop every column of the list fits too: one line per name, nothing scrolled
 * out of view.
 */
async function expectInboxFits(page: Page, isMobile: boolean) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  if (isMobile) return;
  const table = page.getByTestId('inbox-table');
  expect(await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
  const heights = await table
    .getByTestId('inbox-open')
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeLessThan(30);
}

async function listLeads(baseUrl: string, query = '', headers: Record<string, string> = owner) {
  const response = await fetch(`${baseUrl}/api/leads${query}`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as { store: string; retentionMonths: number; leads: StoredLead[] };
}

/** Every way into the inbox API, each of which must refuse a caller without the right token. */
const INBOX_REQUESTS = (id: string): Array<{ name: string; init: RequestInit; query: string }> => [
  { name: 'list', init: {}, query: '' },
  { name: 'one lead', init: {}, query: `?id=${id}` },
  { name: 'CSV export', init: {}, query: '?format=csv' },
  {
    name: 'set a stage',
    init: { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, status: 'won' }) },
    query: '',
  },
  { name: 'delete', init: { method: 'DELETE' }, query: `?id=${id}` },
];

test.describe('the inbox API over HTTP', () => {
  test.skip(({ isMobile }) => isMobile, 'the API does not depend on the viewport');

  test('a posted lead appears in the inbox with its source, gets a stage and a note, is exported as CSV and deleted', async ({
    baseURL,
  }) => {
    const base = baseURL!;
    const email = unique('inbox-api');
    const id = await postLead(base, 'quote', email, {
      message: '=HYPERLINK("http://evil.example")',
      landingPage: '/blog/plumber-chicago/',
      referrerHost: 'www.google.com',
      sentFrom: '/plumber-website-design/',
    });

    const { leads, store, retentionMonths } = await listLeads(base);
    expect(store).toBe('file');
    expect(retentionMonths).toBe(24);
    const lead = leads.find((candidate) => candidate.id === id);
    expect(lead).toEqual(
      expect.objectContaining({
        kind: 'quote',
        status: 'new',
        fields: expect.objectContaining({ email }),
        source: { landingPage: '/blog/plumber-chicago/', referrerHost: 'www.google.com', sentFrom: '/plumber-website-design/' },
      }),
    );
    expect((await listLeads(base, '?source=search')).leads.map((candidate) => candidate.id)).toContain(id);
    expect((await listLeads(base, '?source=direct')).leads.map((candidate) => candidate.id)).not.toContain(id);
    const times = leads.map((candidate) => (candidate as StoredLead & { receivedAt: string }).receivedAt);
    expect(times).toEqual([...times].sort().reverse());

    const patched = await fetch(`${base}/api/leads`, {
      method: 'PATCH',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ id, status: 'won', note: 'Signed the Pro plan on the phone.' }),
    });
    expect(patched.status).toBe(200);
    expect(patched.headers.get('cache-control')).toContain('no-store');
    expect((await listLeads(base, '?status=won&kind=quote')).leads.map((candidate) => candidate.id)).toContain(id);
    expect((await listLeads(base, '?status=new')).leads.map((candidate) => candidate.id)).not.toContain(id);
    expect((await listLeads(base, '?kind=intake')).leads.map((candidate) => candidate.id)).not.toContain(id);

    const csv = await fetch(`${base}/api/leads?format=csv&kind=quote`, { headers: owner });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-quote-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const row = text.split('\r\n').find((line) => line.includes(email));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain('"won","Signed the Pro plan on the phone."');
    expect(row).toContain('"search","/blog/plumber-chicago/","www.google.com"');

    const erased = await fetch(`${base}/api/leads?id=${id}`, { method: 'DELETE', headers: owner });
    expect(erased.status).toBe(200);
    expect((await fetch(`${base}/api/leads?id=${id}`, { headers: owner })).status).toBe(404);
    expect((await listLeads(base)).leads.map((candidate) => candidate.id)).not.toContain(id);
    expect(readLeads().map((candidate) => candidate.id)).not.toContain(id);
  });

  test('the inbox API keeps the form Functions’ rules: 405, 415 and 413', async ({ baseURL }) => {
    const base = baseURL!;
    expect((await fetch(`${base}/api/leads`, { method: 'POST', headers: owner })).status).toBe(405);
    const patch = (type: string, body: string) =>
      fetch(`${base}/api/leads`, { method: 'PATCH', headers: { ...owner, 'content-type': type }, body });
    expect((await patch('text/plain', '{"id":"x","status":"won"}')).status).toBe(415);
    expect((await patch('application/json', JSON.stringify({ id: 'x'.repeat(200_000), status: 'won' }))).status).toBe(413);
    expect((await patch('application/json', JSON.stringify({ id: 'x', status: 'archived' }))).status).toBe(400);
    expect((await patch('application/json', JSON.stringify({ id: 'x', note: 'n'.repeat(2001) }))).status).toBe(400);
  });
});

test.describe('signing in to the inbox API', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'the API does not depend on the viewport');

  test('without ADMIN_TOKEN there is no inbox: the API answers 404 and the page says how to set one', async ({ browser }) => {
    const server = await startServer(PORTS.unset, { LEADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-unset-')) });
    try {
      const response = await fetch(`${server.baseUrl}/api/leads`, { headers: owner });
      expect(response.status).toBe(404);
      const page = await browser.newPage({ baseURL: server.baseUrl });
      await page.goto('/admin/leads/');
      await expect(page.getByTestId('inbox-not-set-up')).toContainText('ADMIN_TOKEN');
      await page.close();
    } finally {
      await server.stop();
    }
  });

  test('a missing, wrong or old token gets 401 on every path and never lead data; past the limit 429 at once; a stranger’s guesses never lock the owner out', async () => {
    const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-auth-'));
    const oldToken = 'old-owner-secret-5d1e8b3f9a2c47e6b0d4';
    const newToken = 'new-owner-secret-c84f2a6e1b9d4037a5e2';
    const email = unique('secret');
    let id: string;
    let server: RunningServer = await startServer(PORTS.auth, { LEADS_DIR: leadsDir, ADMIN_TOKEN: oldToken });
    try {
      id = await postLead(server.baseUrl, 'intake', email);
      expect((await listLeads(server.baseUrl, '', { authorization: `Bearer ${oldToken}` })).leads).toHaveLength(1);
    } finally {
      await server.stop();
    }
    // The owner changes the secret: the old one must stop working at once.
    server = await startServer(PORTS.auth, { LEADS_DIR: leadsDir, ADMIN_TOKEN: newToken });
    try {
      const attempts: Array<[string, Record<string, string>]> = [
        ['missing', {}],
        ['not a bearer token', { authorization: newToken }],
        ['wrong', { authorization: `Bearer ${newToken.slice(0, -1)}x` }],
        ['old', { authorization: `Bearer ${oldToken}` }],
      ];
      let failures = 0;
      for (const [label, headers] of attempts) {
        for (const request of INBOX_REQUESTS(id)) {
          const init = { ...request.init, headers: { ...(request.init.headers as Record<string, string>), ...headers } };
          const response = await fetch(`${server.baseUrl}/api/leads${request.query}`, init);
          const body = await response.text();
          expect([label, request.name, response.status]).toEqual([label, request.name, 401]);
          expect(response.headers.get('www-authenticate')).toBe('Bearer');
          expect(response.headers.get('cache-control')).toContain('no-store');
          expect(body).not.toContain(email);
          if (label === 'wrong' || label === 'old') failures += 1;
        }
      }
      expect(failures).toBe(10);
      // Past ten wrong guesses from one address, more guesses sent side by side are refused at once with 429…
      const guesses = await Promise.all(
        Array.from({ length: 30 }, () => fetch(`${server.baseUrl}/api/leads`, { headers: { authorization: `Bearer ${oldToken}` } })),
      );
      expect(guesses.map((guess) => guess.status)).toEqual(Array(30).fill(429));
      expect(guesses.every((guess) => Number(guess.headers.get('retry-after')) > 0)).toBe(true);
      // …while the right token, from the same address, opens the inbox.
      const owned = await fetch(`${server.baseUrl}/api/leads`, { headers: { authorization: `Bearer ${newToken}` } });
      expect(owned.status).toBe(200);
      // Nothing was marked or erased by the refused requests.
      expect(readLeads(leadsDir)).toEqual([expect.objectContaining({ id, status: 'new' })]);
    } finally {
      await server.stop();
    }
  });

  test('on Netlify with no mail or webhook set up, a lead is acknowledged, kept in Netlify Blobs and listed in the inbox', async () => {
    const blobs = await startBlobsServer();
    const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-blobs-'));
    const server = await startServer(PORTS.blobs, {
      NETLIFY: 'true',
      NETLIFY_BLOBS_CONTEXT: blobsContext(blobs, 'e2e-site'),
      ADMIN_TOKEN: DEFAULT_ADMIN_TOKEN,
      LEADS_DIR: leadsDir,
    });
    try {
      const email = unique('blobs');
      const id = await postLead(server.baseUrl, 'intake', email);
      const { store, leads } = await listLeads(server.baseUrl);
      expect(store).toBe('blobs');
      expect(leads).toEqual([expect.objectContaining({ id, kind: 'intake', notify: 'none', fields: expect.objectContaining({ email }) })]);
      // Nothing on the Function's disk, which would not outlive the request on Netlify.
      expect(readLeads(leadsDir)).toEqual([]);
      const erased = await fetch(`${server.baseUrl}/api/leads?id=${id}`, { method: 'DELETE', headers: owner });
      expect(erased.status).toBe(200);
      expect((await listLeads(server.baseUrl)).leads).toEqual([]);
    } finally {
      await server.stop();
      await blobs.stop();
    }
  });
});

/** The number the intake's visitor gives in the browser tests: their site's call button dials it. */
const VISITOR_PHONE = '038 421 7788';

/**
 * An intake's lead shows the visitor's website as the intake showed it: the same HTML page, in their language (Dutch),
 * with their business name, their trade's headline and their number as text, scaled down whole into its frame (a
 * laptop's page on a laptop, a phone's on a phone) with the call button in view; a picture of the page, which the
 * keyboard cannot reach and screen readers read as its description.
 */
async function expectVisitorSite(sketch: Locator, business: string) {
  const plumber = readJson<TradeFile[]>(path.join(CONTENT, 'home', 'trades.json')).find((trade) => trade.id === 'plumber')!;
  const headline = plumber.preview.headline.nl;
  const frame = sketch.getByTestId('lead-site');
  const scaled = frame.getByTestId('lead-site-page');
  const site = scaled.getByTestId('trade-site');
  await expect(site.getByTestId('trade-site-name')).toHaveText(business);
  await expect(site.locator('h3')).toHaveText(headline);
  await expect(site.getByTestId('trade-site-call')).toContainText(formatPhone(VISITOR_PHONE, 'nl').display);
  await expect(frame).toHaveAttribute('role', 'img');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(frame).toHaveAccessibleName(new RegExp(`${literal(business)}.*${literal(headline)}`));
  await expect(scaled).toHaveAttribute('aria-hidden', 'true');
  await expect(scaled).toHaveAttribute('inert', '');
  const call = site.getByTestId('trade-site-call');
  expect(await call.evaluate((link) => (link.focus(), document.activeElement === link))).toBe(false);
  const [frameBox, pageBox, callBox] = await Promise.all([frame.boundingBox(), scaled.boundingBox(), call.boundingBox()]);
  // Laid out wider than the frame, and shrunk to the frame's width inside its border.
  const [laidOutAt, inside] = [Number(await scaled.getAttribute('data-width')), await frame.evaluate((element) => element.clientWidth)];
  expect(laidOutAt).toBeGreaterThan(inside);
  expect(Math.abs(pageBox!.width - inside)).toBeLessThan(1);
  expect(callBox!.y + callBox!.height).toBeLessThanOrEqual(frameBox!.y + frameBox!.height);
}

test.describe('the inbox in the browser', () => {
  for (const language of ['en', 'nl'] as const) {
    const text =
      language === 'en'
        ? {
            quoted: 'Quoted',
            stageSaved: 'Stage saved.',
            noteSaved: 'Note saved.',
            deleted: 'The lead is deleted.',
            newsletter: 'Newsletter',
          }
        : {
            quoted: 'Offerte gestuurd',
            stageSaved: 'Fase opgeslagen.',
            noteSaved: 'Notitie opgeslagen.',
            deleted: 'De aanvraag is verwijderd.',
            newsletter: 'Nieuwsbrief',
          };

    test(
      `the owner signs in, filters, opens, sets a stage and a note, exports and deletes (${language})`,
      oneWidthFor(language),
      async ({ page, baseURL, isMobile }) => {
        const email = unique(`inbox-${language}`);
        const id = await postLead(baseURL!, 'intake', email, {
          name: `Ida ${language.toUpperCase()} Vos`,
          locale: 'nl',
          town: 'Zwolle',
          phone: VISITOR_PHONE,
        });
        const subscriber = unique(`subscriber-${language}`);
        await postLead(baseURL!, 'newsletter', subscriber);

        await page.goto('/admin/leads/');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        if (language === 'nl') await page.getByTestId('inbox-language').click();
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        const signIn = page.getByTestId('inbox-sign-in');
        await signIn.getByLabel(language === 'en' ? 'Inbox token' : 'Inbox-token').fill('not-the-secret');
        await signIn.getByRole('button').click();
        await expect(page.getByTestId('inbox-problem')).toHaveText(
          language === 'en' ? 'That token is not right.' : 'Dat token klopt niet.',
        );
        await signIn.getByLabel(language === 'en' ? 'Inbox token' : 'Inbox-token').fill(DEFAULT_ADMIN_TOKEN);
        await signIn.getByRole('button').click();

        const inbox = page.getByTestId('inbox');
        const row = inbox.locator(`[data-testid="inbox-row"][data-id="${id}"]`);
        await expect(row).toContainText(email);
        await page.getByTestId('inbox-filter-kind').selectOption('contact');
        await expect(row).toHaveCount(0);
        await page.getByTestId('inbox-filter-kind').selectOption('intake');
        await expect(row).toBeVisible();

        await row.getByTestId('inbox-open').click();
        const detail = page.getByTestId('lead-detail');
        await expect(detail).toContainText(email);
        await expect(detail.locator('[data-field="goals"]')).toHaveText('Meer klussen');
        // The website the visitor saw, in their language (Dutch), with the link to it full size: the first call starts from it.
        await expectVisitorSite(detail.getByTestId('lead-sketch'), String(GOOD.intake!(email).company));
        await expect(detail.getByTestId('lead-sketch').getByRole('link')).toHaveAttribute(
          'href',
          /^\/nl\/website-voorbeeld\/#b=De\+Boer&t=plumber/,
        );
        // Where the owner is looking (on a phone: in the lead's own card, brought into view), with the date and the time
        // it came in, and nothing wider than the screen.
        await expect(detail).toBeInViewport();
        await expect(row.locator('time').first()).toHaveText(/\d{4}, \d{2}:\d{2}$/);
        await expect(detail.locator('time')).toHaveText(/\d{4}, \d{2}:\d{2}$/);
        // On a laptop the list beside the open lead stays readable.
        await expectInboxFits(page, isMobile);
        const axe = await axeAudit(page);
        expect(axe.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target.join(' '))])).toEqual([]);
        // The reply greets the visitor in the language they wrote in (Dutch), whatever the inbox's language.
        await expect(detail.getByTestId('lead-reply')).toHaveAttribute(
          'href',
          new RegExp(`^mailto:${email}\\?subject=.*&body=Hallo%20Ida`),
        );
        await detail.getByTestId('lead-stage').selectOption('quoted');
        await expect(page.getByRole('status')).toHaveText(text.stageSaved);
        await expect(row).toContainText(text.quoted);
        await detail.getByTestId('lead-note').fill('Belt donderdag terug');
        await detail.getByTestId('lead-note-save').click();
        await expect(page.getByRole('status')).toHaveText(text.noteSaved);
        expect(readLeads().find((lead) => lead.id === id)).toMatchObject({ status: 'quoted', note: 'Belt donderdag terug' });
        await page.getByTestId('inbox-filter-status').selectOption('new');
        await expect(row).toHaveCount(0);
        await page.getByTestId('inbox-filter-status').selectOption('quoted');
        await expect(row).toBeVisible();

        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('inbox-export').click()]);
        const csv = fs.readFileSync((await download.path())!, 'utf8');
        expect(csv.charCodeAt(0)).toBe(0xfeff);
        expect(csv).toContain(email);
        expect(csv).not.toContain(subscriber);

        // Where leads come from: this request's post carried no arrival, so its source is not known.
        await page.getByTestId('inbox-tab-sources').click();
        await expect(page.getByTestId('summary-totals')).toContainText(language === 'en' ? 'request' : 'aanvra');
        await expect(page.getByTestId('summary-sources').locator('[data-source="unknown"]')).toBeVisible();
        await page.getByTestId('summary-period-365').check({ force: true });
        await expect(page.getByTestId('summary-period-365')).toBeChecked();
        await page.getByTestId('inbox-tab-newsletter').click();
        await expect(inbox.getByTestId('inbox-row').filter({ hasText: subscriber })).toBeVisible();
        await page.getByTestId('inbox-tab-requests').click();

        await page.getByTestId('inbox-filter-status').selectOption('');
        await row.getByTestId('inbox-open').click();
        await page.getByTestId('lead-delete').click();
        await page.getByTestId('lead-delete-confirm').click();
        await expect(page.getByRole('status')).toHaveText(text.deleted);
        await expect(row).toHaveCount(0);
        expect(readLeads().map((lead) => lead.id)).not.toContain(id);

        // The token lives in this tab: a reload keeps the owner signed in, signing out forgets it.
        await page.reload();
        await expect(page.getByTestId('inbox')).toBeVisible();
        await page.getByTestId('inbox-sign-out').click();
        await expect(page.getByTestId('inbox-sign-in')).toBeVisible();
      },
    );
  }
});

test.describe('the inbox a page at a time', () => {
  test('55 requests fill three pages: newest first, turned with the keyboard, in both languages, as wide as the screen', async ({
    page,
    isMobile,
  }) => {
    // 55 requests and 5 newsletter sign-ups, a minute apart, in a store of their own.
    const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-paging-'));
    const kinds = ['intake', 'contact', 'quote'] as const;
    const seeded = Array.from({ length: 60 }, (_, index) => {
      const number = String(index + 1).padStart(2, '0');
      const newsletter = index % 12 === 11;
      return {
        id: `00000000-0000-4000-8000-0000000000${number}`,
        kind: newsletter ? 'newsletter' : kinds[index % 3],
        receivedAt: new Date(Date.now() - (60 - index) * 60_000).toISOString(),
        language: 'en',
        fields: newsletter
          ? { email: `subscriber-${number}@example.com` }
          : { name: `Lead ${number}`, email: `lead-${number}@example.com` },
        status: 'new',
        notify: 'none',
      };
    });
    fs.writeFileSync(path.join(leadsDir, 'leads.jsonl'), seeded.map((lead) => `${JSON.stringify(lead)}\n`).join(''));
    const names = seeded.filter((lead) => lead.kind !== 'newsletter').map((lead) => String(lead.fields.name));
    const newest = [...names].reverse();
    // Desktop and phone run at once: a server each.
    const server = await startServer(PORTS.paging + (isMobile ? 1 : 0), {
      LEADS_DIR: leadsDir,
      ADMIN_TOKEN: DEFAULT_ADMIN_TOKEN,
    });
    try {
      await page.goto(`${server.baseUrl}/admin/leads/`);
      await page.evaluate((token) => sessionStorage.setItem('inbox-token', token), DEFAULT_ADMIN_TOKEN);
      await page.reload();
      const inbox = page.getByTestId('inbox');
      const rows = inbox.getByTestId('inbox-row');
      const shown = () => rows.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
      const pager = page.getByTestId('inbox-pager');
      const older = page.getByTestId('inbox-older');
      const newer = page.getByTestId('inbox-newer');

      await expect(page.getByTestId('inbox-page')).toHaveText('Page 1 of 3');
      await expect(inbox).toContainText('55 leads');
      await expect(rows).toHaveCount(25);
      expect((await shown()).map((text) => /Lead \d{2}/.exec(text)?.[0])).toEqual(newest.slice(0, 25));
      await expect(newer).toHaveAttribute('aria-disabled', 'true');
      await expectInboxFits(page, isMobile);
      const axe = await axeAudit(page, { include: '[data-testid="inbox-pager"]' });
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);

      // The keyboard turns the pages; focus stays on the button, even once there is no older page.
      await older.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('inbox-page')).toHaveText('Page 2 of 3');
      await expect(rows.first()).toContainText(newest[25]!);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('inbox-page')).toHaveText('Page 3 of 3');
      await expect(rows).toHaveCount(5);
      expect((await shown()).map((text) => /Lead \d{2}/.exec(text)?.[0])).toEqual(newest.slice(50));
      await expect(older).toHaveAttribute('aria-disabled', 'true');
      await expect(older).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('inbox-page')).toHaveText('Page 3 of 3');
      await page.keyboard.press('Shift+Tab');
      await expect(newer).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByTestId('inbox-page')).toHaveText('Page 2 of 3');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

      // Another filter starts at its newest page; the newsletter tab has its own five.
      await page.getByTestId('inbox-filter-kind').selectOption('quote');
      await expect(inbox).toContainText(`${seeded.filter((lead) => lead.kind === 'quote').length} leads`);
      await expect(pager).toHaveCount(0);
      await page.getByTestId('inbox-tab-newsletter').click();
      await expect(rows).toHaveCount(5);
      await page.getByTestId('inbox-tab-requests').click();
      await expect(page.getByTestId('inbox-page')).toHaveText('Page 1 of 3');

      await page.getByTestId('inbox-language').click();
      await expect(pager).toHaveAttribute('aria-label', "Pagina's");
      await expect(page.getByTestId('inbox-page')).toHaveText('Pagina 1 van 3');
      await expect(older).toHaveText('Ouder');
      await expect(newer).toHaveText('Nieuwer');
      await expect(inbox).toContainText('55 aanvragen');
    } finally {
      await server.stop();
    }
  });
});

test.describe('the inbox when something goes wrong', () => {
  test.skip(({ isMobile }) => isMobile, 'the same code on every viewport');

  test('a failed request keeps the owner signed in; a lead deleted meanwhile is reported as gone; an empty newsletter table spans its columns', async ({
    page,
    baseURL,
  }) => {
    const email = unique('inbox-faults');
    const id = await postLead(baseURL!, 'contact', email);
    await page.goto('/admin/leads/');
    await page.evaluate((token) => sessionStorage.setItem('inbox-token', token), DEFAULT_ADMIN_TOKEN);
    await page.reload();
    const inbox = page.getByTestId('inbox');
    await expect(inbox).toBeVisible();
    const row = inbox.locator(`[data-testid="inbox-row"][data-id="${id}"]`);
    await expect(row).toBeVisible();

    // The server answers 500 once (a dropped connection, a store that failed): the owner stays signed in.
    await page.route('**/api/leads?*', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
    await page.getByTestId('inbox-filter-kind').selectOption('contact');
    await expect(page.getByRole('status')).toContainText('could not be reached');
    await expect(page.getByTestId('inbox-sign-in')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('inbox-token'))).toBe(DEFAULT_ADMIN_TOKEN);

    // The lead is deleted elsewhere; setting its stage here says it is gone, and the owner stays signed in.
    await row.getByTestId('inbox-open').click();
    expect((await fetch(`${baseURL}/api/leads?id=${id}`, { method: 'DELETE', headers: owner })).status).toBe(200);
    await page.getByTestId('lead-detail').getByTestId('lead-stage').selectOption('contacted');
    await expect(page.getByRole('status')).toContainText('no longer in the inbox');
    await expect(page.getByTestId('inbox-sign-in')).toHaveCount(0);
    await expect(row).toHaveCount(0);

    // The newsletter tab has four columns; its empty message spans exactly those.
    await page.route('**/api/leads?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { leads: unknown[] };
      return route.fulfill({ response, json: { ...body, leads: [] } });
    });
    // Checked once the emptied answer is in: the table may already be empty before it, and the test must not end
    // while the answer is still being rewritten.
    const emptied = page.waitForResponse((response) => response.url().includes('kind=newsletter'));
    await page.getByTestId('inbox-tab-newsletter').click();
    await emptied;
    const headers = await page.getByTestId('inbox-table').locator('thead th').count();
    expect(headers).toBe(4);
    await expect(page.getByTestId('inbox-table').locator('tbody td').first()).toHaveAttribute('colspan', String(headers));
  });
});
