export const localeFileTypeDefs = `
  "gatsby-transformer-json's copy of a locales/ file; the pages read gatsby-plugin-react-i18next's Locale nodes instead"
  type LocaleFile implements Node @dontInfer {
    id: ID!
  }
`;
