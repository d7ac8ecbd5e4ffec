import type { GatsbyConfig } from 'gatsby';
import adapter from 'gatsby-adapter-netlify';
import business from './content/site/business.json';
import { I18NEXT_OPTIONS } from './src/lib/i18n';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/lib/languages';
import { INBOX_PATH, pagePath } from './src/lib/routes';
import { sitemapSerialize, type SitemapPage } from './src/node/sitemap';
import { jsonTypeName } from './src/node/schema/type-names';
import { feedOptions } from './src/node/feeds';

const config: GatsbyConfig = {
  siteMetadata: {
    title: business.name,
    siteUrl: business.siteUrl,
  },
  trailingSlash: 'always',
  graphqlTypegen: {
    generateOnBuild: true,
    // Outside src/: Tailwind makes webpack watch all of src/ (its content globs), and gatsby develop writes the types
    // after every query extraction, so in src/ each write started another rebuild, about once a second, forever.
    typesOutputPath: 'gatsby-types.d.ts',
    // gatsby-node's queries live in src/node: typed as Queries.* like the templates' queries.
    documentSearchPaths: ['./gatsby-node.ts', './src/node/**/*.ts'],
  },
  // Security headers for every path are written after the build (src/node/content-security-policy.ts).
  adapter: adapter(),
  plugins: [
    'gatsby-plugin-postcss',
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
        i18nextOptions: I18NEXT_OPTIONS,
      },
    },
    { resolve: 'gatsby-plugin-feed', options: feedOptions(business.siteUrl) },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: [
          '/404.html',
          '/dev-404-page/',
          INBOX_PATH,
          ...LANGUAGES.flatMap((language) => [pagePath('notFound', language), pagePath('thanks', language), pagePath('preview', language)]),
        ],
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => business.siteUrl,
        // Pages the plan marks noindex (the portfolio's client sites) are shown, not listed.
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
          allSitePage.nodes.filter((page) => !page.pageContext?.noindex),
        serialize: (page: SitemapPage) => sitemapSerialize(page, business.siteUrl),
      },
    },
  ],
};

export default config;
