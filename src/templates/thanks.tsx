import React from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo';
import { NextSteps } from '../components/forms/NextSteps';
import { pageTranslator } from '../lib/i18n';
import { pagePath } from '../lib/routes';
import { headPage, type LocalizedPageContext } from '../lib/page-context';

type ThanksProps = PageProps<Queries.ThanksPageQuery, LocalizedPageContext>;

/** Where a form posted without JavaScript lands once the lead is in (the Function answers 303 to here). */
export default function ThanksPage({ pageContext }: ThanksProps) {
  const { t } = useTranslation();
  const { language } = pageContext;
  return (
    <Layout page={pageContext}>
      <section className="container-page max-w-3xl py-16 sm:py-24" data-testid="thanks">
        <CheckCircle2 aria-hidden="true" className="h-14 w-14 text-emerald-600" />
        <h1 className="heading-1 mt-6">{t('thanks.title')}</h1>
        <p className="lead mt-5">{t('thanks.text')}</p>
        <div className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700 sm:p-8">
          <NextSteps headingLevel="h2" />
        </div>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={pagePath('portfolio', language)} className="btn-primary">
            {t('thanks.portfolio')}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link to={pagePath('home', language)} className="btn-secondary">
            {t('thanks.home')}
          </Link>
        </div>
      </section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.ThanksPageQuery, LocalizedPageContext> = ({ data, pageContext }) => {
  const t = pageTranslator(pageContext.language, data.locales);
  return <Seo page={headPage(pageContext)} title={t('thanks.title')} description={t('thanks.text')} noindex />;
};

export const query = graphql`
  query ThanksPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleFields
    }
  }
`;
