import i18next, { type InitOptions } from 'i18next';
import type { Language } from './languages';

/** Looks a key up in the loaded namespaces and fills `{{name}}` placeholders. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

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
 * An i18next instance over one language's namespaces, looking keys up as gatsby-plugin-react-i18next's
 * page wrapper does: the first namespace is the default, the others are its fallbacks.
 */
export function createTranslator(language: Language, namespaces: Namespaces): Translate {
  const names = Object.keys(namespaces);
  const instance = i18next.createInstance();
  void instance.init({
    ...I18NEXT_OPTIONS,
    lng: language,
    resources: { [language]: namespaces },
    ns: names,
    defaultNS: names[0],
    fallbackNS: names.slice(1),
  });
  return (key, values) => {
    if (!instance.exists(key, values ?? {})) throw new Error(`Missing translation "${key}" for ${language} in ${names.join(', ')}`);
    return String(instance.t(key, values ?? {}));
  };
}

/** An instance without translations, for its interpolator: the one that fills every `{{placeholder}}` of the site. */
const interpolating = i18next.createInstance();
void interpolating.init({ ...I18NEXT_OPTIONS, resources: {} });

/** Fills `{{name}}` placeholders of a text that is not a translation key (content texts with configured values). */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return interpolating.services.interpolator.interpolate(text, values, interpolating.language ?? '', {});
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
