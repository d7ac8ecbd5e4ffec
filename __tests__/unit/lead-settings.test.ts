import path from 'path';
import { readLeadSettings } from '../../src/server/settings';
import { openLeadStore } from '../../src/server/open-lead-store';
import { createRateLimiter } from '../../src/lib/leads/rate-limit';
import { csvCell, leadsToCsv } from '../../src/lib/leads/csv';
import { isExpired, retentionCutoff } from '../../src/lib/leads/retention';
import { postJson, HttpError } from '../../src/browser/post-json';
import businessConfig from '../../content/site/business.json';
import { lead, settings } from '../support/lead-fixtures';

describe('settings', () => {
  it('are read from the environment given, with defaults', () => {
    const read = readLeadSettings({
      LEADS_DIR: '/tmp/x',
      SMTP_URL: 'smtp://localhost:2525',
      BUSINESS_EMAIL: 'owner@example.com',
      LEADS_RATE_LIMIT: '7',
      ADMIN_TOKEN: '  s3cret  ',
    });
    expect(read).toMatchObject({
      leadsDir: '/tmp/x',
      smtpUrl: 'smtp://localhost:2525',
      businessEmail: 'owner@example.com',
      rateLimit: { max: 7, windowMs: 600_000 },
      serverless: false,
      adminToken: 's3cret',
      retentionMonths: businessConfig.retention.contactFormMonths,
    });
    expect(readLeadSettings({}).leadsDir).toBe(path.resolve('.data'));
    expect(readLeadSettings({}).adminToken).toBeUndefined();
    expect(readLeadSettings({ AWS_LAMBDA_FUNCTION_NAME: 'intake', LEADS_RATE_LIMIT: 'lots' })).toMatchObject({
      serverless: true,
      rateLimit: { max: 5 },
    });
  });

  it('never throw on an unreadable value: it is logged once, by name, and treated as absent', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // netlify-cli hands its Functions the text "undefined".
      for (const value of ['undefined', 'dW5kZWZpbmVk', Buffer.from('{"siteID":"s"}').toString('base64'), '%%%'])
        expect(readLeadSettings({ NETLIFY_BLOBS_CONTEXT: value, LEADS_DIR: '/tmp/x' })).toMatchObject({
          blobs: undefined,
          leadsDir: '/tmp/x',
        });
      const reports = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('NETLIFY_BLOBS_CONTEXT'));
      expect(reports).toHaveLength(1);
      expect(reports[0]).not.toContain('dW5kZWZpbmVk');
      // An API token still works beside an unreadable context.
      expect(
        readLeadSettings({ NETLIFY_BLOBS_CONTEXT: 'undefined', NETLIFY_SITE_ID: 'site', NETLIFY_AUTH_TOKEN: 'tok' }).blobs,
      ).toMatchObject({ kind: 'api' });
    } finally {
      warn.mockRestore();
    }
  });

  it('find Netlify Blobs through NETLIFY_BLOBS_CONTEXT or an API token', () => {
    const context = Buffer.from(JSON.stringify({ edgeURL: 'http://127.0.0.1:1', siteID: 'site', token: 't' })).toString('base64');
    expect(readLeadSettings({ NETLIFY_BLOBS_CONTEXT: context }).blobs).toEqual({
      kind: 'context',
      edgeURL: 'http://127.0.0.1:1',
      uncachedEdgeURL: undefined,
      siteID: 'site',
      token: 't',
    });
    expect(readLeadSettings({ NETLIFY_SITE_ID: 'site', NETLIFY_AUTH_TOKEN: 'pat' }).blobs).toEqual({
      kind: 'api',
      siteID: 'site',
      token: 'pat',
      apiURL: undefined,
    });
    expect(readLeadSettings({}).blobs).toBeUndefined();
  });

  it('refuse a serverless disk as a store, and choose the file where the site has its own', () => {
    expect(() => openLeadStore(settings({ serverless: true }))).toThrow(/no durable lead store/);
    expect(openLeadStore(settings()).name).toBe('file');
  });
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

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas, and quotes the rest', () => {
    for (const hostile of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(hostile).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('Jan "de" Boer, Utrecht')).toBe('"Jan ""de"" Boer, Utrecht"');
    expect(csvCell('+31 6 1234 5678')).toBe(`"'+31 6 1234 5678"`);
    expect(csvCell(true)).toBe('"yes"');
    expect(csvCell(undefined)).toBe('""');
  });

  it('starts with a byte-order mark and a header row, one line per lead', () => {
    const csv = leadsToCsv([
      { ...lead, fields: { name: 'Anna', email: 'anna@example.nl', phone: '06 1234 5678' } },
      { ...lead, id: 'lead-2', fields: { name: 'Zoë Müller', email: 'z@example.de' } },
    ]);
    expect(csv.startsWith('\uFEFF"receivedAt","kind","status","note","lastChange","language","name","email"')).toBe(true);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(3);
    expect(csv).toContain('"Zoë Müller"');
    expect(csv).toContain('"anna@example.nl","06 1234 5678"');
  });
});

describe('retention', () => {
  const cutoff = retentionCutoff(new Date('2026-11-23T12:00:00.000Z'), 24);

  it('keeps a lead for exactly the promised months after the last contact', () => {
    expect(cutoff.toISOString()).toBe('2024-11-23T12:00:00.000Z');
    expect(isExpired({ receivedAt: '2024-11-23T12:00:00.000Z' }, cutoff)).toBe(false);
    expect(isExpired({ receivedAt: '2024-11-23T11:59:59.999Z' }, cutoff)).toBe(true);
    // Handling it later counts as contact.
    expect(isExpired({ receivedAt: '2023-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' }, cutoff)).toBe(false);
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
