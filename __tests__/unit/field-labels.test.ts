import { ValidationError, type AnyObjectSchema } from 'yup';
import { FIELD_LABELS } from '../../src/lib/forms/field-labels';
import { FORM_SCHEMAS, booleanFields, type FormKind } from '../../src/lib/forms/schemas';
import { LANGUAGES, type Language } from '../../src/lib/languages';
import type { Translate } from '../../src/lib/i18n';
import { serverTranslator } from '../../src/server/translations';
import { TRADE_IDS } from '../../src/content/trades';

/*
 * A field's label and its errors name it the same way, in every form and language (the trade's error spoke of an
 * "industry" under a label that said "Your trade"). The texts are read from the locales, never pinned: every error a
 * visitor can meet must share a naming word with its field's label. Words that name no field (asking, pronouns) do
 * not count as that word.
 */
const NOT_A_NAME: Record<Language, ReadonlySet<string>> = {
  en: new Set(['your', 'please', 'tell', 'about', 'what', 'should', 'have', 'enter', 'select', 'choose', 'must', 'agree', 'with']),
  nl: new Set(['jouw', 'vertel', 'over', 'kies', 'moet', 'heb', 'voor', 'akkoord', 'met']),
};

/** The words of a text that could name a field: four letters or more, in lower case. */
const namingWords = (text: string, language: Language) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 4 && !NOT_A_NAME[language].has(word)),
  );

/** What a visitor can give a field that it refuses: nothing, one letter, text that is no e-mail, phone or option; an unticked box. */
const BAD_TEXT = ['', 'x', 'no-such-option'];

async function errorsFor(schema: AnyObjectSchema, field: string): Promise<string[]> {
  const bad: unknown[] = booleanFields(schema).includes(field) ? [false] : BAD_TEXT;
  const messages: string[] = [];
  for (const value of bad) {
    try {
      await schema.validateAt(field, { [field]: value });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      messages.push(...error.errors);
    }
  }
  return [...new Set(messages)];
}

const translators = {} as Record<Language, Translate>;
beforeAll(async () => {
  for (const language of LANGUAGES) translators[language] = await serverTranslator(language);
});

describe.each(LANGUAGES)('in %s', (language) => {
  it.each(Object.keys(FIELD_LABELS) as FormKind[])("each error of the %s form names its field as the field's label does", async (kind) => {
    const t = translators[language];
    const schema = FORM_SCHEMAS[kind](t, TRADE_IDS);
    // Messages that name no field at all ("Please choose one of the options") cannot name it another way.
    const general = new Set((['invalidOption', 'tooLong', 'notText', 'required'] as const).map((key) => t(`forms.validation.${key}`)));
    const labels: Record<string, string> = FIELD_LABELS[kind];
    const required = Object.entries(schema.describe().fields)
      .filter(([, description]) => !('optional' in description) || !description.optional)
      .map(([field]) => field);
    const mismatches: string[] = [];
    let named = 0;
    for (const [field, labelKey] of Object.entries(labels)) {
      const label = t(labelKey as Parameters<Translate>[0]);
      const labelWords = namingWords(label, language);
      expect(labelWords.size).toBeGreaterThan(0);
      for (const error of await errorsFor(schema, field)) {
        if (general.has(error)) continue;
        named += 1;
        const shared = [...namingWords(error, language)].filter((word) => labelWords.has(word));
        if (shared.length === 0) mismatches.push(`${field}: "${error}" under "${label}"`);
      }
    }
    expect(mismatches).toEqual([]);
    // Every required field the visitor sees has a label here, so none of its errors goes unchecked.
    for (const field of required.filter((name) => name !== 'locale')) expect(Object.keys(labels)).toContain(field);
    expect(named).toBeGreaterThanOrEqual(required.length - 1);
  });
});
