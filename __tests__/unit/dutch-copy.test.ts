import fs from 'fs';
import path from 'path';
import { listFiles } from '../support/content';

const ROOT = path.join(__dirname, '..', '..');
/** The formal address a Dutch visitor must never meet: "u", "uw" (and capitalised), as whole words. */
const FORMAL = /\b(?:u|uw|U|Uw)\b/;

/** Every Dutch text: the Dutch locale files, the `nl` sides of bilingual content, and Dutch articles, with where it is. */
function dutchTexts(): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  const walk = (value: unknown, where: string, dutch: boolean) => {
    if (typeof value === 'string') {
      if (dutch) texts.push([where, value]);
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`, dutch));
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`, dutch || key === 'nl');
  };
  for (const file of listFiles(path.join(ROOT, 'locales', 'nl'), '.json'))
    walk(JSON.parse(fs.readFileSync(file, 'utf8')), path.relative(ROOT, file), true);
  for (const file of listFiles(path.join(ROOT, 'content'), '.json')) {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    const dutchFile = (data as { language?: string }).language === 'nl';
    walk(data, path.relative(ROOT, file), dutchFile);
  }
  return texts;
}

describe('Dutch copy', () => {
  it('addresses the visitor as "je", never "u", form errors and mails included', () => {
    const formal = dutchTexts().filter(([, text]) => FORMAL.test(text));
    expect(formal.map(([where, text]) => `${where}: ${FORMAL.exec(text)?.input.slice(0, 80)}`)).toEqual([]);
  });

  it('finds the formal address where it is (the check can fail)', () => {
    expect(FORMAL.test('Selecteer uw branche')).toBe(true);
    expect(FORMAL.test('U moet akkoord gaan')).toBe(true);
    expect(FORMAL.test('Kies je branche, uur en uitvoering')).toBe(false);
  });
});

describe('the setup-fee claim', () => {
  it('never says "no setup fee" without the condition under which it holds (a standard website)', () => {
    const files = [
      ...listFiles(path.join(ROOT, 'locales'), '.json'),
      ...listFiles(path.join(ROOT, 'content'), '.json'),
      ...listFiles(path.join(ROOT, 'content'), '.mdx'),
    ];
    const unconditional: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(no setup fee|geen opstartkosten|zonder opstartkosten|opstartkosten zijn er niet)/gi)) {
        // The sentence around the claim must name its condition.
        const start = Math.max(
          text.lastIndexOf('.', match.index) + 1,
          text.lastIndexOf('"', match.index) + 1,
          text.lastIndexOf('\n', match.index) + 1,
        );
        const sentence = text.slice(start, match.index + match[0].length + 60);
        if (!/standard|standaard|monthly|per maand|je offerte heeft/i.test(sentence))
          unconditional.push(`${path.relative(ROOT, file)}: ${sentence}`);
      }
    }
    expect(unconditional).toEqual([]);
  });
});
