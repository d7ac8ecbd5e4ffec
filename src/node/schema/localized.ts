import { fillPlaceholders } from '../../lib/i18n';
import { isLanguage, type Language } from '../../lib/languages';
import { placeholderValues, type BusinessFacts } from '../../lib/placeholders';

type LocalizedValue = Record<string, unknown>;

/** The parts of GraphQL's resolver arguments this resolver uses. */
interface FieldInfo {
  fieldName: string;
  parentType: { name: string };
}

interface ResolverContext {
  nodeModel: { findOne(args: { type: string; query: object }): Promise<unknown> };
}

function pick(value: unknown, language: Language, where: string): string {
  const text = value && typeof value === 'object' ? (value as LocalizedValue)[language] : undefined;
  if (typeof text !== 'string') throw new Error(`${where} has no "${language}" text`);
  return text;
}

/**
 * `@localized`: a field stored in content files as `{ "en": "…", "nl": "…" }` (or a list of those) resolves
 * to the text in the `language` argument, with `{{monthlyPrice}}`-style placeholders filled from the
 * business configuration in that language's notation. Queries ask for `title(language: $language)` and
 * get a plain string: page data carries one language, and no query names the languages.
 */
export const localizedFieldExtension = {
  name: 'localized',
  extend() {
    const resolve = async (source: Record<string, unknown>, args: { language: string }, context: ResolverContext, info: FieldInfo) => {
      const { language } = args;
      if (!isLanguage(language)) throw new Error(`Unknown language "${language}" for ${info.parentType.name}.${info.fieldName}`);
      const value = source[info.fieldName];
      if (value === undefined || value === null) return value;
      const where = `${info.parentType.name}.${info.fieldName}`;
      const texts = Array.isArray(value)
        ? value.map((item, index) => pick(item, language, `${where}[${index}]`))
        : [pick(value, language, where)];
      if (!texts.some((text) => text.includes('{{'))) return Array.isArray(value) ? texts : texts[0];
      const business = (await context.nodeModel.findOne({ type: 'Business', query: {} })) as BusinessFacts | null;
      if (!business) throw new Error('content/site/business.json is missing');
      const filled = texts.map((text) => fillPlaceholders(text, placeholderValues(business, language)));
      return Array.isArray(value) ? filled : filled[0];
    };
    return {
      args: { language: { type: 'String!', description: 'Language code from the language list (src/lib/language-list.ts)' } },
      resolve,
    };
  },
};
