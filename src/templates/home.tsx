import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo';
import { headTranslator } from '../lib/head-translator';
import type { LocalizedPageContext } from '../lib/page-context';

type HomeProps = PageProps<Queries.HomePageQuery, LocalizedPageContext>;

export default function HomePage({ pageContext }: HomeProps) {
  const { t } = useTranslation();
  return (
    <Layout page={pageContext}>
      <section className="container-page section">
        <h1 className="heading-1">{t('site.tagline')}</h1>
        <p className="lead mt-4">{t('site.description')}</p>
      </section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.HomePageQuery, LocalizedPageContext> = ({ data, pageContext }) => {
  const t = headTranslator(data.locales);
  return (
    <Seo
      language={pageContext.language}
      path={pageContext.i18n.path}
      alternates={pageContext.alternates}
      title={t('site.tagline')}
      description={t('site.description')}
    />
  );
};

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleFields
    }
  }
`;
