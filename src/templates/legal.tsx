import React from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo';
import { legalMdxComponents, tableOfContents } from '../components/legal/legal-mdx-components';
import { pageTranslator, type Translate } from '../lib/i18n';
import { formatDate } from '../lib/format';
import { pagePath } from '../lib/routes';
import { headPage, type LocalizedPageContext } from '../lib/page-context';

type LegalPageProps = PageProps<Queries.LegalPageQuery, LocalizedPageContext>;

/** A retention period as people say it: "2 years" for whole years from two on, else "18 months". */
function retentionText(t: Translate, months: number): string {
  return months % 12 === 0 && months >= 24 ? t('legal.years', { count: months / 12 }) : t('legal.months', { count: months });
}

function ContentsList({ items }: { items: ReadonlyArray<{ url: string; title: string }> }) {
  return (
    <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
      {items.map((item) => (
        <li key={item.url}>
          <a
            href={item.url}
            className="-ml-px block border-l-2 border-transparent py-1.5 pl-3 text-slate-600 hover:border-accent-600 hover:text-brand-900"
          >
            {item.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

export default function LegalPage({ data, pageContext, children }: LegalPageProps) {
  const { t } = useTranslation();
  const { language } = pageContext;
  const document = data.mdx;
  if (!document) throw new Error(`No legal text for ${pageContext.pageId}/${language}`);
  const contents = tableOfContents(document.tableOfContents);
  return (
    <Layout page={pageContext}>
      <article className="container-page py-12 sm:py-16">
        <Link to={pagePath('home', language)} className="link inline-flex items-center gap-2 text-sm" data-testid="back-home">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('legal.backHome')}
        </Link>
        <div className="mt-6 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          {/* The contents: beside the long text from lg up, where they stay in view; folded above it on phones. */}
          <nav aria-label={t('legal.contents')} className="lg:sticky lg:top-28 lg:self-start" data-testid="legal-toc">
            <details className="rounded-xl border border-slate-200 bg-slate-50 p-4 lg:hidden">
              <summary className="cursor-pointer text-sm font-semibold text-brand-900">{t('legal.contents')}</summary>
              <ContentsList items={contents} />
            </details>
            <div className="hidden lg:block">
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-900">{t('legal.contents')}</p>
              <ContentsList items={contents} />
            </div>
          </nav>
          <div className="max-w-prose">
            <header className="border-b border-slate-200 pb-6">
              <h1 className="heading-2">{document.frontmatter.title}</h1>
              {document.frontmatter.lastUpdated && (
                <p className="mt-3 text-sm text-slate-600" data-testid="last-updated">
                  {t('legal.lastUpdated', { date: formatDate(document.frontmatter.lastUpdated, language) })}
                </p>
              )}
            </header>
            <div className="prose-body mt-8" data-testid="legal-body">
              <MDXProvider
                components={legalMdxComponents({
                  country: data.business?.address.country ?? '',
                  retention: retentionText(t, data.business?.retention.contactFormMonths ?? 0),
                })}
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

export const Head: HeadFC<Queries.LegalPageQuery, LocalizedPageContext> = ({ data, pageContext }) => {
  const t = pageTranslator(pageContext.language, data.locales);
  const title = data.mdx?.frontmatter.title ?? pageContext.pageId;
  return <Seo page={headPage(pageContext)} title={title} description={data.mdx?.frontmatter.description ?? t('site.description')} />;
};

export const query = graphql`
  query LegalPage($language: String!, $namespaces: [String!]!, $pageId: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleFields
    }
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
