import { fakeNotify, lead, settings } from '../support/lead-fixtures';
import { fileLeadStore } from '../../src/server/file-lead-store';
import { deliverInProcess, deliverUntil } from '../../src/server/delivery';
import type { LeadStore } from '../../src/server/lead-store';
import {
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  SENDING_LEASE_MS,
  dueChannels,
  markedSending,
  nextDueAt,
  notifyStatusOf,
  recorded,
  retryDelayAfter,
} from '../../src/lib/leads/delivery';
import type { Delivery, StoredLead } from '../../src/lib/leads/lead';

const T0 = Date.parse('2026-11-23T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('the delivery schedule', () => {
  const both = ['mail', 'webhook'] as const;

  it('sends a new lead’s channels at once, marks them before, and records each outcome', () => {
    expect(dueChannels(undefined, both, T0)).toEqual(['mail', 'webhook']);
    const marked = markedSending(undefined, both, T0);
    expect(marked).toEqual({
      mail: { state: 'sending', attempts: 1, at: iso(T0) },
      webhook: { state: 'sending', attempts: 1, at: iso(T0) },
    });
    expect(notifyStatusOf(marked, both)).toBe('pending');
    // Marked: a second delivery that starts now leaves them alone.
    expect(dueChannels(marked, both, T0 + 1000)).toEqual([]);
    const mailSent = recorded(marked, 'mail', true, T0 + 5000);
    expect(notifyStatusOf(mailSent, both)).toBe('pending');
    const webhookFailed = recorded(mailSent, 'webhook', false, T0 + 9000);
    expect(webhookFailed.webhook).toEqual({ state: 'failed', attempts: 1, at: iso(T0 + 9000) });
    expect(notifyStatusOf(webhookFailed, both)).toBe('notify_failed');
    expect(notifyStatusOf(recorded(webhookFailed, 'webhook', true, T0 + 60_000), both)).toBe('sent');
    expect(notifyStatusOf(undefined, [])).toBe('none');
  });

  it('tries a failed channel again after a growing wait, never a sent one, and stops after MAX_ATTEMPTS tries', () => {
    let delivery: Delivery = { mail: { state: 'sent', attempts: 1, at: iso(T0) }, webhook: { state: 'failed', attempts: 1, at: iso(T0) } };
    expect(nextDueAt(delivery, both)).toBe(T0 + RETRY_DELAYS_MS[0]);
    expect(dueChannels(delivery, both, T0 + RETRY_DELAYS_MS[0] - 1)).toEqual([]);
    expect(dueChannels(delivery, both, T0 + RETRY_DELAYS_MS[0])).toEqual(['webhook']);
    expect([1, 2, 3, 4, 9].map(retryDelayAfter)).toEqual([...RETRY_DELAYS_MS, RETRY_DELAYS_MS[3]]);
    delivery = { ...delivery, webhook: { state: 'failed', attempts: MAX_ATTEMPTS, at: iso(T0) } };
    expect(nextDueAt(delivery, both)).toBeNull();
    expect(dueChannels(delivery, both, T0 + 24 * 3600_000)).toEqual([]);
    // The whole schedule fits in one background Function's 15 minutes.
    expect(RETRY_DELAYS_MS.slice(0, MAX_ATTEMPTS - 1).reduce((sum, wait) => sum + wait, 0)).toBeLessThan(14 * 60_000);
  });

  it('tries again a channel whose try was cut off, once its mark is older than any run could be', () => {
    const cutOff: Delivery = { mail: { state: 'sending', attempts: 2, at: iso(T0) } };
    expect(dueChannels(cutOff, ['mail'], T0 + SENDING_LEASE_MS - 1)).toEqual([]);
    expect(dueChannels(cutOff, ['mail'], T0 + SENDING_LEASE_MS)).toEqual(['mail']);
    expect(markedSending(cutOff, ['mail'], T0 + SENDING_LEASE_MS).mail?.attempts).toBe(3);
  });
});

