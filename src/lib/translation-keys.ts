import type admin from '../../locales/en/admin.json';
import type blog from '../../locales/en/blog.json';
import type common from '../../locales/en/common.json';
import type drawings from '../../locales/en/drawings.json';
import type emails from '../../locales/en/emails.json';
import type forms from '../../locales/en/forms.json';
import type home from '../../locales/en/home.json';
import type plumber from '../../locales/en/plumber.json';
import type portfolio from '../../locales/en/portfolio.json';
import type preview from '../../locales/en/preview.json';

/**
 * The English locale files (locales/en/{namespace}.json) merged into one tree, as lookups see them: every
 * namespace falls through to the others, and each top-level key lives in one file only (a locales test checks
 * it). English defines the keys; the locales test checks that every other language has the same ones.
 */
export type Translations = typeof admin &
  typeof blog &
  typeof common &
  typeof drawings &
  typeof emails &
  typeof forms &
  typeof home &
  typeof plumber &
  typeof portfolio &
  typeof preview;

/** i18next's plural suffixes: `admin.count_one` and `admin.count_other` are both looked up as `admin.count`. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** `group.key` for every key of a group. (A conditional type, not `${K}.${LeafPaths<…>}` inline: that costs tsc ~800,000 instantiations.) */
type Join<Group extends string, Keys> = Keys extends string ? `${Group}.${Keys}` : never;

/** The dotted paths to the texts (the leaves) of a tree of translations. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : Join<K, LeafPaths<T[K]>>;
}[keyof T & string];

/** Every key a translator knows: `admin.detail.gone`, `forms.leadFields.name`, … A key that is not there fails tsc. */
export type TranslationKey = LeafPaths<Translations>;

/** The keys under a prefix, without it: `KeysUnder<'admin.kinds.'>` is `'intake' | 'contact' | …`. */
export type KeysUnder<Prefix extends string> = TranslationKey extends infer Key
  ? Key extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never;
