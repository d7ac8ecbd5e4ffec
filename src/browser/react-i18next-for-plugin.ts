/**
 * What gatsby-plugin-react-i18next's page wrapper gets when it requires react-i18next: the provider, the one export it
 * uses. Its CommonJS `require` of the whole package kept every export in every page's scripts, the Trans component and
 * its HTML parser among them, which nothing on the site uses (src/node/webpack.ts, `pluginReactI18nextRule`).
 */
export { I18nextProvider } from 'react-i18next';
