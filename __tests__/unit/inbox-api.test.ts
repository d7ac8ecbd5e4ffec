import fs from 'fs';
import path from 'path';
import { call } from '../support/function-call';
import { fakeNotify, lead, settings, tempDir } from '../support/lead-fixtures';
import { createLeadsApi } from '../../src/server/leads-api';
import type { NotifyDependencies } from '../../src/server/notify';
import type { LeadSettings } from '../../src/server/settings';
import { fileLeadStore } from '../../src/server/file-lead-store';
import { FAILURES_FILE, fileFailureLog } from '../../src/server/failure-logs';
import { bearerToken, lockoutOver, sharedLockout, tokensMatch, MAX_FAILURES } from '../../src/server/admin-auth';
import type { StoredLead } from '../../src/lib/leads/lead';

describe('admin sign-in', () => {
  it('compares tokens in constant time and reads only Bearer headers', () => {
    expect(tokensMatch('correct horse', 'correct horse')).toBe(true);
    expect(tokensMatch('correct hors', 'correct horse')).toBe(false);
    expect(tokensMatch('', 'correct horse')).toBe(false);
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('locks a client out after ten failures for the rest of fifteen minutes', async () => {
    (globalThis as { __adminFailures?: unknown }).__adminFailures = undefined;
    const lockout = sharedLockout();
    for (let attempt = 0; attempt < MAX_FAILURES - 1; attempt += 1) await lockout.fail('1.2.3.4', 1000);
    // Nine wrong tokens still leave the door open: a typo is not a lockout.
    expect(await lockout.retryAfterSeconds('1.2.3.4', 1000)).toBe(0);
    await lockout.fail('1.2.3.4', 1000);
    expect(await lockout.retryAfterSeconds('1.2.3.4', 1000)).toBe(900);
    expect(await lockout.retryAfterSeconds('5.6.7.8', 1000)).toBe(0);
    expect(await lockout.retryAfterSeconds('1.2.3.4', 1000 + 15 * 60 * 1000)).toBe(0);
  });

  it('counts failures in the leads folder, shared by every instance, without storing the address', async () => {
    const dir = tempDir();
    const [first, second] = [lockoutOver(fileFailureLog(dir)), lockoutOver(fileFailureLog(dir))];
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) await first.fail('203.0.113.7', 1000);
    expect(await second.retryAfterSeconds('203.0.113.7', 2000)).toBe(899);
    expect(fs.readFileSync(path.join(dir, FAILURES_FILE), 'utf8')).not.toContain('203.0.113.7');
    await second.succeed('203.0.113.7');
    expect(await first.retryAfterSeconds('203.0.113.7', 2000)).toBe(0);
  });
});

describe('inbox API', () => {
  const token = 'a-long-random-secret-for-the-inbox-tests';
  const make = (overrides: Partial<LeadSettings> = {}, notifyOverrides: Partial<NotifyDependencies> = {}) => {
    (globalThis as { __adminFailures?: unknown }).__adminFailures = undefined;
    const config = settings({ adminToken: token, ...overrides });
    const store = fileLeadStore(config.leadsDir);
    const notify = fakeNotify(notifyOverrides);
    const api = createLeadsApi({
      settings: () => config,
      store: () => store,
      notifyDependencies: notify.dependencies,
      now: () => new Date('2026-11-23T12:00:00.000Z'),
    });
    const as = (auth: string | null) => (request: Parameters<typeof call>[1]) =>
      call(api, { method: 'GET', ...request, headers: { ...(auth ? { authorization: auth } : {}), ...request.headers } });
    return { store, api, notify, owner: as(`Bearer ${token}`), stranger: as('Bearer wrong'), anonymous: as(null) };
  };

  it('does not exist without a configured token', async () => {
    const { owner } = make({ adminToken: undefined });
    expect((await owner({})).statusCode).toBe(404);
  });

  it('stays closed with a token shorter than 32 characters, and says why, even to its owner', async () => {
    const weak = 'x'.repeat(31);
    (globalThis as { __adminFailures?: unknown }).__adminFailures = undefined;
    const config = settings({ adminToken: weak });
    const store = fileLeadStore(config.leadsDir);
    await store.append(lead);
    const api = createLeadsApi({ settings: () => config, store: () => store });
    const response = await call(api, { method: 'GET', headers: { authorization: `Bearer ${weak}` } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatchObject({ error: 'weak_token', message: expect.stringContaining('32') });
    expect(JSON.stringify(response.body)).not.toContain('anna@example.nl');
    const strong = createLeadsApi({ settings: () => settings({ adminToken: 'x'.repeat(32) }), store: () => store });
    expect((await call(strong, { method: 'GET', headers: { authorization: `Bearer ${'x'.repeat(32)}` } })).statusCode).toBe(200);
  });

  it('refuses a missing or wrong token with 401, never with data', async () => {
    const { store, stranger, anonymous } = make();
    await store.append(lead);
    for (const attempt of [stranger, anonymous]) {
      const requests: Array<Parameters<typeof call>[1]> = [
        {},
        { query: { id: lead.id } },
        { query: { format: 'csv' } },
        { method: 'DELETE', query: { id: lead.id } },
      ];
      for (const request of requests) {
        const response = await attempt(request);
        expect(response.statusCode).toBe(401);
        expect(JSON.stringify(response.body)).not.toContain('anna@example.nl');
      }
    }
    expect(await store.list()).toHaveLength(1);
  });

  it('lists, filters, opens, marks, exports and erases, and purges what is too old on every visit', async () => {
    const { store, owner } = make();
    await store.append({ ...lead, id: 'old', receivedAt: '2024-11-01T00:00:00.000Z' });
    await store.append(lead);
    await store.append({ ...lead, id: 'sub', kind: 'newsletter', fields: { email: 'news@example.com' } });
    const listed = (await owner({})).body as { leads: StoredLead[] };
    expect(listed.leads.map((entry) => entry.id).sort()).toEqual(['lead-1', 'sub']);
    // Erased from the store, not only left out of the list.
    expect(await store.get('old')).toBeNull();
    expect(((await owner({ query: { kind: 'newsletter' } })).body as { leads: StoredLead[] }).leads.map((entry) => entry.id)).toEqual([
      'sub',
    ]);
    expect(((await owner({ query: { id: 'lead-1' } })).body as { lead: StoredLead }).lead.fields.goals).toBe('<b>Meer</b> klussen');
    const marked = await owner({ method: 'PATCH', body: { id: 'lead-1', status: 'handled' } });
    expect((marked.body as { lead: StoredLead }).lead).toMatchObject({ status: 'handled', updatedAt: '2026-11-23T12:00:00.000Z' });
    expect(((await owner({ query: { status: 'new' } })).body as { leads: StoredLead[] }).leads.map((entry) => entry.id)).toEqual(['sub']);
    const csv = await owner({ query: { format: 'csv', kind: 'newsletter' } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.body)).toContain('news@example.com');
    expect(String(csv.body)).not.toContain('anna@example.nl');
    expect((await owner({ method: 'PATCH', body: { id: 'lead-1', status: 'archived' } })).statusCode).toBe(400);
    expect((await owner({ method: 'PATCH', headers: { 'content-type': 'text/plain' }, body: 'x' })).statusCode).toBe(415);
    expect((await owner({ method: 'DELETE', query: { id: 'lead-1' } })).statusCode).toBe(200);
    expect((await owner({ query: { id: 'lead-1' } })).statusCode).toBe(404);
    expect((await owner({ method: 'POST' })).statusCode).toBe(405);
  });

  it('answers a page at a time with the count; the requests filter leaves newsletter sign-ups out, the export does not page', async () => {
    const { store, owner } = make();
    for (let index = 0; index < 40; index += 1)
      await store.append({
        ...lead,
        id: `n${String(index).padStart(2, '0')}`,
        kind: index % 4 === 0 ? 'newsletter' : 'quote',
        receivedAt: new Date(Date.UTC(2026, 10, 1, 8, index)).toISOString(),
      });
    type Page = { leads: StoredLead[]; page: number; pages: number; total: number; pageSize: number; store: string };
    const page = async (query: Record<string, string>) => (await owner({ query })).body as Page;
    expect(await page({})).toMatchObject({ page: 1, pages: 2, total: 40, pageSize: 25, store: 'file' });
    expect((await page({})).leads[0]?.id).toBe('n39');
    expect((await page({ page: '2' })).leads.map((entry) => entry.id)).toEqual(
      Array.from({ length: 15 }, (_, index) => `n${String(14 - index).padStart(2, '0')}`),
    );
    for (const nonsense of ['0', '-1', 'two', '1.5']) expect((await page({ page: nonsense })).page).toBe(1);
    expect((await page({ page: '99' })).page).toBe(2);
    const requests = await page({ kind: 'requests' });
    expect(requests).toMatchObject({ total: 30, pages: 2 });
    expect(requests.leads.every((entry) => entry.kind === 'quote')).toBe(true);
    const csv = String((await owner({ query: { format: 'csv', kind: 'requests' } })).body);
    expect(csv.match(/"n\d{2}"\r\n/g)).toHaveLength(30);
  });

  it('retries failed notifications when the owner opens the inbox', async () => {
    const { store, owner, notify } = make({ smtpUrl: 'smtp://mail' });
    await store.append({ ...lead, notify: 'notify_failed' });
    await owner({});
    expect((await store.get(lead.id))?.notify).toBe('sent');
    // The notification really went out: to the business, with the visitor to reply to.
    expect(notify.sent).toEqual(expect.arrayContaining([expect.objectContaining({ replyTo: expect.stringContaining('anna@example.nl') })]));
  });

  it('locks a client out after ten wrong tokens, even for the right one, with Retry-After', async () => {
    const { stranger, owner } = make();
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) expect((await stranger({})).statusCode).toBe(401);
    const locked = await owner({});
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the lockout when the Function starts afresh: the count is in the store, not in memory', async () => {
    const config = settings({ adminToken: token });
    const instance = () => {
      // A cold instance: nothing in this process's memory.
      (globalThis as { __adminFailures?: unknown }).__adminFailures = undefined;
      return createLeadsApi({ settings: () => config, store: () => fileLeadStore(config.leadsDir) });
    };
    const first = instance();
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1)
      expect((await call(first, { method: 'GET', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const cold = instance();
    expect((await call(cold, { method: 'GET', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(429);
  });
});
