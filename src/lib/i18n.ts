import i18next, { type InitOptions, type i18n } from 'i18next';
import type { Language } from './languages';
import type { TranslationKey } from './translation-keys';

/** Values for a text's `{{name}}` placeholders. */
export type TranslationValues = Record<string, string | number>;

/** Looks a key of the English locale files up in the loaded namespaces and fills `{{name}}` placeholders. */
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

/** A language's translations: namespace (the locales/{code}/{namespace}.json file) to its parsed content. */
export type Namespaces = Record<string, object>;

/**
 * The i18next options every translator of the site uses: the pages' (gatsby-config, through
 * gatsby-plugin-react-i18next) and those of `Head`, the Functions, the mails and the drawings.
 */
export const I18NEXT_OPTIONS = {
  interpolation: { escapeValue: false },
  keySeparator: '.',
  nsSeparator: false,
  returnNull: false,
  // Initialise synchronously: a deferred init re-renders every translated component right after hydration.
  initImmediate: false,
} as const satisfies InitOptions;

/**
 * Looks up any key: one the code names, or one a file names (a drawing's `{{words}}`), which tsc cannot see.
 * A key the loaded namespaces lack throws, whichever kind it is.
 */
export type LookUp = (key: string, values?: TranslationValues) => string;

/**
 * An i18next instance over one language's namespaces, looking keys up as gatsby-plugin-react-i18next's
 * page wrapper does: the first namespace is the default, the others are its fallbacks.
 */
export function i18nextOver(language: Language, namespaces: Namespaces): i18n {
  const names = Object.keys(namespaces);
  const instance = i18next.createInstance();
  // Not awaited (`void`): with the resources given and no backend, init has finished when it returns.
  void instance.init({
    ...I18NEXT_OPTIONS,
    lng: language,
    resources: { [language]: namespaces },
    ns: names,
    defaultNS: names[0],
    fallbackNS: names.slice(1),
  });
  return instance;
}

/** A lookup over one language's namespaces (see `i18nextOver`). */
export function createLookUp(language: Language, namespaces: Namespaces): LookUp {
  const instance = i18nextOver(language, namespaces);
  // A key this language has is one the English files have too: the locales test keeps every language's keys the same.
  const known = (key: string, values: TranslationValues): key is TranslationKey => instance.exists(key, values);
  // Generic, so that tsc relates one key to i18next's types, not each key of the union (which takes it about a second).
  const translate = <Key extends TranslationKey>(key: Key, values: TranslationValues) => String(instance.t(key, values));
  return (key, values = {}) => {
    if (!known(key, values)) throw new Error(`Missing translation "${key}" for ${language} in ${Object.keys(namespaces).join(', ')}`);
    return translate(key, values);
  };
}

/** The same lookup for keys the code names: tsc checks them against the English locale files. */
export function createTranslator(language: Language, namespaces: Namespaces): Translate {
  return createLookUp(language, namespaces);
}

/**
 * An instance without translations, for its interpolator: the one that fills every `{{placeholder}}` of the site.
 * Made on first use, not when the module loads: pages ship this module and never fill a placeholder in the browser,
 * and setting an instance up lengthened the task in which a page's template arrives.
 */
let interpolating: i18n | undefined;
function interpolatingInstance(): i18n {
  if (!interpolating) {
    interpolating = i18next.createInstance();
    // Not awaited (`void`): with no backend, init has finished when it returns.
    void interpolating.init({ ...I18NEXT_OPTIONS, resources: {} });
  }
  return interpolating;
}

/** Fills `{{name}}` placeholders of a text that is not a translation key (content texts with configured values). */
export function fillPlaceholders(text: string, values: TranslationValues): string {
  const instance = interpolatingInstance();
  return instance.services.interpolator.interpolate(text, values, instance.language ?? '', {});
}

/** The `locales` a page query selects (gatsby-plugin-react-i18next's Locale nodes), as namespaces. */
export interface LocaleNodes {
  readonly edges: ReadonlyArray<{ readonly node: { readonly ns: string | null; readonly data: string | null } }>;
}

export function namespacesOf(locales: LocaleNodes): Namespaces {
  return Object.fromEntries(locales.edges.map(({ node }) => [node.ns ?? 'translation', JSON.parse(node.data ?? '{}') as object]));
}

/** The translator `Head` uses: the page query's own translations. */
export function pageTranslator(language: Language, locales: LocaleNodes): Translate {
  return createTranslator(language, namespacesOf(locales));
}
