import React from 'react';
import { graphql, Link, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { localizedHead } from '../components/localized-head';
import { Icon } from '../components/ui/Icon';
import { CaseSite } from '../components/case-site/CaseSite';
import type { CaseSiteModel } from '../lib/case-site/model';
import { CASE_SITE_WORDS } from '../lib/case-site/words';
import { sitePictureBase } from '../lib/asset-paths';
import { pagePath } from '../lib/routes';
import type { LocalizedPageContext } from '../lib/page-context';

type CaseSiteProps = PageProps<Queries.CaseSitePageQuery, LocalizedPageContext>;

/**
 * A portfolio client's website as a page of its own, built from its case: its content, its style, its features as
 * demos (src/components/case-site/). The proof a visitor can open, scroll and tap. Not indexed.
 */
export default function CaseSitePage({ data, pageContext }: CaseSiteProps) {
  const { t } = useTranslation();
  const { language } = pageContext;
  const item = data.portfolioCase;
  if (!item) throw new Error(`No portfolio case ${String(pageContext.caseSlug)}`);
  // The client's site speaks its market's language, as its content does: its page exists in that language only.
  const siteLanguage = language;
  const words = CASE_SITE_WORDS[siteLanguage];
  // Shaped at build time by caseSiteModel (src/node/schema/case-site-model.ts); GraphQL types it as JSON.
  const model = item.siteModel as unknown as CaseSiteModel;
  return (
    <Layout page={pageContext}>
      <div className="container-page flex flex-col gap-3 py-6 sm:flex-row sm:items-center sm:justify-between" data-testid="case-site-bar">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold text-brand-900 [overflow-wrap:anywhere]">{item.client}</h1>
          <p className="mt-1 text-slate-600">{t('portfolio.siteNote', { client: item.client, location: item.location })}</p>
        </div>
        <Link
          to={`${pagePath('portfolio', language)}#${item.slug}`}
          className="inline-flex min-h-[44px] shrink-0 items-center gap-1.5 font-semibold text-brand-800 hover:underline"
          data-testid="case-site-back"
        >
          <Icon name="ArrowLeft" className="h-4 w-4" />
          {t('portfolio.backToCase')}
        </Link>
      </div>
      <div className="sm:container-page pb-12 sm:pb-16">
        {/* Clipped, not hidden: a hidden overflow would hold the client's call bar instead of the window. */}
        <div className="border-y border-slate-200 shadow-card [overflow:clip] sm:rounded-2xl sm:border" lang={siteLanguage}>
          <CaseSite model={model} words={words} picture={sitePictureBase(item.trade, model.theme.style)} headingLevel={2} />
        </div>
      </div>
    </Layout>
  );
}

export const Head = localizedHead<Queries.CaseSitePageQuery>(({ t, data: { portfolioCase: item } }) => ({
  title: item?.client ?? '',
  fullTitle: true,
  description: item ? t('portfolio.siteNote', { client: item.client, location: item.location }) : '',
  noindex: true,
}));

export const query = graphql`
  query CaseSitePage($language: String!, $namespaces: [String!]!, $caseSlug: String!) {
    ...PageLocales
    portfolioCase(slug: { eq: $caseSlug }) {
      slug
      client
      trade
      location
      siteModel
    }
  }
`;
