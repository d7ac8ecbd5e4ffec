import { createTranslator, type Translate } from '../lib/i18n';
import type { Language } from '../lib/languages';

/**
 * The validation messages and mail texts the browser uses, for the Functions: locales/{language}/forms.json
 * and emails.json. Imported by path so that webpack bundles exactly those two files of every language into
 * each Function ("eager": no separate chunk files for Netlify to miss), and Node reads them from disk.
 */
export async function serverTranslator(language: Language): Promise<Translate> {
  const [forms, emails] = await Promise.all([
    import(/* webpackMode: "eager" */ `../../locales/${language}/forms.json`) as Promise<{ default: object }>,
    import(/* webpackMode: "eager" */ `../../locales/${language}/emails.json`) as Promise<{ default: object }>,
  ]);
  return createTranslator(language, { forms: forms.default, emails: emails.default });
}
