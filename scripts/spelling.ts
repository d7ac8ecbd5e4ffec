/**
 * `npm run test:spelling`, a step of `npm test`: every Local SEO article is spelled as its market spells (its
 * `spelling`: American for US towns, British for UK ones, Canadian, Australian, Dutch), checked by cspell against that
 * market's dictionary: "neighbourhood" on a Chicago page fails, as "neighborhood" on a London one does. A general post
 * is spelled as its language's pages are (the language list's locale: American English, as the English pages' dollars
 * say, and Dutch).
 *
 * Names come from the content itself: an article's own town and areas, the trades' names, the people the site quotes
 * and where they are, the posts' authors. What else no dictionary knows is in content/site/spelling.json, which editors
 * keep in /admin/ (Business and prices → Spelling) and the content model checks: names with a capital, and no word the
 * markets spell differently ("neighbourhood" on the list would let it through on a Chicago page).
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import {
  appearancesOf,
  contentProblems,
  localSeoArticleType,
  parseContent,
  portfolioCaseType,
  spellingWordsType,
  testimonialType,
  type LocalSeoArticleFile,
  type SpellingWords,
} from '../src/lib/content-model';
import { TRADES } from '../src/content/trades';
import { LANGUAGES, languageDefinition } from '../src/lib/languages';

const ARTICLES = path.join('content', 'articles', 'local-seo');
const GENERAL = path.join('content', 'articles', 'general');
const WORDS = path.join('content', 'site', 'spelling.json');
/** The markets' dictionaries cspell does not bundle (it bundles American and British English). */
const DICTIONARIES = ['@cspell/dict-en-ca/cspell-ext.json', '@cspell/dict-en-au/cspell-ext.json', '@cspell/dict-nl-nl/cspell-ext.json'];

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/**
 * The words of names as content writes them, also in lower case as search phrases write places: "Wicker Park, Chicago"
 * gives Wicker, Park and Chicago, and wicker, park and chicago (Dutch checks case: "amsterdam" is not "Amsterdam").
 */
const wordsOf = (names: ReadonlyArray<string | undefined>): string[] =>
  names
    .flatMap((name) => (name ?? '').split(/[^\p{L}\p{M}'’-]+/u))
    .filter((word) => word.length > 1)
    .flatMap((word) => [word, word.toLowerCase()]);

/** Names every text may use: the trades' names in every language, and the people the site quotes, with their towns. */
function namesFromContent(articles: readonly LocalSeoArticleFile[], postAuthors: readonly string[]): string[] {
  const people = [
    ...['home', 'plumber'].flatMap((page) =>
      readJson<Array<Record<string, unknown>>>(path.join('content', page, 'testimonials.json')).flatMap((review) =>
        appearancesOf(testimonialType.typeName, review, page),
      ),
    ),
    ...readJson<Array<Record<string, unknown>>>(path.join('content', 'portfolio', 'cases.json')).flatMap((item) =>
      appearancesOf(portfolioCaseType.typeName, item, 'portfolio'),
    ),
    ...articles.flatMap((article) => appearancesOf(localSeoArticleType.typeName, article, article.slug)),
  ];
  return wordsOf([
    ...TRADES.flatMap((trade) => Object.values(trade.label)),
    ...people.flatMap(({ name, location }) => [name.split(',')[0], location]),
    ...postAuthors,
  ]);
}

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

async function main() {
  // cspell-lib is an ES module: loaded as one.
  const { spellCheckDocument } = await import('cspell-lib');
  const listed = readJson<SpellingWords>(WORDS);
  const problems: string[] = contentProblems(spellingWordsType.schema, listed).map((problem) => `${WORDS}: ${problem}`);
  const localArticles = fs
    .readdirSync(ARTICLES)
    .filter((entry) => fs.statSync(path.join(ARTICLES, entry)).isDirectory())
    .flatMap((language) =>
      fs
        .readdirSync(path.join(ARTICLES, language))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((file) => {
          const where = path.join(ARTICLES, language, file);
          return { where, article: parseContent(localSeoArticleType.schema, readJson<unknown>(where), where) };
        }),
    );
  const posts = LANGUAGES.flatMap((language) =>
    fs
      .readdirSync(path.join(GENERAL, language))
      .filter((name) => name.endsWith('.mdx'))
      .sort()
      .map((file) => ({
        where: path.join(GENERAL, language, file),
        language,
        source: fs.readFileSync(path.join(GENERAL, language, file), 'utf8'),
      })),
  );
  const known = [
    ...wordsOf(listed.names),
    ...listed.terms,
    ...namesFromContent(
      localArticles.map(({ article }) => article),
      posts.map(({ source }) => String(matter(source).data.author ?? '')),
    ),
  ];
  /** Checks one article's texts as one document (reading its settings once), each text on lines of its own. */
  async function check(
    where: string,
    texts: Array<[string, string]>,
    spelling: string,
    languageId: string,
    own: string[] = [],
  ): Promise<void> {
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
        words: [...known, ...own],
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
  // An article's own town and areas are names in that article (a Sydney area may be spelled as Australians spell).
  for (const { where, article } of localArticles) {
    await check(where, textsOf(article), article.spelling, 'plaintext', wordsOf([article.city, ...article.serviceAreas]));
    checked += 1;
  }
  // General posts: the body is Markdown, so a link's address is not read as words.
  for (const { where, language, source } of posts) {
    await check(where, generalTextsOf(source), languageDefinition(language).locale, 'markdown');
    checked += 1;
  }
  if (problems.length) {
    process.stdout.write(`${problems.join('\n')}\n\n${problems.length} spelling problems in ${checked} articles\n`);
    process.exit(1);
  }
  process.stdout.write(`${checked} articles spelled as their markets spell (${known.length} names and words known)\n`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
