/**
 * `npm run test:spelling`, a step of `npm test`: every Local SEO article is spelled as its market spells (its
 * `spelling`: American for US towns, British for UK ones, Canadian, Australian, Dutch), checked by cspell against that
 * market's dictionary: "neighbourhood" on a Chicago page fails, as "neighborhood" on a London one does. A general post
 * is spelled as its language's pages are (the language list's locale: American English, as the English pages' dollars
 * say, and Dutch). The names of
 * people, places and businesses no dictionary knows are listed once in content/articles/local-seo/names.txt, each with
 * a capital; the trades' own words (tankless, rekey) and the customers' Spanish in terms.txt. Neither list holds a
 * spelling of a market: "neighbourhood" in terms.txt would fail this check.
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import type { LocalSeoArticleFile } from '../src/lib/content-model';
import { LANGUAGES, languageDefinition } from '../src/lib/languages';

const ARTICLES = path.join('content', 'articles', 'local-seo');
const GENERAL = path.join('content', 'articles', 'general');
const NAMES = path.join(ARTICLES, 'names.txt');
/** Words of the trades and of customers' own languages that the dictionaries lack: tankless, rekey, balayage, plomero. */
const TERMS = path.join(ARTICLES, 'terms.txt');
/** The markets' dictionaries cspell does not bundle (it bundles American and British English). */
const DICTIONARIES = ['@cspell/dict-en-ca/cspell-ext.json', '@cspell/dict-en-au/cspell-ext.json', '@cspell/dict-nl-nl/cspell-ext.json'];

/** Every text a reader sees in an article, with where it is, for the messages. */
function textsOf(article: LocalSeoArticleFile): Array<[string, string]> {
  return [
    ['title', article.title],
    ['excerpt', article.excerpt],
    ['metaDescription', article.metaDescription],
    ...article.keywords.map((keyword, index): [string, string] => [`keywords[${index}]`, keyword]),
    ['city', article.city],
    ['service', article.service],
    ['intro', article.intro],
    ...article.sections.flatMap((section, index): Array<[string, string]> => [
      [`sections[${index}].heading`, section.heading],
      [`sections[${index}].content`, section.content],
    ]),
    ...article.testimonials.flatMap((testimonial, index): Array<[string, string]> => [
      [`testimonials[${index}].name`, testimonial.name],
      [`testimonials[${index}].location`, testimonial.location],
      [`testimonials[${index}].text`, testimonial.text],
    ]),
    ...article.serviceAreas.map((area, index): [string, string] => [`serviceAreas[${index}]`, area]),
    ['cta', article.cta],
    ['conclusion', article.conclusion],
  ];
}

/** Every text a reader sees in a general post: its front matter's words, its body and its conclusion box. */
function generalTextsOf(source: string): Array<[string, string]> {
  const { data, content } = matter(source);
  const field = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : '');
  return [
    ['title', field('title')],
    ['excerpt', field('excerpt')],
    ['metaDescription', field('metaDescription')],
    ...(Array.isArray(data.keywords) ? data.keywords : []).map((keyword, index): [string, string] => [
      `keywords[${index}]`,
      String(keyword),
    ]),
    ['body', content],
    ['conclusion', field('conclusion')],
  ];
}

/** The endings that tell the Englishes apart (-our, -ise, -yse, -tre, -ence/-ense, doubled l). */
const MARKET_WORDS = /(our|ise[sd]?|ising|isation|yse|tre|ence|lled|lling)$/i;

async function main() {
  // cspell-lib is an ES module: loaded as one.
  const { spellCheckDocument } = await import('cspell-lib');
  const names = fs
    .readFileSync(NAMES, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const terms = fs
    .readFileSync(TERMS, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const uncapitalised = names.filter((name) => !/^[\p{Lu}\d]/u.test(name));
  const problems: string[] = uncapitalised.map((name) => `${NAMES}: "${name}" is not a name (names start with a capital)`);
  // A word one market spells differently never goes on a list: it would let the other market's spelling through.
  for (const word of [...names, ...terms].filter((entry) => MARKET_WORDS.test(entry)))
    problems.push(`${word}: a word the markets spell differently belongs to no list`);
  /** Checks one article's texts as one document (reading its settings once), each text on lines of its own. */
  async function check(where: string, texts: Array<[string, string]>, spelling: string, languageId: string): Promise<void> {
    const starts: number[] = [];
    let text = '';
    for (const [, value] of texts) {
      starts.push(text.length);
      text += `${value}\n\n`;
    }
    const result = await spellCheckDocument(
      { uri: `file:///${where}`, text, languageId, locale: spelling },
      { noConfigSearch: true },
      // Dutch writes new compounds freely (werkgebiedpagina, herenknipbeurt): its dictionary takes them as such.
      {
        language: spelling,
        import: DICTIONARIES,
        words: [...names, ...terms],
        caseSensitive: false,
        allowCompoundWords: spelling.startsWith('nl'),
      },
    );
    // An issue's offset names its field.
    for (const issue of result.issues) {
      const index = starts.filter((start) => start <= issue.offset).length - 1;
      problems.push(`${where} ${texts[index]?.[0] ?? ''}: "${issue.text}" is not ${spelling} spelling`);
    }
  }

  let checked = 0;
  for (const language of fs.readdirSync(ARTICLES).filter((entry) => fs.statSync(path.join(ARTICLES, entry)).isDirectory())) {
    for (const file of fs
      .readdirSync(path.join(ARTICLES, language))
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const where = path.join(ARTICLES, language, file);
      const article = JSON.parse(fs.readFileSync(where, 'utf8')) as LocalSeoArticleFile;
      await check(where, textsOf(article), article.spelling, 'plaintext');
      checked += 1;
    }
  }
  // General posts: the body is Markdown, so a link's address is not read as words.
  for (const language of LANGUAGES) {
    const folder = path.join(GENERAL, language);
    for (const file of fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.mdx'))
      .sort()) {
      const where = path.join(folder, file);
      await check(where, generalTextsOf(fs.readFileSync(where, 'utf8')), languageDefinition(language).locale, 'markdown');
      checked += 1;
    }
  }
  if (problems.length) {
    process.stdout.write(`${problems.join('\n')}\n\n${problems.length} spelling problems in ${checked} articles\n`);
    process.exit(1);
  }
  process.stdout.write(`${checked} articles spelled as their markets spell (${names.length} names known)\n`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
