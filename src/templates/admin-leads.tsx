import React, { useEffect, useMemo, useState } from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Inbox } from '../components/admin/Inbox';
import { Logo } from '../components/layout/Logo';
import { useBusiness } from '../hooks/use-business';
import { createTranslator, namespacesOf, type LocaleNodes } from '../lib/i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, isLanguage, languageDefinition, type Language } from '../lib/languages';
import { pagePath } from '../lib/routes';
import type { LocalizedPageContext } from '../lib/page-context';
import type { TradeSketch } from '../lib/trades';

type InboxPageProps = PageProps<Queries.InboxPageQuery, LocalizedPageContext>;

/** One language's translations out of the page query's (which holds every language's). */
function translatorOf(
  locales: { edges: ReadonlyArray<{ node: LocaleNodes['edges'][number]['node'] & { language: string | null } }> },
  language: Language,
) {
  return createTranslator(language, namespacesOf({ edges: locales.edges.filter(({ node }) => node.language === language) }));
}

/** The trades in each language, from the query's every-language trades (the inbox shows leads of every language). */
function tradesByLanguage(trades: Queries.InboxPageQuery['trades']): Map<Language, TradeSketch[]> {
  const inEveryLanguage = trades.nodes.flatMap((trade) => trade.inEveryLanguage);
  return new Map(LANGUAGES.map((code) => [code, inEveryLanguage.filter((trade) => trade.language === code)]));
}

/**
 * The owner's inbox at /admin/leads/: one page in every language, shown in the language the owner last chose on
 * the site (the language switch stores it). Not linked from public pages, not in the sitemap, never indexed.
 */
export default function InboxPage({ data }: InboxPageProps) {
  const business = useBusiness();
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
      if (isLanguage(stored)) setLanguage(stored);
    } catch {
      // Storage can be disabled: the default language then.
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const translators = useMemo(() => new Map(LANGUAGES.map((code) => [code, translatorOf(data.locales, code)])), [data.locales]);
  const t = translators.get(language)!;
  const trades = useMemo(() => tradesByLanguage(data.trades), [data.trades]);
  const choose = (next: Language) => {
    setLanguage(next);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage can be disabled; the choice then lasts this visit.
    }
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to={pagePath('home', language)} className="rounded">
            <Logo language={language} name={business.name} alt={t('admin.site')} />
          </Link>
          <nav aria-label={t('admin.title')} className="flex items-center gap-1">
            {LANGUAGES.filter((code) => code !== language).map((code) => (
              <button
                key={code}
                type="button"
                lang={code}
                onClick={() => choose(code)}
                className="min-h-[44px] rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                data-testid="inbox-language"
              >
                {languageDefinition(code).name}
              </button>
            ))}
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <Inbox
          language={language}
          t={t}
          translatorFor={(code) => translators.get(code)!}
          tradesFor={(code) => trades.get(code)!}
          business={business}
        />
      </main>
    </div>
  );
}

export const Head: HeadFC<Queries.InboxPageQuery, LocalizedPageContext> = ({ data }) => {
  const t = translatorOf(data.locales, DEFAULT_LANGUAGE);
  return (
    <>
      <title>{t('admin.metaTitle')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  );
};

// Every language's translations and trades: the inbox follows the owner's choice without a page of its own per language.
export const query = graphql`
  query InboxPage($namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces } }) {
      ...LocaleFields
    }
    trades: allTrade {
      nodes {
        inEveryLanguage {
          language
          itemId
          label
          icon
          kind
          preview {
            role
            headline
            services
            prices
            review
          }
        }
      }
    }
  }
`;
