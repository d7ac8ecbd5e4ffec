import React from 'react';
import type { Translate } from '../../lib/i18n';

/** No inbox yet (no ADMIN_TOKEN), or one closed because its token is too short: how to set it up. */
export function NotSetUp({ t, weak = false }: { t: Translate; weak?: boolean }) {
  return (
    <section
      className="mx-auto mt-16 max-w-xl rounded-2xl border border-amber-200 bg-amber-50 p-8 text-amber-950"
      data-testid={weak ? 'inbox-weak-token' : 'inbox-not-set-up'}
    >
      <h1 className="text-2xl">{t(weak ? 'admin.setup.weakTitle' : 'admin.setup.title')}</h1>
      <p className="mt-3">{t(weak ? 'admin.setup.weakText' : 'admin.setup.text')}</p>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm">
        <li>{t('admin.setup.netlify')}</li>
        <li>{t('admin.setup.local')}</li>
      </ul>
    </section>
  );
}
