import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { createLeadHandler } from '../../src/server/lead-handler';
import { deliverLead, smtpSender, type DeliveryDependencies } from '../../src/server/deliver';
import { confirmationMail, headerSafe, notificationMail } from '../../src/lib/leads/mail';
import { createRateLimiter } from '../../src/lib/leads/rate-limit';
import { readLeadSettings, type LeadSettings } from '../../src/server/settings';
import { appendLead, readLeads } from '../../src/server/lead-file';
import { serverTranslator } from '../../src/server/translations';
import { postJson, HttpError } from '../../src/browser/post-json';
import type { Lead } from '../../src/lib/leads/lead';

const business = {
  name: 'Tradecraft Web',
  email: 'hello@tradecraftweb.com',
  phone: '+31 6 4172 8390',
  ownerName: 'Sanne de Vries',
  replyHours: 24,
};

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'leads-'));
}

function settings(overrides: Partial<LeadSettings> = {}): LeadSettings {
  return { ...readLeadSettings({}), leadsDir: tempDir(), ...overrides };
}

const lead: Lead = {
  id: 'lead-1',
  kind: 'intake',
  receivedAt: '2026-11-21T10:00:00.000Z',
  language: 'nl',
  fields: {
    name: 'Anna\r\nBcc: evil@example.com',
    email: 'anna@example.nl',
    industry: 'loodgieter',
    goals: '<b>Meer</b> klussen',
    privacyAgreed: true,
  },
};

function fakeDependencies(overrides: Partial<DeliveryDependencies> = {}) {
  const sent: Array<{ to: string; replyTo?: string; subject: string; text: string }> = [];
  const stored: Lead[] = [];
  const warnings: string[] = [];
  const dependencies: DeliveryDependencies = {
    sendMail: async (_url, message) => void sent.push(message),
    postWebhook: async () => undefined,
    appendLead: async (_dir, value) => void stored.push(value),
    warn: (message) => void warnings.push(message),
    ...overrides,
  };
  return { dependencies, sent, stored, warnings };
}

describe('settings', () => {
  it('are read from the environment given, with defaults', () => {
    const read = readLeadSettings({
      LEADS_DIR: '/tmp/x',
      SMTP_URL: 'smtp://localhost:2525',
      BUSINESS_EMAIL: 'owner@example.com',
      LEADS_RATE_LIMIT: '7',
    });
    expect(read).toMatchObject({
      leadsDir: '/tmp/x',
      smtpUrl: 'smtp://localhost:2525',
      businessEmail: 'owner@example.com',
      rateLimit: { max: 7, windowMs: 600_000 },
      serverless: false,
    });
    expect(readLeadSettings({}).leadsDir).toBe(path.resolve('.data'));
    expect(readLeadSettings({ AWS_LAMBDA_FUNCTION_NAME: 'intake', LEADS_RATE_LIMIT: 'lots' })).toMatchObject({
      serverless: true,
      rateLimit: { max: 5 },
    });
  });
});

describe('store', () => {
  it('appends JSON lines and reads them back newest first', async () => {
    const dir = tempDir();
    await appendLead(dir, { ...lead, id: 'old', receivedAt: '2026-01-01T00:00:00.000Z' });
    await appendLead(dir, lead);
    fs.appendFileSync(path.join(dir, 'leads.jsonl'), 'not json\n');
    expect((await readLeads(dir)).map((entry) => entry.id)).toEqual(['lead-1', 'old']);
    expect(await readLeads(path.join(dir, 'missing'))).toEqual([]);
  });
});

