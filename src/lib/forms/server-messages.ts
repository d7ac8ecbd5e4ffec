import enForms from '../../../locales/en/forms.json';
import nlForms from '../../../locales/nl/forms.json';
import enEmails from '../../../locales/en/emails.json';
import nlEmails from '../../../locales/nl/emails.json';
import { type Language } from '../languages';
import { createTranslator, type Translate } from '../head-translator';

/** The same validation messages and mail texts the browser uses, for Functions (no i18next there). */
const NAMESPACES: Record<Language, unknown[]> = {
  en: [enForms, enEmails],
  nl: [nlForms, nlEmails],
};

export function serverTranslator(language: Language): Translate {
  return createTranslator(NAMESPACES[language]);
}
