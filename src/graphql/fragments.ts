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