describe('mails', () => {
  it('notify the business with the visitor as reply-to, in plain text with safe headers', async () => {
    const mail = notificationMail(lead, business, 'Tradecraft Web <hello@tradecraftweb.com>', await serverTranslator('nl'));
    expect(mail.to).toBe('hello@tradecraftweb.com');
    expect(mail.replyTo).toBe('anna@example.nl');
    expect(mail.subject).toBe('Nieuwe intake-aanvraag van Anna Bcc: evil@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // Labels and option values in the lead's language; visitor text as typed, never as HTML.
    expect(mail.text).toContain('Doelen: <b>Meer</b> klussen');
    expect(mail.text).toContain('Branche: Loodgieter');
    expect(mail.text).toContain('Akkoord met de privacyverklaring: ja');
    expect(mail.text).not.toMatch(/Goals|Industry|Privacy agreed/);
    expect(mail).not.toHaveProperty('html');
  });

  it('confirm to the visitor in their language', async () => {
    const mail = confirmationMail(lead, business, 'x@y.z', await serverTranslator('nl'));
    expect(mail?.to).toBe('anna@example.nl');
    expect(mail?.subject).toBe('We hebben je intake-aanvraag ontvangen');
    expect(mail?.text).toContain('reageren binnen 24 uur');
    const english = confirmationMail(
      { ...lead, language: 'en', kind: 'newsletter', fields: { email: 'a@b.co' } },
      business,
      'x@y.z',
      await serverTranslator('en'),
    );
    expect(english?.text).toContain('one email a month');
  });

  it('strip control characters from header values', () => {
    expect(headerSafe('a\r\nb\tc\u0000')).toBe('a b c');
  });
});

describe('delivery', () => {
  it('stores on disk when nothing else is configured', async () => {
    const { dependencies, stored } = fakeDependencies();
    expect(await deliverLead(lead, settings(), business, dependencies)).toEqual(['file']);
    expect(stored).toEqual([lead]);
  });

  it('mails the business and the visitor when SMTP is configured, and does not store on disk', async () => {
    const { dependencies, sent, stored } = fakeDependencies();
    expect(
      await deliverLead(lead, settings({ smtpUrl: 'smtp://mail', businessEmail: 'owner@example.com' }), business, dependencies),
    ).toEqual(['smtp']);
    expect(sent.map((mail) => [mail.to, mail.replyTo])).toEqual([
      ['owner@example.com', 'anna@example.nl'],
      ['anna@example.nl', 'hello@tradecraftweb.com'],
    ]);
    expect(stored).toEqual([]);
  });

  it('succeeds when one of several channels works, and fails when none does', async () => {
    const failing = fakeDependencies({ sendMail: async () => Promise.reject(new Error('SMTP down')) });
    expect(
      await deliverLead(lead, settings({ smtpUrl: 'smtp://mail', webhookUrl: 'https://hooks.example/x' }), business, failing.dependencies),
    ).toEqual(['webhook']);
    expect(failing.warnings.join()).toContain('SMTP down');
    await expect(deliverLead(lead, settings({ smtpUrl: 'smtp://mail' }), business, failing.dependencies)).rejects.toThrow(
      /every configured delivery failed/,
    );
  });

  it('keeps a lead whose confirmation mail fails', async () => {
    let calls = 0;
    const { dependencies, warnings } = fakeDependencies({
      sendMail: async () => {
        calls += 1;
        if (calls === 2) throw new Error('mailbox full');
      },
    });
    expect(await deliverLead(lead, settings({ smtpUrl: 'smtp://mail' }), business, dependencies)).toEqual(['smtp']);
    expect(warnings.join()).toContain('mailbox full');
  });

  it('refuses to pretend a serverless disk is storage', async () => {
    const { dependencies, stored } = fakeDependencies();
    await expect(deliverLead(lead, settings({ serverless: true }), business, dependencies)).rejects.toThrow(/no delivery configured/);
    expect(stored).toEqual([]);
  });
});

describe('SMTP sender', () => {
  it('gives up on a server that accepts the connection but never greets, within its timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      await expect(
        smtpSender(400)(`smtp://127.0.0.1:${port}`, { from: 'a@example.test', to: 'b@example.test', subject: 'x', text: 'y' }),
      ).rejects.toThrow(/greeting never received/i);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    // Without the 400 ms timeout, nodemailer would wait its default 30 s for the greeting and this test would time out.
  }, 20_000);
});

describe('rate limit', () => {
  it('allows max requests per window per key, then answers with the seconds to wait', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect(limiter.check('a', 0).allowed).toBe(true);
    expect(limiter.check('a', 1000).allowed).toBe(true);
    expect(limiter.check('a', 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.check('b', 2000).allowed).toBe(true);
    expect(limiter.check('a', 60_000).allowed).toBe(true);
  });
});

interface FakeResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
}

function call(
  handler: ReturnType<typeof createLeadHandler>,
  request: { method?: string; headers?: Record<string, string>; body?: unknown; ip?: string },
) {
  const response: FakeResponse = { statusCode: 0, headers: {}, body: undefined };
  const res = {
    setHeader: (name: string, value: string) => void (response.headers[name.toLowerCase()] = value),
    status(code: number) {
      response.statusCode = code;
      return this;
    },
    json(body: unknown) {
      response.body = body;
      return this;
    },
  } as unknown as GatsbyFunctionResponse;
  const req = {
    method: request.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body,
    socket: { remoteAddress: request.ip ?? '127.0.0.1' },
  } as unknown as GatsbyFunctionRequest;
  return handler(req, res).then(() => response);
}

