import fs from 'fs';
import path from 'path';
import { bodyBytes } from '../../src/server/http';
import { call } from '../support/function-call';
import { fakeNotify, settings, tempDir } from '../support/lead-fixtures';
import { createLeadHandler } from '../../src/server/lead-handler';
import { deliverDue, type DeliveryContext } from '../../src/server/delivery';
import { unstoredLeads } from '../../src/server/unstored-leads';
import type { NotifyDependencies } from '../../src/server/notify';
import { createRateLimiter } from '../../src/lib/leads/rate-limit';
import type { LeadSettings } from '../../src/server/settings';
import { fileLeadStore } from '../../src/server/file-lead-store';
import type { LeadStore } from '../../src/server/lead-store';
import type { StoredLead } from '../../src/lib/leads/lead';
import businessConfig from '../../content/site/business.json';

/** Delivery after the answer as the tests run it: one round per lead, which a test can wait for. */
function deliveries() {
  const started: Array<Promise<unknown>> = [];
  return {
    deliverAfterAnswer: (context: DeliveryContext) => void started.push(deliverDue(context)),
    delivered: () => Promise.all(started),
  };
}

describe('lead handler', () => {
  const good = { name: 'Ben Smith', email: 'ben@example.com', message: 'Please call me about a new site.', honeypot: '', locale: 'en' };
  const make = (overrides: Partial<LeadSettings> = {}, notifyOverrides: Partial<NotifyDependencies> = {}) => {
    const config = settings({ rateLimit: { max: 3, windowMs: 60_000 }, ...overrides });
    const limiter = createRateLimiter(config.rateLimit);
    const store = fileLeadStore(config.leadsDir);
    const { deliverAfterAnswer, delivered } = deliveries();
    const handler = createLeadHandler('contact', {
      settings: () => config,
      limiter: () => limiter,
      store: () => store,
      notifyDependencies: fakeNotify(notifyOverrides).dependencies,
      deliverAfterAnswer,
      log: () => undefined,
    });
    return { handler, store, delivered };
  };

  it('stores a valid lead without the honeypot or locale fields and answers 200', async () => {
    const { handler, store } = make();
    const response = await call(handler, { body: { ...good, extra: 'dropped' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [stored] = await store.list();
    expect(stored).toMatchObject({
      kind: 'contact',
      language: 'en',
      status: 'new',
      notify: 'none',
      fields: { name: 'Ben Smith', email: 'ben@example.com', message: 'Please call me about a new site.' },
    });
    expect(stored?.fields).not.toHaveProperty('extra');
    expect(stored?.fields).not.toHaveProperty('honeypot');
    expect(stored?.fields).not.toHaveProperty('locale');
  });

  it('keeps where the visit came from, drops what is not a path, a host or a campaign word, and mails it to the owner', async () => {
    const notify = fakeNotify();
    const config = settings({ smtpUrl: 'smtp://mail' });
    const store = fileLeadStore(config.leadsDir);
    const { deliverAfterAnswer, delivered } = deliveries();
    const handler = createLeadHandler('contact', {
      settings: () => config,
      store: () => store,
      notifyDependencies: notify.dependencies,
      deliverAfterAnswer,
      log: () => undefined,
    });
    const arrival = {
      landingPage: '/blog/plumber-chicago/',
      referrerHost: 'www.google.com',
      utmSource: 'newsletter',
      utmCampaign: 'spring-2026',
      utmTerm: 'x'.repeat(101),
      sentFrom: '/',
    };
    expect((await call(handler, { body: { ...good, ...arrival } })).statusCode).toBe(200);
    const junk = { landingPage: 'https://evil.example/', referrerHost: 'not a host', utmSource: 'a\u0000b', sentFrom: '//evil.example/x' };
    expect((await call(handler, { body: { ...good, email: 'junk@example.com', ...junk } })).statusCode).toBe(200);
    const [withJunk, kept] = await store.list();
    expect(kept?.source).toEqual({
      landingPage: '/blog/plumber-chicago/',
      referrerHost: 'www.google.com',
      utm: { utmSource: 'newsletter', utmCampaign: 'spring-2026' },
      sentFrom: '/',
    });
    expect(withJunk).not.toHaveProperty('source');
    expect(kept?.fields).not.toHaveProperty('landingPage');
    await delivered();
    const ownerMail = notify.sent.find((mail) => mail.replyTo === 'ben@example.com');
    expect(ownerMail?.text).toContain('How they found us: Campaign');
    expect(ownerMail?.text).toContain('Landed on: /blog/plumber-chicago/');
    expect(ownerMail?.text).toContain('Campaign: newsletter · spring-2026');
  });

  it('answers 405, 415, 413 and 400 before storing anything', async () => {
    const { handler, store } = make();
    expect((await call(handler, { method: 'GET' })).statusCode).toBe(405);
    expect((await call(handler, { method: 'GET' })).headers.allow).toBe('POST');
    expect((await call(handler, { headers: { 'content-type': 'text/plain' }, body: 'hi' })).statusCode).toBe(415);
    expect((await call(handler, { headers: { 'content-length': '999999' }, body: good })).statusCode).toBe(413);
    // Sent chunked, a body declares no length: it is bounded by what was read, whatever the headers say.
    const padded = { ...good, message: `${good.message} ${'x'.repeat(50_000)}` };
    expect((await call(handler, { headers: { 'content-type': 'application/json' }, body: padded })).statusCode).toBe(413);
    expect(
      (await call(handler, { headers: { 'content-type': 'application/json', 'content-length': '200' }, body: padded })).statusCode,
    ).toBe(413);
    expect((await call(handler, { body: { ...good, email: 'not an address' } })).statusCode).toBe(400);
    expect(await store.list()).toEqual([]);
  });

  it('measures a body as it was read: JSON, a form post, text', () => {
    expect(bodyBytes({ a: 'é' }, 'application/json')).toBe(Buffer.byteLength('{"a":"é"}'));
    expect(bodyBytes({ name: 'a b' }, 'application/x-www-form-urlencoded')).toBe('name=a+b'.length);
    expect(bodyBytes('x'.repeat(20), 'text/plain')).toBe(20);
    expect(bodyBytes(undefined, 'application/json')).toBe(0);
  });

  it("answers 400 with field errors in the visitor's language, and for bodies that are not objects", async () => {
    const { handler, store } = make({ rateLimit: { max: 100, windowMs: 60_000 } });
    const response = await call(handler, { body: { ...good, locale: 'nl', message: 'kort' } });
    expect(response).toMatchObject({ statusCode: 400, body: { errors: { message: 'Schrijf minimaal 10 tekens in je bericht' } } });
    for (const body of [undefined, null, [], 'text', 42, { name: { $gt: '' } }]) {
      expect((await call(handler, { body })).statusCode).toBe(400);
    }
    expect(await store.list()).toEqual([]);
  });

  it('answers success to a filled honeypot and keeps nothing', async () => {
    const { handler, store } = make();
    expect((await call(handler, { body: { ...good, honeypot: 'https://spam.example' } })).statusCode).toBe(200);
    expect(await store.list()).toEqual([]);
  });

  it('limits each client and says when to retry', async () => {
    const { handler } = make();
    for (let i = 0; i < 3; i += 1) expect((await call(handler, { body: good })).statusCode).toBe(200);
    const limited = await call(handler, { body: good });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(handler, { body: good, ip: '10.0.0.2' })).statusCode).toBe(200);
    // Without JavaScript, the refused post comes back as a page with what was typed, not as an empty form.
    const page = await call(handler, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', host: 'localhost' },
      body: good,
    });
    expect(page.statusCode).toBe(429);
    expect(page.headers['retry-after']).toBeDefined();
    expect(String(page.body)).toContain(good.message);
  });

  it('keeps a lead whose notification fails, marked for delivery to retry', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { handler, store, delivered } = make({ smtpUrl: 'smtp://down' }, { sendMail: async () => Promise.reject(new Error('refused')) });
    expect((await call(handler, { body: good })).statusCode).toBe(200);
    await delivered();
    expect((await store.list()).map((entry) => [entry.notify, entry.delivery?.mail?.state])).toEqual([['notify_failed', 'failed']]);
    warn.mockRestore();
  });

  it('answers the visitor before any notification starts, with a mail server and a webhook that never answer', async () => {
    const events: string[] = [];
    let bothStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (bothStarted = resolve));
    const never = (channel: string) => () => {
      events.push(`${channel} started`);
      if (events.filter((event) => event.endsWith('started')).length === 2) bothStarted();
      return new Promise<never>(() => undefined);
    };
    const config = settings({ smtpUrl: 'smtp://slow', webhookUrl: 'https://hooks.example/slow' });
    const store = fileLeadStore(config.leadsDir);
    // The default delivery, in this process after the answer, as under `npm start`.
    const handler = createLeadHandler('contact', {
      settings: () => config,
      store: () => store,
      notifyDependencies: fakeNotify({ sendMail: never('mail'), postWebhook: never('webhook') }).dependencies,
      log: () => undefined,
    });
    const response = await call(handler, { body: good, onAnswer: () => events.push('answered') });
    expect(response.statusCode).toBe(200);
    await started;
    expect(events[0]).toBe('answered');
    expect(events.slice(1).sort()).toEqual(['mail started', 'webhook started']);
    // Both channels were marked before they were tried: a second delivery leaves them alone.
    const [stored] = await store.list();
    expect(stored?.delivery).toMatchObject({ mail: { state: 'sending', attempts: 1 }, webhook: { state: 'sending', attempts: 1 } });
  });

  it('on Netlify asks the background Function to deliver before answering, and sends nothing itself', async () => {
    const events: string[] = [];
    const notify = fakeNotify();
    const config = settings({ smtpUrl: 'smtp://mail', serverless: true });
    const store = fileLeadStore(config.leadsDir);
    const handler = createLeadHandler('contact', {
      settings: () => config,
      store: () => store,
      notifyDependencies: notify.dependencies,
      handOver: async (_req, id) => void events.push(`handed over ${id}`),
      log: () => undefined,
    });
    const response = await call(handler, { body: good, onAnswer: () => events.push('answered') });
    expect(events).toEqual([`handed over ${(response.body as { id: string }).id}`, 'answered']);
    expect(notify.sent).toEqual([]);
    expect((await store.list()).map((lead) => lead.notify)).toEqual(['pending']);
  });

  it('answers 503 and keeps nothing when the store fails, so the visitor is told', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const broken: LeadStore = { ...fileLeadStore(tempDir()), append: async () => Promise.reject(new Error('disk full')) };
      const waiting = tempDir();
      const handler = createLeadHandler('contact', {
        settings: () => settings(),
        store: () => broken,
        unstored: unstoredLeads(waiting),
        log: () => undefined,
      });
      const response = await call(handler, { body: good });
      // The script keeps the visitor's words and offers a mail link on this answer (src/lib/leads/unsent.ts).
      expect(response).toMatchObject({ statusCode: 503, body: { ok: false, error: 'not_stored' } });
      // Nobody took it: nothing waits for the store either, so nothing is acknowledged that the owner will never see.
      expect(fs.readdirSync(waiting)).toEqual([]);
    } finally {
      error.mockRestore();
    }
  });

  describe('with faults injected, nothing a visitor sends is lost', () => {
    const visitor = { ...good, name: 'Fenna Visser', message: 'Onze cv-ketel lekt, kunnen jullie een site voor ons maken?', locale: 'nl' };
    const formPost = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', host: 'localhost' };
    const quiet = () => {
      const spies = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')].map((spy) => spy.mockImplementation(() => undefined));
      return () => spies.forEach((spy) => spy.mockRestore());
    };
    /** A store whose appends fail (or hang) while `down` is true, and otherwise are the file store's. */
    function faultyStore(mode: 'fails' | 'hangs') {
      const real = fileLeadStore(tempDir());
      const state = { down: true };
      const store: LeadStore = {
        ...real,
        append: (lead) =>
          !state.down
            ? real.append(lead)
            : mode === 'fails'
              ? Promise.reject(new Error('EACCES: leads folder'))
              : new Promise(() => undefined),
      };
      return { store, state };
    }
    const handlerWith = (
      store: LeadStore,
      config: LeadSettings,
      notify: ReturnType<typeof fakeNotify>,
      unstored = unstoredLeads(tempDir()),
      deliverAfterAnswer?: (context: DeliveryContext) => void,
    ) =>
      createLeadHandler('contact', {
        settings: () => config,
        limiter: () => createRateLimiter({ max: 100, windowMs: 60_000 }),
        store: () => store,
        notifyDependencies: notify.dependencies,
        deliverAfterAnswer,
        unstored,
        // Long enough for a working store on a loaded machine (the editor's build runs these beside netlify serve).
        storeTimeoutMs: 1_000,
        log: () => undefined,
      });

    it('store write fails, mail works: received, mailed to the owner, and in the store once it is back, without a duplicate', async () => {
      const restore = quiet();
      const { store, state } = faultyStore('fails');
      const notify = fakeNotify();
      const unstored = unstoredLeads(tempDir());
      const handler = handlerWith(store, settings({ smtpUrl: 'smtp://mail' }), notify, unstored);
      const first = await call(handler, { body: visitor });
      expect(first).toMatchObject({ statusCode: 200, body: { ok: true, stored: false } });
      expect(notify.sent[0]).toMatchObject({ to: 'hello@tradecraftweb.com', replyTo: 'ben@example.com' });
      expect(notify.sent[0]?.text).toContain('cv-ketel lekt');

      state.down = false;
      expect((await call(handler, { body: { ...visitor, name: 'Second Visitor' } })).statusCode).toBe(200);
      expect(await unstored.moveInto(store)).toBe(0);
      const names = (await store.list()).map((lead) => lead.fields.name).sort();
      expect(names).toEqual(['Fenna Visser', 'Second Visitor']);
      restore();
    });

    it('store slow past its time limit, webhook works: answered in time, and the late append is not stored twice', async () => {
      const restore = quiet();
      const { store, state } = faultyStore('hangs');
      const notify = fakeNotify();
      const waiting = tempDir();
      const unstored = unstoredLeads(waiting);
      const handler = handlerWith(store, settings({ webhookUrl: 'https://hooks.example/lead' }), notify, unstored);
      // The store never answers: an answer at all is the handler's time limit (1 s here) at work.
      const response = await call(handler, { body: visitor });
      expect(response).toMatchObject({ statusCode: 200, body: { stored: false } });
      // Received because it reached the owner's webhook.
      expect(notify.webhooks).toEqual([expect.objectContaining({ id: (response.body as { id: string }).id, kind: 'contact' })]);
      // The slow append lands after all; the inbox visit that moves kept leads in finds it there.
      state.down = false;
      const id = (response.body as { id: string }).id;
      const kept = JSON.parse(fs.readFileSync(path.join(waiting, `${id}.json`), 'utf8')) as StoredLead;
      await store.append(kept);
      expect(await unstored.moveInto(store)).toBe(0);
      expect((await store.list()).filter((lead) => lead.id === id)).toHaveLength(1);
      restore();
    });

    it.each([
      [
        'mail server refuses',
        settings({ smtpUrl: 'smtp://mail' }),
        { sendMail: async () => Promise.reject(new Error('550 relaying denied')) },
      ],
      [
        'webhook answers 500',
        settings({ webhookUrl: 'https://hooks.example/lead' }),
        { postWebhook: async () => Promise.reject(new Error('webhook answered 500')) },
      ],
    ])('%s, store works: stored, and marked for delivery to retry', async (_channel, config, failing) => {
      const restore = quiet();
      const store = fileLeadStore(tempDir());
      const { deliverAfterAnswer, delivered } = deliveries();
      const handler = handlerWith(store, config, fakeNotify(failing), unstoredLeads(tempDir()), deliverAfterAnswer);
      expect((await call(handler, { body: visitor })).statusCode).toBe(200);
      await delivered();
      expect((await store.list()).map((lead) => lead.notify)).toEqual(['notify_failed']);
      restore();
    });

    it('store and mail down together: 503 to the script, and to a form post a page with the words and a mail link', async () => {
      const restore = quiet();
      const { store } = faultyStore('fails');
      const notify = fakeNotify({ sendMail: async () => Promise.reject(new Error('connection refused')) });
      const handler = handlerWith(store, settings({ smtpUrl: 'smtp://mail' }), notify);
      expect(await call(handler, { body: visitor })).toMatchObject({ statusCode: 503, body: { error: 'not_stored' } });

      const page = await call(handler, { headers: formPost, body: visitor });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers.location).toBeUndefined();
      const html = String(page.body);
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain('Je aanvraag kon niet worden verstuurd');
      expect(html).toContain('Onze cv-ketel lekt, kunnen jullie een site voor ons maken?');
      const mailto = /href="(mailto:[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
      expect(mailto.startsWith(`mailto:${businessConfig.email}?subject=`)).toBe(true);
      expect(decodeURIComponent(mailto)).toContain('Onze cv-ketel lekt');
      expect(html).toContain('href="/nl/#contact"');
      restore();
    });

    it('an unexpected error answers a form post with a page, never raw JSON', async () => {
      const restore = quiet();
      const handler = createLeadHandler('contact', {
        settings: () => {
          throw new Error('settings exploded');
        },
      });
      const page = await call(handler, { headers: formPost, body: visitor });
      expect(page.statusCode).toBe(500);
      expect(String(page.body)).toContain('Onze cv-ketel lekt');
      expect((await call(handler, { body: visitor })).body).toEqual({ ok: false, error: 'internal_error' });
      restore();
    });
  });

  it('answers 400 to a body whose only key is __proto__, and never throws', async () => {
    const config = settings({ rateLimit: { max: 100, windowMs: 60_000 } });
    const store = fileLeadStore(config.leadsDir);
    const handler = createLeadHandler('newsletter', { settings: () => config, store: () => store, log: () => undefined });
    const response = await call(handler, { body: JSON.parse('{"__proto__":{"admin":true},"email":"a@b.co","locale":"en"}') });
    expect(response.statusCode).toBe(200);
    expect((await store.list())[0]?.fields).toEqual({ email: 'a@b.co' });
    expect((await call(handler, { body: JSON.parse('{"__proto__":{"email":"x@y.co"}}') })).statusCode).toBe(400);
  });
});