describe('delivery', () => {
  const pending = (id: string): StoredLead => ({ ...lead, id, notify: 'pending' });

  it('retries a failing channel on its schedule, without sending again through the channel that took the lead', async () => {
    const config = settings({ smtpUrl: 'smtp://mail', webhookUrl: 'https://hooks.example/x' });
    const store = fileLeadStore(config.leadsDir);
    await store.append(pending('slow-hook'));
    let webhookCalls = 0;
    const notify = fakeNotify({
      postWebhook: async () => {
        webhookCalls += 1;
        if (webhookCalls < 3) throw new Error('webhook answered 502');
      },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let now = T0;
    const waits: number[] = [];
    await deliverUntil(T0 + 14 * 60_000, {
      store,
      settings: config,
      dependencies: notify.dependencies,
      clock: () => now,
      // The clock moves by the wait asked for: no test sleeps.
      wait: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    warn.mockRestore();
    expect(waits).toEqual([RETRY_DELAYS_MS[0], RETRY_DELAYS_MS[1]]);
    expect(webhookCalls).toBe(3);
    // The business's mail and the visitor's confirmation, once.
    expect(notify.sent).toHaveLength(2);
    const [stored] = await store.list();
    expect(stored).toMatchObject({
      notify: 'sent',
      delivery: { mail: { state: 'sent', attempts: 1 }, webhook: { state: 'sent', attempts: 3 } },
    });
    expect(await store.undeliveredLeads()).toEqual([]);
  });

  it('gives a channel up after MAX_ATTEMPTS tries, and leaves a lead marked by another delivery alone', async () => {
    const config = settings({ webhookUrl: 'https://hooks.example/x' });
    const store = fileLeadStore(config.leadsDir);
    await store.append(pending('down'));
    await store.append({ ...pending('being-sent'), delivery: { webhook: { state: 'sending', attempts: 1, at: iso(T0) } } });
    const tried: string[] = [];
    const notify = fakeNotify({
      postWebhook: async (_url, payload) => {
        tried.push(payload.id);
        throw new Error('connection refused');
      },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let now = T0;
    await deliverUntil(T0 + 14 * 60_000, {
      store,
      settings: config,
      dependencies: notify.dependencies,
      clock: () => now,
      wait: async (ms) => void (now += ms),
    });
    warn.mockRestore();
    expect(tried).toEqual(Array(MAX_ATTEMPTS).fill('down'));
    expect(await store.get('down')).toMatchObject({
      notify: 'notify_failed',
      delivery: { webhook: { state: 'failed', attempts: MAX_ATTEMPTS } },
    });
    expect((await store.get('being-sent'))?.delivery?.webhook?.state).toBe('sending');
  });

  it('in the server process: a lead that comes in while a retry waits is sent at once', async () => {
    const config = settings({ webhookUrl: 'https://hooks.example/x' });
    const files = fileLeadStore(config.leadsDir);
    let recordedSent: () => void = () => undefined;
    const newLeadRecorded = new Promise<void>((resolve) => (recordedSent = resolve));
    // The file store, telling the test when the new lead's outcome is written.
    const store: LeadStore = {
      ...files,
      update: async (id, patch) => {
        const updated = await files.update(id, patch);
        if (id === 'new-one' && patch.notify === 'sent') recordedSent();
        return updated;
      },
    };
    await store.append(pending('keeps-failing'));
    const sentIds: string[] = [];
    let failedOnce: () => void = () => undefined;
    const firstFailure = new Promise<void>((resolve) => (failedOnce = resolve));
    let newOneSent: () => void = () => undefined;
    const newLeadDelivered = new Promise<void>((resolve) => (newOneSent = resolve));
    const notify = fakeNotify({
      postWebhook: async (_url, payload) => {
        if (payload.id === 'keeps-failing') {
          failedOnce();
          throw new Error('webhook answered 503');
        }
        sentIds.push(payload.id);
        newOneSent();
      },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = () => ({ store, settings: config, dependencies: notify.dependencies });
    // Not awaited (`void`): the runner waits for a retry, and the test wakes it with a new lead.
    void deliverInProcess(config.leadsDir, context);
    await firstFailure;
    // The runner now waits 30 s for the retry; a new lead wakes it.
    await store.append(pending('new-one'));
    void deliverInProcess(config.leadsDir, context);
    await newLeadDelivered;
    await newLeadRecorded;
    warn.mockRestore();
    expect(sentIds).toEqual(['new-one']);
    expect(await store.get('new-one')).toMatchObject({ notify: 'sent', delivery: { webhook: { state: 'sent', attempts: 1 } } });
    expect((await store.get('keeps-failing'))?.delivery?.webhook).toMatchObject({ state: 'failed', attempts: 1 });
  });
});
