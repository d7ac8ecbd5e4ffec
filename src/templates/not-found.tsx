import React, { useEffect, useState } from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { NavTargetLink } from '../components/layout/NavTargetLink';
import { NAV_ITEMS } from '../lib/navigation';
import { Seo } from '../components/Seo';
import { pageTranslator } from '../lib/i18n';
import { isArticlePath, languageOfPath, pagePath } from '../lib/routes';
import type { LocalizedPageContext } from '../lib/page-context';
import { Icon } from '../components/ui/Icon';

type NotFoundProps = PageProps<Queries.NotFoundPageQuery, LocalizedPageContext>;

/**
 * 404 in the page's language. Netlify serves /nl/404/ for unknown Dutch URLs; hosts that only know
 * /404.html (gatsby serve) get the English HTML, which switches to Dutch once it sees a /nl/ address.
 */
export default function NotFoundPage({ pageContext, location }: NotFoundProps) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState(pageContext.language);
  // Unknown /blog/{slug} addresses get the article-specific message (known only once the page runs).
  const [isArticle, setIsArticle] = useState(false);
  useEffect(() => setIsArticle(isArticlePath(location.pathname)), [location.pathname]);
  useEffect(() => {
    const fromAddress = languageOfPath(location.pathname);
    if (fromAddress !== language) {
      // Not awaited (`void`): the resources are in memory, so the change is done before the next render.
      void i18n.changeLanguage(fromAddress);
      setLanguage(fromAddress);
    }
  }, [location.pathname, language, i18n]);

  return (
    <Layout page={{ pageId: 'notFound', language, alternates: [{ language, path: pagePath('notFound', language) }] }}>
      <section
        className="container-page flex flex-col items-center py-20 text-center sm:py-28"
        data-testid="not-found"
        data-language={language}
      >
        <Icon name="SearchX" className="h-14 w-14 text-accent-600" />
        <p className="eyebrow mt-6">{t('notFound.code')}</p>
        <h1 className="heading-1 mt-2">{isArticle ? t('blog.notFoundTitle') : t('notFound.title')}</h1>
        <p className="lead mt-5 max-w-xl">{isArticle ? t('blog.notFoundText') : t('notFound.hint')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {isArticle && (
            <Link to={pagePath('blog', language)} className="btn-primary" data-testid="back-to-blog">
              {t('blog.back')}
            </Link>
          )}
          <Link to={pagePath('home', language)} className={isArticle ? 'btn-secondary' : 'btn-primary'}>
            {t('notFound.home')}
            <Icon name="ArrowRight" className="h-4 w-4" />
          </Link>
          {!isArticle && (
            <Link to={pagePath('blog', language)} className="btn-secondary">
              {t('notFound.blog')}
            </Link>
          )}
        </div>
        {/* The places most visitors were looking for, in the header's words. */}
        <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm" data-testid="not-found-links">
          {NAV_ITEMS.filter((item) => ['pricing', 'portfolio', 'plumber-websites', 'testimonials'].includes(item.id)).map((item) => (
            <li key={item.id}>
              <NavTargetLink to={item} className="link">
                {t(`nav.${item.id}`)}
              </NavTargetLink>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.NotFoundPageQuery, LocalizedPageContext> = ({ data, location }) => {
  // The address decides the language: /404.html also answers unknown /nl/ addresses on some hosts.
  const language = languageOfPath(location.pathname);
  const t = pageTranslator(language, { edges: data.locales.edges.filter(({ node }) => node.language === language) });
  return (
    <Seo
      page={{ language, path: pagePath('notFound', language), alternates: [] }}
      title={t('notFound.metaTitle')}
      description={t('notFound.hint')}
      noindex
    />
  );
};

// Every language's translations: the default language's 404.html may have to show itself in another language.
export const query = graphql`
  query NotFoundPage($namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces } }) {
      ...LocaleFields
    }
  }
`;
