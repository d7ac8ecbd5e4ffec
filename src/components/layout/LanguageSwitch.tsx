import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import { LANGUAGE_STORAGE_KEY, languageDefinition, otherLanguages, type Language } from '../../lib/languages';
import { FRAGMENT_STATE_PAGES, pagePath } from '../../lib/routes';
import { useCurrentPage } from './page';
import { Icon } from '../ui/Icon';

function remember(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled; the switch still navigates.
  }
}

/** The page's fragment ('#…' or ''), kept current, on a page whose fragment is its state; '' elsewhere. */
function useStateFragment(carried: boolean): string {
  const [fragment, setFragment] = useState('');
  useEffect(() => {
    if (!carried) return undefined;
    const read = () => setFragment(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [carried]);
  return fragment;
}

/**
 * Links to this page in every other language (or the nearest page there, else that language's home page, where
 * the page has no translation), each named in its own language, remembering the choice. On a page whose fragment is
 * its state (the preview's answers), the link carries the fragment, so the other language shows the same.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { pageId, language, alternates, nearest } = useCurrentPage();
  const fragment = useStateFragment((FRAGMENT_STATE_PAGES as readonly string[]).includes(pageId));
  return (
    <>
      {otherLanguages(language).map((target) => {
        const { name, viewInLanguage } = languageDefinition(target);
        const version = alternates.find((alternate) => alternate.language === target)?.path;
        const to =
          (version === undefined ? undefined : `${version}${fragment}`) ??
          nearest?.find((alternate) => alternate.language === target)?.path ??
          pagePath('home', target);
        return (
          <Link
            key={target}
            to={to}
            hrefLang={target}
            lang={target}
            title={viewInLanguage}
            onClick={() => remember(target)}
            data-testid="language-switch"
            className={`inline-flex min-h-[44px] items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
          >
            <Icon name="Globe" className="h-4 w-4" />
            {name}
          </Link>
        );
      })}
    </>
  );
}
