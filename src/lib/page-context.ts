import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import type { Alternate } from './routes';

/**
 * The context every page is created with. The `i18n` object is what gatsby-plugin-react-i18next's page
 * wrapper reads; setting it ourselves stops the plugin from re-creating the page under a prefixed English slug.
 */
export interface LocalizedPageContext {
  pageId: string;
  language: Language;
  /** Every language version of this page (only itself when the page exists in one language). */
  alternates: Alternate[];
  /**
   * Where the language switch leads in a language this page has no version in: the nearest page there (a blog
   * listing's first page, the blog). Not an alternate: hreflang names only true versions. Absent: the home page.
   */
  nearest?: Alternate[];
  /** The translation namespaces the page query loads: the layout's and the template's. */
  namespaces: string[];
  i18n: {
    language: Language;
    languages: Language[];
    defaultLanguage: Language;
    generateDefaultLanguagePage: boolean;
    routed: boolean;
    originalPath: string;
    path: string;
  };
  [extra: string]: unknown;
}

export function localizedPageContext(
  pageId: string,
  language: Language,
  alternates: Alternate[],
  namespaces: string[],
  extra: Record<string, unknown> = {},
): LocalizedPageContext {
  const path = alternates.find((alternate) => alternate.language === language)?.path;
  if (!path) throw new Error(`Page "${pageId}" has no path in "${language}"`);
  const defaultPath = alternates.find((alternate) => alternate.language === DEFAULT_LANGUAGE)?.path ?? path;
  return {
    ...extra,
    pageId,
    language,
    alternates,
    namespaces,
    i18n: {
      language,
      languages: [...LANGUAGES],
      defaultLanguage: DEFAULT_LANGUAGE,
      generateDefaultLanguagePage: false,
      routed: language !== DEFAULT_LANGUAGE,
      originalPath: defaultPath,
      path,
    },
  };
}

/** What the page's head needs of its context: language, own path and language versions. */
export function headPage(context: LocalizedPageContext): { language: Language; path: string; alternates: Alternate[] } {
  return { language: context.language, path: context.i18n.path, alternates: context.alternates };
}
