import fs from 'fs';
import path from 'path';
import type { Translate } from '../../src/lib/i18n';
import { buildTranslator } from '../../src/node/locales';

/*
 * tsc checks this file too (`npx tsc --noEmit`, which `npm test` runs first). Each `@ts-expect-error` below marks a
 * call tsc must refuse: the day translation keys are no longer typed, the directive is unused and tsc fails. Jest
 * runs the same calls, so what the types promise and what the translators do are checked side by side.
 */

const LOCALES_DIR = path.join(__dirname, '..', '..', 'locales');
const NAMESPACES = fs.readdirSync(path.join(LOCALES_DIR, 'en')).map((file) => path.basename(file, '.json'));

describe('translation keys', () => {
  const t: Translate = buildTranslator('en', NAMESPACES);

  it('are the types of every English locale file', () => {
    const source = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'lib', 'translation-keys.ts'), 'utf8');
    const typed = [...source.matchAll(/from '\.\.\/\.\.\/locales\/en\/([\w-]+)\.json'/g)].map((match) => match[1]);
    expect(typed.sort()).toEqual([...NAMESPACES].sort());
  });

  it('accept the keys of the English files, and their plural texts by the key without suffix', () => {
    expect(t('admin.detail.gone')).toBe('That lead is no longer in the inbox: it was deleted meanwhile.');
    expect(t('forms.leadFields.name')).toBe('Name');
    expect(t('admin.count', { count: 1 })).toBe('1 lead');
  });

  it('refuse, in tsc, a key that is not there; the translator throws', () => {
    // @ts-expect-error: a typo
    expect(() => t('admin.detail.goen')).toThrow(/Missing translation "admin.detail.goen"/);
  });

  it('refuse, in tsc, a key built from any string; keys built from known ids pass', () => {
    const group: string = 'kinds';
    // @ts-expect-error: `admin.${string}.intake` could be anything
    expect(t(`admin.${group}.intake`)).toBe('Intake');
    const kind = 'intake' as 'intake' | 'contact';
    expect(t(`admin.kinds.${kind}`)).toBe('Intake');
  });

  it('refuse, in tsc, a group of texts where a text is wanted', () => {
    // @ts-expect-error: `admin.kinds` is a group of texts, not a text
    expect(t('admin.kinds')).toMatch(/returned an object/);
  });
});
