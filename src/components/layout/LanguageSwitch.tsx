import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Globe } from 'lucide-react';
import { LANGUAGE_STORAGE_KEY, otherLanguage } from '../../lib/languages';
import { pagePath } from '../../lib/routes';
import { useCurrentPage } from './page';

/** Goes to this page in the other language (or that language's home page) and remembers the choice. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { language, alternates } = useCurrentPage();
  const target = otherLanguage(language);
  const to = alternates.find((alternate) => alternate.language === target)?.path ?? pagePath('home', target);
  const remember = () => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, target);
    } catch {
      // Storage can be disabled; the switch still navigates.
    }
  };
  return (
    <Link
      to={to}
      hrefLang={target}
      lang={target}
      title={t('language.switchTitle')}
      onClick={remember}
      data-testid="language-switch"
      className={`inline-flex min-h-[44px] items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      <Globe aria-hidden="true" className="h-4 w-4" />
      {t('language.switchLabel')}
    </Link>
  );
}
