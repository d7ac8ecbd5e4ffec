import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { SLUG_PATTERN } from './content-model/define';

/**
 * What names an article across its languages (its `articleId`: the page plan's alternates and hreflang, the
 * redirects, a legacy redirect's target), given by the system rather than typed by an editor: the language and slug
 * of its original version. An English post is `en/{slug}`; a translation, whose front matter's `translationOf` names
 * the English post by its slug, shares that post's `en/{slug}`; a post in another language with no English original,
 * and every Local SEO article (written for one market, never translated), is `{language}/{slug}`. Slugs are unique
 * within a language (articleIdentityProblems), so no two originals share an identity.
 */
export interface IdentityFields {
  language: string;
  slug: string;
  /** The slug of the default-language post this one translates; absent for an original. */
  translationOf?: string | null;
}

export function articleIdentity({ language, slug, translationOf }: IdentityFields): string {
  return translationOf ? `${DEFAULT_LANGUAGE}/${translationOf}` : `${language}/${slug}`;
}

/** An identity as written where content names an article (a legacy redirect's target): en/plumber-chicago. */
export const ARTICLE_ID_PATTERN = new RegExp(`^(${LANGUAGES.join('|')})/${SLUG_PATTERN.source.replace(/^\^/, '')}`);

/** One article as the identity check sees it: where it comes from (for messages) and what it is. */
export interface IdentitySource extends IdentityFields {
  /** The file, for messages: content/articles/general/nl/….mdx */
  where: string;
  kind: 'general' | 'local-seo';
}

/**
 * Why a set of articles cannot be told apart or linked, one message per problem; empty when every article has one
 * address and every translation one original: a translation names an English post that exists, no two posts of one
 * language translate the same post, no two articles of one language share a slug (one address /blog/{slug}/), and an
 * English post translates nothing.
 */
export function articleIdentityProblems(articles: readonly IdentitySource[]): string[] {
  const problems: string[] = [];
  const originals = new Set(
    articles.filter((article) => article.kind === 'general' && article.language === DEFAULT_LANGUAGE).map((article) => article.slug),
  );
  const firstBy = new Map<string, IdentitySource>();
  const repeated = (key: string, article: IdentitySource) => {
    const first = firstBy.get(key);
    if (!first) firstBy.set(key, article);
    return first;
  };
  for (const article of articles) {
    const sameSlug = repeated(`slug ${article.language}/${article.slug}`, article);
    if (sameSlug) problems.push(`${sameSlug.where} and ${article.where}: one ${article.language} slug "${article.slug}" for two articles`);
    if (!article.translationOf) continue;
    if (article.language === DEFAULT_LANGUAGE || article.kind !== 'general') {
      problems.push(
        `${article.where}: translationOf "${article.translationOf}": only a post in another language than ${DEFAULT_LANGUAGE} translates one`,
      );
      continue;
    }
    if (!originals.has(article.translationOf))
      problems.push(`${article.where}: translationOf "${article.translationOf}" names no ${DEFAULT_LANGUAGE} post`);
    const sameOriginal = repeated(`translation ${article.language}/${article.translationOf}`, article);
    if (sameOriginal)
      problems.push(`${sameOriginal.where} and ${article.where}: two ${article.language} translations of "${article.translationOf}"`);
  }
  return problems;
}
