import fs from 'fs';
import path from 'path';

/** Leaf strings of a locale folder, keyed by file and path. */
function localeStrings(language: string): Map<string, string> {
  const strings = new Map<string, string>();
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') strings.set(key, node);
    else if (node && typeof node === 'object') for (const [child, value] of Object.entries(node)) walk(value, `${key}.${child}`);
  };
  const dir = path.join('locales', language);
  for (const file of fs.readdirSync(dir)) walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), file);
  return strings;
}

/**
 * The English interface copy a Dutch visitor must never see: every English string whose Dutch version differs, long
 * enough to be a phrase rather than a shared word (Blog, Portfolio, SEO), with placeholders cut out.
 */
export const ENGLISH_ONLY = (() => {
  const english = localeStrings('en');
  const dutch = localeStrings('nl');
  return [...english]
    .filter(([key, text]) => dutch.get(key) !== text)
    .flatMap(([, text]) => text.split(/\{\{\s*\w+\s*\}\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 14 && /\s/.test(part));
})();
