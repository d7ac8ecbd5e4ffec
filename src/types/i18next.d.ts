import 'i18next';
import type { Translations } from '../lib/translation-keys';

/**
 * react-i18next's `t` (useTranslation) takes only keys of the English locale files (src/lib/translation-keys.ts),
 * so a typo or a removed key fails tsc. As far as types go the site has one namespace, i18next's default
 * `translation`: lookups fall through every loaded namespace (src/lib/i18n.ts), and gatsby-plugin-react-i18next
 * types its `t` for that default. A text is never null (`returnNull: false`).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
    resources: { translation: Translations };
  }
}
