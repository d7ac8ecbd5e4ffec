import { getStore } from '@netlify/blobs';
import { blobsContext, startBlobsServer, type RunningBlobsServer } from '../support/blobs-server';
import { call } from '../support/function-call';
import { settings, tempDir } from '../support/lead-fixtures';
import { createLeadsApi } from '../../src/server/leads-api';
import { readLeadSettings } from '../../src/server/settings';
import { throttleOver, type FailureLog } from '../../src/server/admin-auth';
import { blobsFailureLog, fileFailureLog, FAILURES_STORE } from '../../src/server/failure-logs';
import { FAILURE_WINDOW_MS, FREE_FAILURES, refusedBeforeTurn } from '../../src/lib/leads/sign-in-throttle';

const NOW = 1_000_000;
const TOKEN = 'a-long-random-secret-for-the-refusal-tests';
/** How long the test lets a refusal take before it lets the held writes go, so a refusal that waits shows in the order. */
const PATIENCE_MS = 5000;

type Event = 'write started' | 'write finished' | 'refused' | 'counted';

/**
 * A real failure log whose writes the test holds open until it calls `release`, recording when each write starts and
 * finishes; `events` also takes the answers, in the order they came.
 */
function heldWrites(log: FailureLog) {
  const events: Event[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: FailureLog = {
    read: (client) => log.read(client),
    async writeIf(client, window, version) {
      events.push('write started');
      await released;
      const written = await log.writeIf(client, window, version);
      events.push('write finished');
      return written;
    },
  };
  return { log: held, events, release };
}

/** Resolves once `count` refusals are among `events`, or after PATIENCE_MS: whichever is first. */
async function refusalsOrPatience(events: Event[], count: number): Promise<void> {
  const started = Date.now();
  while (events.filter((event) => event === 'refused').length < count && Date.now() - started < PATIENCE_MS)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('refusals that never wait', () => {
  // Real stores on loopback, on a 2-core machine that runs the rest of the checks beside them.
  jest.setTimeout(30_000);
  let server: RunningBlobsServer;
  beforeAll(async () => {
    server = await startBlobsServer();
  }, 20_000);
  afterAll(async () => server.stop());

  let site = 0;
  const stores: Array<[string, () => { log: FailureLog; env: Record<string, string> }]> = [
    ['the file in the leads folder', () => ({ log: fileFailureLog(tempDir()), env: {} })],
    [
      'Netlify Blobs (the local server)',
      () => {
        site += 1;
        const siteID = `refusals-${site}`;
        const store = getStore({
          name: FAILURES_STORE,
          edgeURL: server.url,
          uncachedEdgeURL: server.url,
          siteID,
          token: server.token,
          consistency: 'strong',
        });
        return { log: blobsFailureLog(store), env: { NETLIFY: 'true', NETLIFY_BLOBS_CONTEXT: blobsContext(server, siteID) } };
      },
    ],
  ];

  it('refuses from a read when the stored count and the guesses already admitted reach the limit', () => {
    expect(refusedBeforeTurn(null, NOW, 0)).toBeNull();
    expect(refusedBeforeTurn({ start: NOW, count: FREE_FAILURES - 2 }, NOW + 1000, 1)).toBeNull();
    expect(refusedBeforeTurn({ start: NOW, count: FREE_FAILURES - 1 }, NOW + 60_000, 1)).toEqual({
      retryAfterSeconds: FAILURE_WINDOW_MS / 1000 - 60,
    });
    expect(refusedBeforeTurn({ start: NOW, count: FREE_FAILURES }, NOW + 1000, 0)).toEqual({
      retryAfterSeconds: FAILURE_WINDOW_MS / 1000 - 1,
    });
    // Nothing stored yet: the admitted guesses open a window about now.
    expect(refusedBeforeTurn(null, NOW, FREE_FAILURES)).toEqual({ retryAfterSeconds: FAILURE_WINDOW_MS / 1000 });
    // A window that is over counts for nothing; only the admitted guesses do.
    expect(refusedBeforeTurn({ start: NOW, count: 50 }, NOW + FAILURE_WINDOW_MS, FREE_FAILURES - 1)).toBeNull();
  });

  describe.each(stores)('counted in %s', (_, open) => {
    it('answers 429 at once while a counted guess’s write is still pending, to its own client and to one over the limit', async () => {
      const { log } = open();
      // One client a guess short of the limit, another over it, as earlier guesses left them.
      expect(await log.writeIf('203.0.113.1', { start: NOW, count: FREE_FAILURES - 1 }, null)).toBe(true);
      expect(await log.writeIf('203.0.113.2', { start: NOW, count: FREE_FAILURES }, null)).toBe(true);
      const held = heldWrites(log);
      const throttle = throttleOver(held.log);
      const answered = (answer: { status: number }) => {
        held.events.push(answer.status === 429 ? 'refused' : 'counted');
        return answer;
      };

      const last = throttle.failed('203.0.113.1', NOW + 1000).then(answered);
      while (!held.events.includes('write started')) await new Promise((resolve) => setTimeout(resolve, 5));
      const refusals = [
        throttle.failed('203.0.113.1', NOW + 1000).then(answered),
        throttle.failed('203.0.113.2', NOW + 1000).then(answered),
      ];
      await refusalsOrPatience(held.events, 2);
      held.release();

      expect(await last).toEqual({ status: 401 });
      const retryAfterSeconds = FAILURE_WINDOW_MS / 1000 - 1;
      expect(await Promise.all(refusals)).toEqual([
        { status: 429, retryAfterSeconds },
        { status: 429, retryAfterSeconds },
      ]);
      expect(held.events).toEqual(['write started', 'refused', 'refused', 'write finished', 'counted']);
    });

    it('lets only the guesses it counts take turns: of thirty at once, the refusals all come before the first write ends', async () => {
      const { log, env } = open();
      const held = heldWrites(log);
      const config = { ...readLeadSettings(env), adminToken: TOKEN, leadsDir: settings().leadsDir };
      const api = createLeadsApi({ settings: () => config, throttle: throttleOver(held.log), now: () => new Date(NOW) });
      const guess = () =>
        call(api, {
          method: 'GET',
          headers: { authorization: 'Bearer wrong', 'x-nf-client-connection-ip': '198.51.100.9' },
          ip: '198.51.100.9',
        }).then((answer) => {
          held.events.push(answer.statusCode === 429 ? 'refused' : 'counted');
          return answer;
        });

      const guesses = Array.from({ length: 30 }, guess);
      await refusalsOrPatience(held.events, 30 - FREE_FAILURES);
      held.release();
      const answers = await Promise.all(guesses);

      expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(FREE_FAILURES);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(30 - FREE_FAILURES);
      expect(refused.every((answer) => Number(answer.headers['retry-after']) === FAILURE_WINDOW_MS / 1000)).toBe(true);
      // Only the counted guesses wrote, one at a time; every refusal came before the first write ended.
      const writes = held.events.filter((event) => event.startsWith('write'));
      expect(writes).toEqual(Array.from({ length: FREE_FAILURES }, () => ['write started', 'write finished']).flat());
      expect(held.events.lastIndexOf('refused')).toBeLessThan(held.events.indexOf('write finished'));
    });
  });
});
