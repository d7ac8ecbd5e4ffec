import React from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo';
import { legalMdxComponents } from '../components/legal/legal-mdx-components';
import { pageTranslator } from '../lib/i18n';
import { formatDate } from '../lib/format';
import { pagePath } from '../lib/routes';
import { headPage, type LocalizedPageContext } from '../lib/page-context';

type LegalPageProps = PageProps<Queries.LegalPageQuery, LocalizedPageContext>;

export default function LegalPage({ data, pageContext, children }: LegalPageProps) {
  const { t } = useTranslation();
  const { language } = pageContext;
  const document = data.mdx;
  if (!document) throw new Error(`No legal text for ${pageContext.pageId}/${language}`);
  return (
    <Layout page={pageContext}>
      <article className="container-page py-12 sm:py-16">
        <Link to={pagePath('home', language)} className="link inline-flex items-center gap-2 text-sm" data-testid="back-home">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('legal.backHome')}
        </Link>
        <header className="mt-6 max-w-prose border-b border-slate-200 pb-6">
          <h1 className="heading-2">{document.frontmatter.title}</h1>
          {document.frontmatter.lastUpdated && (
            <p className="mt-3 text-sm text-slate-600" data-testid="last-updated">
              {t('legal.lastUpdated', { date: formatDate(document.frontmatter.lastUpdated, language) })}
            </p>
          )}
        </header>
        <div className="prose-body mt-8" data-testid="legal-body">
          <MDXProvider components={legalMdxComponents({ country: data.business?.address.country ?? '' })}>{children}</MDXProvider>
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
    }
    mdx(frontmatter: { pageId: { eq: $pageId }, language: { eq: $language } }) {
      frontmatter {
        title
        description
        lastUpdated
      }
    }
  }
`;
