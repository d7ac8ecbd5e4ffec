import React from 'react';
import { Link } from 'gatsby';
import { LANGUAGE_STORAGE_KEY, languageDefinition, otherLanguages, type Language } from '../../lib/languages';
import { pagePath } from '../../lib/routes';
import { useCurrentPage } from './page';
import { Icon } from '../ui/Icon';

function remember(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled; the switch still navigates.
  }
}

/**
 * Links to this page in every other language (or the nearest page there, else that language's home page, where
 * the page has no translation), each named in its own language, remembering the choice.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { language, alternates, nearest } = useCurrentPage();
  return (
    <>
      {otherLanguages(language).map((target) => {
        const { name, viewInLanguage } = languageDefinition(target);
        const to =
          alternates.find((alternate) => alternate.language === target)?.path ??
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
