import React, { useState } from 'react';
import type { Translate } from '../../lib/i18n';
import { INPUT } from './styles';
import { Icon } from '../ui/Icon';

/** The owner's sign-in with the ADMIN_TOKEN secret, with the reason when they were sent back here. */
export function SignIn({ t, onSignedIn, problem }: { t: Translate; onSignedIn: (token: string) => void; problem: string | null }) {
  const [token, setToken] = useState('');
  return (
    <form
      className="mx-auto mt-16 max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-card"
      onSubmit={(event) => {
        event.preventDefault();
        if (token.trim()) onSignedIn(token.trim());
      }}
      data-testid="inbox-sign-in"
    >
      <Icon name="KeyRound" className="h-8 w-8 text-accent-600" />
      <h1 className="mt-4 text-2xl">{t('admin.signIn.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('admin.signIn.text')}</p>
      <label htmlFor="inbox-token" className="mt-6 block text-sm font-semibold text-slate-800">
        {t('admin.signIn.label')}
      </label>
      <input
        id="inbox-token"
        type="password"
        autoComplete="current-password"
        className={`${INPUT} mt-1.5`}
        value={token}
        onChange={(event) => setToken(event.target.value)}
      />
      {problem && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700" data-testid="inbox-problem">
          {problem}
        </p>
      )}
      <button type="submit" className="btn-primary mt-6 w-full">
        {t('admin.signIn.submit')}
      </button>
    </form>
  );
}