describe('lead handler', () => {
  const good = { name: 'Ben Smith', email: 'ben@example.com', message: 'Please call me about a new site.', honeypot: '', locale: 'en' };
  const make = (overrides: Partial<LeadSettings> = {}, deliveryOverrides: Partial<DeliveryDependencies> = {}) => {
    const fake = fakeDependencies(deliveryOverrides);
    const config = settings({ rateLimit: { max: 3, windowMs: 60_000 }, ...overrides });
    const limiter = createRateLimiter(config.rateLimit);
    const handler = createLeadHandler('contact', {
      settings: () => config,
      limiter: () => limiter,
      dependencies: fake.dependencies,
      log: () => undefined,
    });
    return { handler, ...fake };
  };

  it('stores a valid lead without the honeypot or locale fields and answers 200', async () => {
    const { handler, stored } = make();
    const response = await call(handler, { body: { ...good, extra: 'dropped' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(stored[0]).toMatchObject({
      kind: 'contact',
      language: 'en',
      fields: { name: 'Ben Smith', email: 'ben@example.com', message: 'Please call me about a new site.' },
    });
    expect(stored[0]?.fields).not.toHaveProperty('extra');
    expect(stored[0]?.fields).not.toHaveProperty('honeypot');
  });

  it('answers 405, 415, 413 and 400 before storing anything', async () => {
    const { handler, stored } = make();
    expect((await call(handler, { method: 'GET' })).statusCode).toBe(405);
    expect((await call(handler, { method: 'GET' })).headers.allow).toBe('POST');
    expect((await call(handler, { headers: { 'content-type': 'text/plain' }, body: 'hi' })).statusCode).toBe(415);
    expect((await call(handler, { headers: { 'content-length': '999999' }, body: good })).statusCode).toBe(413);
    expect(stored).toEqual([]);
  });

  it("answers 400 with field errors in the visitor's language, and for bodies that are not objects", async () => {
    const { handler, stored } = make({ rateLimit: { max: 100, windowMs: 60_000 } });
    const response = await call(handler, { body: { ...good, locale: 'nl', message: 'kort' } });
    expect(response).toMatchObject({ statusCode: 400, body: { errors: { message: 'Bericht moet minimaal 10 karakters bevatten' } } });
    for (const body of [undefined, null, [], 'text', 42, { name: { $gt: '' } }]) {
      expect((await call(handler, { body })).statusCode).toBe(400);
    }
    expect(stored).toEqual([]);
  });

  it('answers success to a filled honeypot and keeps nothing', async () => {
    const { handler, stored } = make();
    expect((await call(handler, { body: { ...good, honeypot: 'https://spam.example' } })).statusCode).toBe(200);
    expect(stored).toEqual([]);
  });

  it('limits each client and says when to retry', async () => {
    const { handler } = make();
    for (let i = 0; i < 3; i += 1) expect((await call(handler, { body: good })).statusCode).toBe(200);
    const limited = await call(handler, { body: good });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(handler, { body: good, ip: '10.0.0.2' })).statusCode).toBe(200);
  });

  it('answers 502 when delivery fails, so the visitor is told', async () => {
    const { handler } = make({ smtpUrl: 'smtp://down' }, { sendMail: async () => Promise.reject(new Error('refused')) });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await call(handler, { body: good })).statusCode).toBe(502);
    error.mockRestore();
  });
});

describe('postJson', () => {
  const response = (status: number, body: string, statusText = '') => new Response(body || null, { status, statusText });
  it('returns parsed JSON on success', async () => {
    expect(await postJson('/api/x', {}, async () => response(200, '{"ok":true}'))).toEqual({ ok: true });
  });

  it('throws "{status}: {body or status text}" and logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(postJson('/api/x', {}, async () => response(502, '{"ok":false}'))).rejects.toThrow('502: {"ok":false}');
    await expect(postJson('/api/x', {}, async () => response(503, '', 'Service Unavailable'))).rejects.toEqual(
      new HttpError(503, '503: Service Unavailable'),
    );
    await expect(postJson('/api/x', {}, async () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});

describe('lead handler against prototype tricks', () => {
  it('answers 400 to a body whose only key is __proto__, and never throws', async () => {
    const stored: Lead[] = [];
    const handler = createLeadHandler('newsletter', {
      settings: () => settings({ rateLimit: { max: 100, windowMs: 60_000 } }),
      dependencies: { ...fakeDependencies().dependencies, appendLead: async (_dir, value) => void stored.push(value) },
      log: () => undefined,
    });
    const response = await call(handler, { body: JSON.parse('{"__proto__":{"admin":true},"email":"a@b.co","locale":"en"}') });
    expect(response.statusCode).toBe(200);
    expect(stored[0]?.fields).toEqual({ email: 'a@b.co' });
    expect((await call(handler, { body: JSON.parse('{"__proto__":{"email":"x@y.co"}}') })).statusCode).toBe(400);
  });
});
