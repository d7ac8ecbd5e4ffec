import { BackLink } from '../components/ui/BackLink';
import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { localizedHead } from '../components/localized-head';
import { legalMdxComponents, tableOfContents } from '../components/legal/legal-mdx-components';
import { legalFacts } from '../lib/legal-facts';
import { useBusiness } from '../hooks/use-business';
import { formatDate } from '../lib/format';
import { pagePath } from '../lib/routes';
import type { LocalizedPageContext } from '../lib/page-context';
import { Icon } from '../components/ui/Icon';

type LegalPageProps = PageProps<Queries.LegalPageQuery, LocalizedPageContext>;

/** "3. Scope of the agreement": the number in a column of its own, so a wrapped title lines up under its words. */
const NUMBERED_TITLE = /^(\d+\.)\s+(.+)$/;

function ContentsList({ items }: { items: ReadonlyArray<{ url: string; title: string }> }) {
  return (
    <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
      {items.map((item) => {
        const [, number, title] = NUMBERED_TITLE.exec(item.title) ?? [null, null, item.title];
        return (
          <li key={item.url}>
            <a
              href={item.url}
              className="-ml-px flex gap-1.5 border-l-2 border-transparent py-1.5 pl-3 text-slate-600 hover:border-accent-600 hover:text-brand-900"
            >
              {number && <span className="w-6 shrink-0 tabular-nums">{number}</span>}
              <span>{title}</span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}

export default function LegalPage({ data, pageContext, children }: LegalPageProps) {
  const { t } = useTranslation();
  const { language } = pageContext;
  const business = useBusiness();
  const document = data.mdx;
  if (!document) throw new Error(`No legal text for ${pageContext.pageId}/${language}`);
  const contents = tableOfContents(document.tableOfContents);
  return (
    <Layout page={pageContext}>
      <article className="container-page py-12 sm:py-16">
        <BackLink to={pagePath('home', language)} className="link inline-flex items-center gap-2 text-sm" testId="back-home">
          {t('legal.backHome')}
        </BackLink>
        <header className="mt-6 max-w-3xl border-b border-slate-200 pb-6 lg:ml-[20rem]">
          <h1 className="heading-2">{document.frontmatter.title}</h1>
          {document.frontmatter.lastUpdated && (
            <p className="mt-3 text-sm text-slate-600" data-testid="last-updated">
              {t('legal.lastUpdated', { date: formatDate(document.frontmatter.lastUpdated, language) })}
            </p>
          )}
        </header>
        <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          {/* The contents: beside the long text from lg up, where they stay in view; folded under the title on phones. */}
          <nav aria-label={t('legal.contents')} className="lg:sticky lg:top-28 lg:self-start" data-testid="legal-toc">
            <details className="group rounded-xl border border-slate-200 bg-slate-50 lg:hidden">
              <summary className="flex min-h-[48px] cursor-pointer list-none items-center justify-between gap-3 px-4 text-sm font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
                <span>
                  {t('legal.contents')} <span className="font-normal text-slate-600">({contents.length})</span>
                </span>
                <Icon name="ChevronDown" className="h-5 w-5 transition-transform group-open:rotate-180" />
              </summary>
              <div className="px-4 pb-4">
                <ContentsList items={contents} />
              </div>
            </details>
            <div className="hidden lg:block">
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-900">{t('legal.contents')}</p>
              <ContentsList items={contents} />
            </div>
          </nav>
          <div className="max-w-prose">
            <div className="prose-body" data-testid="legal-body">
              <MDXProvider
                components={legalMdxComponents(
                  legalFacts(
                    { ...business, retention: { contactFormMonths: data.business?.retention.contactFormMonths ?? 0 } },
                    language,
                    data.business?.address.country ?? '',
                    t,
                  ),
                )}
              >
                {children}
              </MDXProvider>
            </div>
          </div>
        </div>
      </article>
    </Layout>
  );
}

export const Head = localizedHead<Queries.LegalPageQuery>(({ t, data, pageContext }) => ({
  title: data.mdx?.frontmatter.title ?? pageContext.pageId,
  description: data.mdx?.frontmatter.description ?? t('site.description'),
}));

export const query = graphql`
  query LegalPage($language: String!, $namespaces: [String!]!, $pageId: String!) {
    ...PageLocales
    business {
      address {
        country(language: $language)
      }
      retention {
        contactFormMonths
      }
    }
    mdx(frontmatter: { pageId: { eq: $pageId }, language: { eq: $language } }) {
      tableOfContents(maxDepth: 2)
      frontmatter {
        title
        description
        lastUpdated
      }
    }
  }
`;
