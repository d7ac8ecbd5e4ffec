import * as yup from 'yup';
import { LANGUAGES } from '../languages';
import { CATEGORIES } from '../articles';
import { isoDate, list, longText, oneOf, patterned, slug, text } from './define';

/** Categories a general post may have: Local SEO is the city articles' own. */
export const GENERAL_CATEGORIES = CATEGORIES.filter((category) => category !== 'local-seo');

/**
 * The front matter of a general blog post (content/articles/general/{language}/{slug}.mdx); the body is MDX, and the
 * summing-up box after it is a field of its own, so a new post's body starts valid and the editor offers the box.
 */
export const generalArticleSchema = yup.object({
  id: patterned(/^[1-9][0-9]*$/, 'a number', 'A number shared by a post and its translations', {
    hint: 'The number that links this post to its translations.',
    relation: { collection: 'articles-en', valueField: 'id', displayField: 'title' },
  }),
  language: oneOf(LANGUAGES, 'The language of this version').meta({ fixed: true }),
  slug: slug('The address /blog/{slug}/ and the file name; in Dutch a Dutch slug'),
  title: text('The headline'),
  excerpt: longText('One or two sentences on the blog cards'),
  metaDescription: text('Shown in search results: at most 160 characters').min(50).max(160),
  keywords: list(text('A search phrase'), 'Exactly 5 search phrases').length(5),
  category: oneOf(GENERAL_CATEGORIES, 'The blog category'),
  author: text('Who wrote it'),
  date: isoDate('Publication date (YYYY-MM-DD), the same for every translation'),
  conclusion: longText('The summing-up box after the text, in Markdown', {
    hint: 'The "Conclusion" box at the end of the post: two or three sentences that sum it up and invite the reader to get in touch. Markdown: a blank line between paragraphs, [words](/#contact) for a link.',
  }),
});

export type GeneralArticleFrontMatter = yup.InferType<typeof generalArticleSchema>;

/** The front matter of a legal text (content/legal/{language}/{privacy,terms,cookies}.mdx). */
export const legalPageSchema = yup.object({
  pageId: oneOf(['privacy', 'terms', 'cookies'] as const, 'Which legal page: privacy, terms or cookies'),
  language: oneOf(LANGUAGES, 'The language of this version').meta({ fixed: true }),
  title: text('The page title'),
  description: text('Shown in search results: at most 160 characters').min(50).max(160),
  lastUpdated: isoDate('"Last updated" date shown on the page (YYYY-MM-DD)'),
});
