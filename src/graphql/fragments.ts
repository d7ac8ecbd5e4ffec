import { graphql } from 'gatsby';

/** The translations gatsby-plugin-react-i18next needs on every page, and that `Head` reads too. */
export const localeFields = graphql`
  fragment LocaleFields on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;

/** Every template's `locales`: the translations of the page's language and namespaces (variables of the page query). */
export const pageLocales = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleFields
    }
  }
`;
