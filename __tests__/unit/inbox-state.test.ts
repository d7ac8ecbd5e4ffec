import { INITIAL_INBOX, actionFor, inboxReducer, queryOf } from '../../src/components/admin/inbox-state';
import { inboxApi } from '../../src/browser/inbox-api';

const words = { gone: 'gone', error: 'error', wrong: 'wrong' };
const signedIn = inboxReducer(INITIAL_INBOX, { type: 'signed-in', token: 'secret' });

describe('the inbox state', () => {
  it('signs the owner out only when the server refuses the token', () => {
    expect(actionFor({ kind: 'unauthorized' }, words)).toEqual({ type: 'signed-out', problem: 'wrong' });
    // A failed request or a lead deleted meanwhile leaves the owner where they are.
    for (const kind of ['error', 'gone'] as const) {
      const next = inboxReducer(signedIn, actionFor({ kind }, words));
      expect(next.session).toBe('signed-in');
      expect(next.notice).toBe(kind);
    }
  });

  it('forgets the token, the list and the open lead on signing out', () => {
    const open = inboxReducer(
      inboxReducer(signedIn, {
        type: 'listed',
        list: { leads: [], page: 1, pageSize: 25, pages: 1, total: 0, store: 'file', retentionMonths: 24 },
      }),
      {
        type: 'open',
        id: 'lead-1',
      },
    );
    expect(inboxReducer(open, { type: 'signed-out' })).toMatchObject({ token: null, list: null, openId: null, session: 'signed-out' });
  });

  it('clears the filters and the open lead when the tab changes, and asks the newsletter tab for sign-ups only', () => {
    const filtered = inboxReducer(inboxReducer(signedIn, { type: 'filter', kind: 'contact', status: 'new', source: 'search' }), {
      type: 'open',
      id: 'x',
    });
    expect(queryOf(filtered)).toEqual({ kind: 'contact', status: 'new', source: 'search', page: 1 });
    const newsletter = inboxReducer(filtered, { type: 'tab', tab: 'newsletter' });
    expect(newsletter).toMatchObject({ kind: '', status: '', source: '', openId: null });
    expect(queryOf(newsletter)).toEqual({ kind: 'newsletter', status: '', page: 1 });
  });

  it('asks the requests tab for every form but the newsletter', () => {
    expect(queryOf(signedIn)).toEqual({ kind: 'requests', status: '', source: '', page: 1 });
    expect(queryOf(inboxReducer(signedIn, { type: 'filter', kind: 'quote' }))).toMatchObject({ kind: 'quote' });
  });

  it('turns pages, closing the open lead; another filter or tab starts again at the newest page', () => {
    const third = inboxReducer(inboxReducer(signedIn, { type: 'open', id: 'x' }), { type: 'page', page: 3 });
    expect(third).toMatchObject({ page: 3, openId: null });
    expect(queryOf(third).page).toBe(3);
    expect(inboxReducer(third, { type: 'page', page: 0 }).page).toBe(1);
    expect(inboxReducer(third, { type: 'filter', status: 'won' }).page).toBe(1);
    expect(inboxReducer(third, { type: 'tab', tab: 'newsletter' }).page).toBe(1);
    // The list that comes back does not move the page asked for: the pager reads the page the server answered with.
    const listed = inboxReducer(third, {
      type: 'listed',
      list: { leads: [], page: 2, pageSize: 25, pages: 2, total: 30, store: 'blobs', retentionMonths: 24 },
    });
    expect(listed).toMatchObject({ page: 3, list: { page: 2 } });
  });
});

describe('the inbox’s requests in an older browser', () => {
  it('keep their query where URLSearchParams has no size (Safari before 17)', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, 'size');
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    // As Safari 15 and 16 have it: no `size` at all.
    delete (URLSearchParams.prototype as { size?: number }).size;
    globalThis.fetch = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ leads: [], page: 2, pages: 2, pageSize: 25, total: 30, store: 'file', retentionMonths: 24 }));
    }) as typeof fetch;
    try {
      await inboxApi.list('token', { kind: 'quote', status: 'won', source: 'search', page: 2 });
      await inboxApi.csv('token', { kind: 'requests', status: '', source: '' });
      await inboxApi.remove('token', 'lead-1');
      await inboxApi.summary('token');
    } finally {
      globalThis.fetch = realFetch;
      if (descriptor) Object.defineProperty(URLSearchParams.prototype, 'size', descriptor);
    }
    expect(asked).toEqual([
      '/api/leads?kind=quote&status=won&source=search&page=2',
      '/api/leads?kind=requests&format=csv',
      '/api/leads?id=lead-1',
      '/api/leads?view=summary',
    ]);
  });
});
