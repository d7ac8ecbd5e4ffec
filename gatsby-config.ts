import type { GatsbyConfig } from 'gatsby';
import adapter from 'gatsby-adapter-netlify';
import business from './content/site/business.json';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/lib/languages';
import { SECURITY_HEADERS } from './src/lib/security-headers';
import { sitemapSerialize, type SitemapPage } from './src/node/sitemap';
import { jsonTypeName } from './src/node/schema';
import { feedOptions } from './src/node/feeds';

const config: GatsbyConfig = {
  siteMetadata: {
    title: business.name,
    siteUrl: business.siteUrl,
  },
  trailingSlash: 'always',
  graphqlTypegen: { generateOnBuild: true },
  adapter: adapter(),
  headers: [{ source: '/*', headers: SECURITY_HEADERS }],
  plugins: [
    'gatsby-plugin-postcss',
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: `${__dirname}/content` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: `${__dirname}/locales` } },
    { resolve: 'gatsby-transformer-json', options: { typeName: jsonTypeName } },
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx'] } },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        siteUrl: business.siteUrl,
        trailingSlash: 'always',
        // Its client-side redirect bounces deep links and breaks hydration; detection is ours (gatsby-ssr).
        redirect: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: false,
          returnNull: false,
          // Initialise synchronously: a deferred init re-renders every translated component right after hydration.
          initImmediate: false,
        },
      },
    },
    { resolve: 'gatsby-plugin-feed', options: feedOptions(business.siteUrl) },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: ['/404/', '/404.html', '/nl/404/', '/dev-404-page/'],
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => business.siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) => allSitePage.nodes,
        serialize: (page: SitemapPage) => sitemapSerialize(page, business.siteUrl),
      },
    },
  ],
};

export default config;
