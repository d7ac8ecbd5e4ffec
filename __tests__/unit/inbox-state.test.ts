import { INITIAL_INBOX, actionFor, inboxReducer, queryOf } from '../../src/components/admin/inbox-state';

const words = { gone: 'gone', error: 'error', wrong: 'wrong', locked: (minutes: number) => `locked ${minutes}` };
const signedIn = inboxReducer(INITIAL_INBOX, { type: 'signed-in', token: 'secret' });

describe('the inbox state', () => {
  it('signs the owner out only when the server refuses the token', () => {
    expect(actionFor({ kind: 'unauthorized' }, words)).toEqual({ type: 'signed-out', problem: 'wrong' });
    expect(actionFor({ kind: 'locked', retryAfterSeconds: 61 }, words)).toEqual({ type: 'signed-out', problem: 'locked 2' });
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
    const filtered = inboxReducer(inboxReducer(signedIn, { type: 'filter', kind: 'contact', status: 'new' }), { type: 'open', id: 'x' });
    expect(queryOf(filtered)).toEqual({ kind: 'contact', status: 'new', page: 1 });
    const newsletter = inboxReducer(filtered, { type: 'tab', tab: 'newsletter' });
    expect(newsletter).toMatchObject({ kind: '', status: '', openId: null });
    expect(queryOf(newsletter)).toEqual({ kind: 'newsletter', status: '', page: 1 });
  });

  it('asks the requests tab for every form but the newsletter', () => {
    expect(queryOf(signedIn)).toEqual({ kind: 'requests', status: '', page: 1 });
    expect(queryOf(inboxReducer(signedIn, { type: 'filter', kind: 'quote' }))).toMatchObject({ kind: 'quote' });
  });

  it('turns pages, closing the open lead; another filter or tab starts again at the newest page', () => {
    const third = inboxReducer(inboxReducer(signedIn, { type: 'open', id: 'x' }), { type: 'page', page: 3 });
    expect(third).toMatchObject({ page: 3, openId: null });
    expect(queryOf(third).page).toBe(3);
    expect(inboxReducer(third, { type: 'page', page: 0 }).page).toBe(1);
    expect(inboxReducer(third, { type: 'filter', status: 'handled' }).page).toBe(1);
    expect(inboxReducer(third, { type: 'tab', tab: 'newsletter' }).page).toBe(1);
    // The list that comes back does not move the page asked for: the pager reads the page the server answered with.
    const listed = inboxReducer(third, {
      type: 'listed',
      list: { leads: [], page: 2, pageSize: 25, pages: 2, total: 30, store: 'blobs', retentionMonths: 24 },
    });
    expect(listed).toMatchObject({ page: 3, list: { page: 2 } });
  });
});
