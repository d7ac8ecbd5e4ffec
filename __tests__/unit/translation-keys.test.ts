import fs from 'fs';
import path from 'path';
import type { TFuncKey, TFunction } from 'i18next';
import { i18nextOver, type Translate } from '../../src/lib/i18n';
import { buildTranslator, readNamespaces } from '../../src/node/locales';

/*
 * tsc checks this file too (`npx tsc --noEmit`, which `npm test` runs first). Each `@ts-expect-error` below marks a
 * call tsc must refuse: the day translation keys are no longer typed, the directive is unused and tsc fails. Jest
 * runs the same calls, so what the types promise and what the translators do are checked side by side.
 */

const LOCALES_DIR = path.join(__dirname, '..', '..', 'locales');
const NAMESPACES = fs.readdirSync(path.join(LOCALES_DIR, 'en')).map((file) => path.basename(file, '.json'));

describe('translation keys', () => {
  const t: Translate = buildTranslator('en', NAMESPACES);

  // react-i18next's `t` (useTranslation) is i18next's TFunction for the default namespace, typed by src/types/i18next.d.ts.
  const componentT: TFunction = i18nextOver('en', readNamespaces('en', NAMESPACES)).getFixedT('en');

  it('are the types of every English locale file', () => {
    const source = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'lib', 'translation-keys.ts'), 'utf8');
    const typed = [...source.matchAll(/from '\.\.\/\.\.\/locales\/en\/([\w-]+)\.json'/g)].map((match) => match[1]);
    expect(typed.sort()).toEqual([...NAMESPACES].sort());
  });

  it('accept the keys of the English files, and their plural texts by the key without suffix', () => {
    expect(t('admin.detail.gone')).toBe('That lead is no longer in the inbox: it was deleted meanwhile.');
    expect(componentT('admin.detail.gone')).toBe(t('admin.detail.gone'));
    expect(t('forms.leadFields.name')).toBe('Name');
    expect(componentT('admin.count', { count: 2 })).toBe('2 leads');
    expect(t('admin.count', { count: 1 })).toBe('1 lead');
  });

  it('refuse, in tsc, a key that is not there; the translator throws', () => {
    // @ts-expect-error: a typo
    expect(() => t('admin.detail.goen')).toThrow(/Missing translation "admin.detail.goen"/);
    // @ts-expect-error: a typo. TFuncKey is what react-i18next's `t` takes: a call that all of `t`'s overloads refuse
    // would cost tsc some 176,000 type instantiations (half a second) to explain.
    const _typo: TFuncKey = 'admin.detail.goen';
  });

  it('refuse, in tsc, a key built from any string; keys built from known ids pass', () => {
    const group: string = 'kinds';
    // @ts-expect-error: `admin.${string}.intake` could be anything
    expect(t(`admin.${group}.intake`)).toBe('Intake');
    // @ts-expect-error: `admin.${string}.intake` could be anything
    const built: TFuncKey = `admin.${group}.intake`;
    expect(built).toBe('admin.kinds.intake');
    const kind = 'intake' as 'intake' | 'contact';
    expect(t(`admin.kinds.${kind}`)).toBe('Intake');
    expect(componentT(`admin.kinds.${kind}`)).toBe('Intake');
  });

  it('refuse, in tsc, a group of texts where a text is wanted', () => {
    // @ts-expect-error: `admin.kinds` is a group of texts, not a text
    expect(t('admin.kinds')).toMatch(/returned an object/);
    // @ts-expect-error: a group comes back as an object, which is not a string
    const text: string = componentT('admin.kinds');
    expect(text).toMatch(/returned an object/);
  });
});
