import fs from 'fs';
import os from 'os';
import path from 'path';
import { SMTPServer } from 'smtp-server';
import { type APIRequestContext } from '@playwright/test';
import { expect, oneWidthFor, onLaptop, onPhone, test } from './support/test';
import { settled } from './support/pages';
import business from '../../content/site/business.json';
import { startServer } from './support/server';
import { tradeAt } from '../support/content';

import { GOOD, postForm, readLeads, unique } from './support/leads';

const post = (request: APIRequestContext, kind: string, data: unknown, headers: Record<string, string> = {}) =>
  request.post(`/api/${kind}`, {
    data: typeof data === 'string' ? data : JSON.stringify(data),
    headers: { 'content-type': 'application/json', ...headers },
  });

test.describe('lead Functions over HTTP', () => {
  test.skip(({ isMobile }) => isMobile, 'the server side does not depend on the viewport');

  for (const kind of Object.keys(GOOD)) {
    test(`${kind}: stores a valid lead, and answers 405, 415, 413 and 400 without storing`, async ({ request }) => {
      const email = unique(kind);
      const ok = await post(request, kind, GOOD[kind]?.(email));
      expect(ok.status()).toBe(200);
      expect(ok.headers()['cache-control']).toBe('no-store');
      expect(readLeads().filter((lead) => lead.fields.email === email)).toEqual([expect.objectContaining({ kind })]);

      expect((await request.get(`/api/${kind}`)).status()).toBe(405);
      const wrongType = await request.post(`/api/${kind}`, { data: 'email=x@example.com', headers: { 'content-type': 'text/plain' } });
      expect(wrongType.status()).toBe(415);
      // A plain form post is the site's own form before its script ran: never from another site.
      const foreign = await request.post(`/api/${kind}`, {
        data: 'email=x@example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      });
      expect(foreign.status()).toBe(415);
      const huge = await post(request, kind, { ...GOOD[kind]?.(unique('huge')), message: 'x'.repeat(40_000) });
      expect(huge.status()).toBe(413);
      // Sent chunked, a 50 kB body declares no length: it is refused by the bytes read.
      const chunkedEmail = unique('chunked');
      const payload = new TextEncoder().encode(JSON.stringify({ ...GOOD[kind]?.(chunkedEmail), message: 'y'.repeat(50_000) }));
      const chunked = await fetch(new URL(`/api/${kind}`, test.info().project.use.baseURL).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (let offset = 0; offset < payload.length; offset += 8192) controller.enqueue(payload.slice(offset, offset + 8192));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      expect(readLeads().filter((lead) => lead.fields.email === chunkedEmail)).toEqual([]);
      const invalid = await post(request, kind, { email: 'not-an-email', locale: 'nl' });
      expect(invalid.status()).toBe(400);
      expect(((await invalid.json()) as { errors: Record<string, string> }).errors.email).toBe('Ongeldig e-mailadres');
      const honeypot = unique('bot');
      expect((await post(request, kind, { ...GOOD[kind]?.(honeypot), honeypot: 'http://spam.example' })).status()).toBe(200);
      expect(readLeads().filter((lead) => lead.fields.email === honeypot)).toEqual([]);
    });
  }

  test('hundreds of random and hostile bodies never get a 5xx and are never stored', async ({ request }) => {
    const before = new Set(readLeads().map((lead) => lead.id));
    const hostile: unknown[] = [
      '{',
      '[]',
      'null',
      '"text"',
      '42',
      '{"name":',
      '\u0000',
      '{"__proto__":{"admin":true}}',
      { name: { $gt: '' }, email: ['a@b.co'] },
      { name: 'x'.repeat(5000), email: 'a@b.co' },
      { email: 'a@b.co', locale: 'xx' },
      { name: '<script>alert(1)</script>', email: 'javascript:alert(1)', locale: 'en' },
      { privacyAgreed: 'yes', locale: 'nl' },
    ];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const values = [
      null,
      true,
      0,
      -1,
      Number.MAX_VALUE * 10,
      '',
      ' ',
      'a',
      'x'.repeat(300),
      ['a'],
      { a: 1 },
      '<b>',
      'nl',
      'en',
      'loodgieter',
      'a@b',
      '@@',
    ];
    const keys = [
      'name',
      'email',
      'message',
      'company',
      'industry',
      'phone',
      'business',
      'businessType',
      'privacyAgreed',
      'locale',
      'honeypot',
      'style',
      'constructor',
    ];
    for (let i = 0; i < 240; i += 1) {
      const body: Record<string, unknown> = {};
      const size = Math.floor(random() * 6);
      for (let k = 0; k < size; k += 1)
        body[keys[Math.floor(random() * keys.length)] ?? 'x'] = values[Math.floor(random() * values.length)];
      hostile.push(body);
    }
    const kinds = Object.keys(GOOD);
    for (const [index, body] of hostile.entries()) {
      const response = await post(request, kinds[index % kinds.length] ?? 'contact', body);
      expect([index, response.status()]).toEqual([index, 400]);
    }
    // Other tests store leads in parallel, all with unique example.com addresses; none of these bodies may appear.
    const added = readLeads().filter((lead) => !before.has(lead.id));
    expect(added.filter((lead) => !/-\d+-[a-z0-9]+@example\.com$/.test(String(lead.fields.email)))).toEqual([]);
  });
});

test.describe('settings read when the server starts', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'server settings do not depend on the viewport');

  test('LEADS_DIR and LEADS_RATE_LIMIT given only to the serving process take effect (429 with Retry-After)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-e2e-'));
    const server = await startServer(9331, { LEADS_DIR: dir, LEADS_RATE_LIMIT: '2' });
    try {
      const send = () => postForm(server.baseUrl, 'contact', unique('limit'));
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(readLeads(dir)).toHaveLength(2);
    } finally {
      await server.stop();
    }
  });

  /** A mail server on loopback that keeps what it receives; `mails(count)` resolves once it has that many. */
  async function startSmtp(port: number) {
    const received: Array<{ from: string; to: string[]; body: string }> = [];
    const waiting: Array<{ count: number; resolve: () => void }> = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => void (body += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            body,
          });
          for (const waiter of waiting.filter((entry) => received.length >= entry.count)) waiter.resolve();
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    const mails = (count: number) =>
      received.length >= count
        ? Promise.resolve(received)
        : new Promise<typeof received>((resolve) => void waiting.push({ count, resolve: () => resolve(received) }));
    return { received, mails, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
  }

  test('with SMTP_URL the business gets a notification with reply-to and the visitor a confirmation in their language', async () => {
    const { received, mails, close } = await startSmtp(2526);
    const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-smtp-'));
    const server = await startServer(9332, {
      SMTP_URL: 'smtp://127.0.0.1:2526',
      BUSINESS_EMAIL: 'owner@example.test',
      LEADS_DIR: leadsDir,
    });
    try {
      const email = unique('smtp');
      const response = await postForm(server.baseUrl, 'intake', email);
      expect(response.status).toBe(200);
      // The mails go out after the answer.
      await mails(2);
      expect(received).toHaveLength(2);
      const [notification, confirmation] = received;
      expect(notification?.to).toEqual(['owner@example.test']);
      expect(notification?.body).toMatch(new RegExp(`Reply-To: ${email.replace(/[.+]/g, '\\$&')}`, 'i'));
      expect(notification?.body).toContain('Nieuwe intake-aanvraag van Anna de Boer');
      expect(notification?.body).not.toMatch(/Content-Type: text\/html/i);
      expect(confirmation?.to).toEqual([email]);
      expect(confirmation?.body).toContain('We hebben je intake-aanvraag ontvangen');
      // Mail is a notification on top of the store: the lead is kept, marked as notified once the mails are recorded.
      await expect
        .poll(() => readLeads(leadsDir))
        .toEqual([expect.objectContaining({ notify: 'sent', fields: expect.objectContaining({ email }) })]);
    } finally {
      await server.stop();
      await close();
    }
  });

  test('with the lead store failing, a lead that reached the owner by mail is received, and joins the store once it is back', async () => {
    const { received, close } = await startSmtp(2527);
    // The leads folder cannot be made: a file is in its place.
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-broken-'));
    const leadsDir = path.join(parent, 'leads');
    fs.writeFileSync(leadsDir, 'not a folder');
    const server = await startServer(9335, {
      SMTP_URL: 'smtp://127.0.0.1:2527',
      BUSINESS_EMAIL: 'owner@example.test',
      LEADS_DIR: leadsDir,
    });
    const postContact = (email: string) => postForm(server.baseUrl, 'contact', email);
    try {
      const first = unique('storedown');
      const response = await postContact(first);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, stored: false });
      expect(received.find((mail) => mail.to.includes('owner@example.test'))?.body).toContain(first);

      // The store is back: the next lead is stored, and the first joins it, once.
      fs.rmSync(leadsDir);
      const second = unique('storeback');
      expect((await postContact(second)).status).toBe(200);
      const emails = readLeads(leadsDir).map((lead) => lead.fields.email);
      expect(emails.sort()).toEqual([first, second].sort());
    } finally {
      await server.stop();
      await close();
    }
  });

  test('with the SMTP server down the lead is still acknowledged, kept and marked for delivery to retry', async () => {
    const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-down-'));
    const server = await startServer(9333, { SMTP_URL: 'smtp://127.0.0.1:2599', LEADS_DIR: leadsDir });
    try {
      const email = unique('down');
      const response = await postForm(server.baseUrl, 'contact', email);
      expect(response.status).toBe(200);
      // The try that fails comes after the answer, and is recorded for the next.
      await expect
        .poll(() => readLeads(leadsDir))
        .toEqual([
          expect.objectContaining({
            notify: 'notify_failed',
            delivery: { mail: expect.objectContaining({ state: 'failed', attempts: 1 }) },
            fields: expect.objectContaining({ email }),
          }),
        ]);
    } finally {
      await server.stop();
    }
  });

  test('on a serverless host with no durable store and no mail, nothing typed is lost: the form keeps it, with a mail link; without script a page shows it', async ({
    browser,
  }) => {
    // NETLIFY set without Blobs: the disk would not outlive the request, so no lead may be acknowledged.
    const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-nostore-'));
    const server = await startServer(9334, { NETLIFY: 'true', LEADS_DIR: leadsDir });
    const message = 'Please call me back about a website for my roofing company.';
    try {
      const response = await postForm(server.baseUrl, 'contact', unique('nostore'));
      expect(response.status).toBe(503);
      expect(readLeads(leadsDir)).toEqual([]);
      const page = await browser.newPage({ baseURL: server.baseUrl });
      await page.goto('/#contact');
      // The jump brings the contact form's island into view, which loads it.
      await page.locator('[data-island="contact-form"][data-island-state="ready"]').waitFor({ state: 'attached' });
      const form = page.getByTestId('contact-form');
      await form.getByLabel('Your name').fill('Ben Smith');
      await form.getByLabel('Email address').fill(unique('nostore'));
      await form.getByLabel('Your message').fill(message);
      await form.getByTestId('submit').click();
      const unsent = form.getByTestId('form-unsent');
      await expect(unsent).toContainText('Nothing is lost');
      await expect(form.getByLabel('Your message')).toHaveValue(message);
      const mailto = (await unsent.getByTestId('form-unsent-mail').getAttribute('href')) ?? '';
      expect(mailto.startsWith(`mailto:${business.email}?subject=`)).toBe(true);
      expect(decodeURIComponent(mailto)).toContain(message);
      await expect(page.getByTestId('toast')).toHaveCount(0);
      await page.close();

      // Without script the form posts by itself: the answer is a page with the visitor's words, not an empty form.
      const plain = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
      const noScript = await plain.newPage();
      await noScript.goto('/#contact');
      const plainForm = noScript.getByTestId('contact-form');
      await plainForm.getByLabel('Your name').fill('Ben Smith');
      await plainForm.getByLabel('Email address').fill(unique('nostore'));
      await plainForm.getByLabel('Your message').fill(message);
      await plainForm.getByTestId('submit').click();
      await expect(noScript.getByTestId('unsent-lead')).toBeVisible();
      await expect(noScript.getByTestId('unsent-words')).toContainText(message);
      expect(noScript.url()).not.toContain('roofing');
      expect(decodeURIComponent((await noScript.getByTestId('unsent-mail').getAttribute('href')) ?? '')).toContain(message);
      await plain.close();
      expect(readLeads(leadsDir)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

test.describe('forms in the browser', () => {
  for (const language of ['en', 'nl'] as const) {
    test(
      `intake form (${language}): validation in the page language, then one confirmation (no toast over it) and a stored lead`,
      oneWidthFor(language),
      async ({ page }) => {
        await page.goto(language === 'en' ? '/#intake-form' : '/nl/#intake-form');
        const form = page.getByTestId('intake-form');
        await form.getByTestId('intake-next').click();
        // The business comes first: the trade is the first required field, so it takes the focus.
        const tradeField = form.getByLabel(language === 'en' ? 'Your trade' : 'Je vakgebied');
        await expect(tradeField).toBeFocused();
        await expect(tradeField).toHaveAttribute('aria-invalid', 'true');
        const nameField = form.getByLabel(language === 'en' ? 'Your name' : 'Je naam');
        await expect(nameField).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText(language === 'en' ? 'Name is required' : 'Naam is verplicht')).toBeVisible();
        const describedBy = await nameField.getAttribute('aria-describedby');
        await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(language === 'en' ? 'Name is required' : 'Naam is verplicht');

        const email = unique(`intake-${language}`);
        await nameField.fill('Sam Jansen');
        await form.getByLabel(language === 'en' ? 'Email address' : 'E-mailadres').fill(email);
        await form.getByLabel(language === 'en' ? 'Your trade' : 'Je vakgebied').selectOption(tradeAt(2).id);
        for (let step = 1; step < 4; step += 1) {
          if (step === 2) {
            const modern = form.getByRole('radio', { name: 'Modern', exact: true });
            await form.getByTestId('intake-next').click();
            await form.locator('label', { hasText: /^Modern$/ }).click();
            await expect(modern).toBeChecked();
          } else await form.getByTestId('intake-next').click();
        }
        await form.getByTestId('intake-next').click();
        await form.getByTestId('submit').click();
        await expect(
          form.getByText(language === 'en' ? 'You must agree to the privacy statement' : 'Je moet akkoord gaan met de privacyverklaring'),
        ).toBeVisible();
        await form.getByLabel(language === 'en' ? /I agree to the/ : /Ik ga akkoord met de/).check();
        await form.getByTestId('submit').click();
        await expect(page.getByTestId('intake-success')).toContainText(language === 'en' ? 'Thank you, Sam' : 'Bedankt, Sam');
        await expect(page.getByTestId('toast')).toHaveCount(0);
        await expect
          .poll(() => readLeads().find((lead) => lead.fields.email === email))
          .toEqual(
            expect.objectContaining({
              kind: 'intake',
              language,
              fields: expect.objectContaining({ name: 'Sam Jansen', industry: tradeAt(2).id, style: 'modern', privacyAgreed: true }),
            }),
          );
      },
    );
  }

  test('the intake form can be completed with the keyboard alone', onLaptop('keyboard use is a desktop matter'), async ({ page }) => {
    await page.goto('/');
    const form = page.getByTestId('intake-form');
    // Step 1 in the order it asks: the business, its trade, town and phone, then who the visitor is.
    await form.getByLabel('Business name').focus();
    const email = unique('keyboard');
    await page.keyboard.type('Keys & Sons Roofing');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel('Your trade')).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tacoma');
    // Past the optional phone number, to the visitor's name and e-mail address.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kim Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await expect(form.getByLabel('Your name')).toHaveValue('Kim Keys');
    await expect(form.getByLabel('Email address')).toHaveValue(email);
    // Through the optional steps with the Next button, from the keyboard.
    for (let step = 1; step < 5; step += 1) {
      await form.getByTestId('intake-next').focus();
      await page.keyboard.press('Enter');
    }
    await expect(form.getByTestId('intake-step-consent')).toBeVisible();
    await form.getByLabel(/I agree to the/).focus();
    await page.keyboard.press('Space');
    await form.getByTestId('submit').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('intake-success')).toBeVisible();
    await expect.poll(() => readLeads().some((lead) => lead.fields.email === email)).toBe(true);
  });

  test('a filled honeypot sends nothing and shows nothing', onLaptop('one run is enough'), async ({ page }) => {
    await page.goto('/#contact');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Your name').fill('Spam Bot');
    await form.getByLabel('Email address').fill(unique('bot'));
    await form.getByLabel('Your message').fill('Buy cheap things now, many of them.');
    await form.getByTestId('honeypot').fill('http://spam.example', { force: true });
    await form.getByTestId('submit').click();
    await settled(page);
    expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('the newsletter really subscribes', onPhone('the same form at every width'), async ({ page }) => {
    await page.goto('/nl/blog/');
    const email = unique('news');
    await page.getByTestId('newsletter').getByLabel('Je e-mailadres').fill(email);
    await page.getByTestId('newsletter').getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByTestId('toast')).toContainText('Je bent aangemeld');
    await expect.poll(() => readLeads().find((lead) => lead.fields.email === email)?.kind).toBe('newsletter');
  });
});
