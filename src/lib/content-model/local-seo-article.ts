import * as yup from 'yup';
import { LANGUAGES } from '../languages';
import { localSeoArticleText, readTimeMinutes, wordCount } from '../articles';
import { contentType, integer, isoDate, list, longText, object, oneOf, slug, text } from './define';
import { realName } from './reserved';

/** Read time the spec allows a Local SEO article, in minutes (200 words a minute). */
export const LOCAL_SEO_READ_MINUTES = { min: 4, max: 8 } as const;

/** "Den Haag" → "den-haag": how a city appears at the end of an article's slug. */
export const citySlug = (city: string) =>
  city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The spelling an article is written in, that of its market: American for US towns, British for UK ones, Canadian and
 * Australian for theirs, Dutch for the Dutch site. `npm test` checks every article against its market's dictionary.
 */
export const SPELLINGS = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'nl'] as const;
export type Spelling = (typeof SPELLINGS)[number];

const atLeast = (characters: number) => ({ min: characters, message: `\${path}: at least ${characters} characters` });

const section = object('ArticleSection', {
  heading: text('The section heading'),
  content: longText('Paragraphs separated by a blank line; lines that start with "- " become a list').min(
    atLeast(201).min,
    atLeast(201).message,
  ),
});

const testimonial = object('ArticleTestimonial', {
  name: realName(text('The customer: a distinct person across the whole site')),
  location: text('Neighbourhood or town'),
  text: longText('What they said'),
  rating: integer('Stars: 5 (the rating shown to search engines is the mean)').min(5).max(5),
});

const schema = yup
  .object({
    language: oneOf(LANGUAGES, 'The language it is written in, for that market; it has no translation').meta({ fixed: true }),
    spelling: oneOf(
      SPELLINGS,
      "The market's spelling: en-US for a town in the United States, en-GB in the United Kingdom, en-CA in Canada, en-AU in Australia, nl in the Netherlands",
    ),
    slug: slug('{trade word}-{city}, e.g. plumber-chicago or loodgieter-utrecht: the address /blog/{slug}/ and the file name').meta({
      label: 'Address (slug)',
      hint: 'The address of the article: /blog/{slug}/ (under /nl/ in Dutch), the trade word and the city, e.g. plumber-chicago or loodgieter-utrecht. It also names the article, so keep it once published.',
    }),
    trade: text('The trade (an id from content/home/trades.json): decides the cover and the related articles', {
      label: 'Trade',
      hint: "The trade the article is for: its cover shows that trade's tools and colours, and it lists the trade's other articles beside it.",
    }),
    service: text("What the trade's work is called in the text, e.g. plumbing or loodgieterswerk", {
      label: 'Name of the work',
      hint: "What the trade's work is called in the text, e.g. plumbing, electrical work or loodgieterswerk.",
    }),
    city: realName(
      text('The city, as it is written, e.g. Den Haag', {
        label: 'City',
        hint: 'The city as it is written, e.g. Den Haag: the address must end with it (…-den-haag). Its skyline is drawn behind the cover: a landmark of its own for the towns the site has drawn, a generated skyline for any other.',
      }),
    ),
    title: text('The headline').min(atLeast(11).min, atLeast(11).message),
    excerpt: longText('One or two sentences on the blog cards').min(atLeast(61).min, atLeast(61).message),
    metaDescription: text('Shown in search results: 100 to 160 characters').min(100).max(160),
    keywords: list(text('A search phrase'), 'Exactly 5 search phrases').length(5),
    category: oneOf(['local-seo'] as const, 'Always local-seo').meta({ fixed: true }),
    author: text('Who wrote it'),
    date: isoDate('Publication date (YYYY-MM-DD): the blog lists the newest first'),
    intro: longText('The opening paragraphs'),
    sections: list(section, 'Exactly 4 sections').length(4),
    testimonials: list(testimonial, "Exactly 3 of the trade's customers").length(3),
    serviceAreas: list(realName(text('A neighbourhood or town')), 'Exactly 8 different neighbourhoods or towns')
      .length(8)
      .test('distinct', '${path}: 8 different places', (areas) => !areas || new Set(areas).size === areas.length),
    cta: longText('The invitation at the end: talk to us'),
    conclusion: longText('The summing-up box'),
  })
  .noUnknown('${path}: a field the model does not have (${unknown})')
  .test('slug-ends-with-city', 'slug: must end with the city, e.g. …-${city}', function (article) {
    if (!article?.slug || !article.city) return true;
    return article.slug.endsWith(`-${citySlug(article.city)}`) || this.createError({ params: { city: citySlug(article.city) } });
  })
  .test('spelling-of-language', 'spelling: ${spelling} is not a spelling of ${language}', function (article) {
    if (!article?.spelling || !article.language) return true;
    return (
      article.spelling.split('-')[0] === article.language ||
      this.createError({ params: { spelling: article.spelling, language: article.language } })
    );
  })
  .test('known-trade', 'trade: "${trade}" is not in content/home/trades.json', function (article) {
    const trades = this.options.context?.trades as readonly string[] | undefined;
    return !trades || !article?.trade || trades.includes(article.trade) || this.createError({ params: { trade: article.trade } });
  })
  .test('read-time', 'the text is ${words} words: a Local SEO article reads in 4 to 8 minutes (601 to 1,600 words)', function (article) {
    if (!article?.intro || !article.sections || !article.cta || !article.conclusion) return true;
    const words = wordCount(localSeoArticleText(article));
    const minutes = readTimeMinutes(words);
    return (minutes >= LOCAL_SEO_READ_MINUTES.min && minutes <= LOCAL_SEO_READ_MINUTES.max) || this.createError({ params: { words } });
  });

export const localSeoArticleType = contentType({
  typeName: 'LocalSeoArticle',
  description: 'A Local SEO article for one trade in one city (content/articles/local-seo/{language}/*.json), in one language',
  schema,
});

export type LocalSeoArticleFile = yup.InferType<typeof schema>;
