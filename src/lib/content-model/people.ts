import { localSeoArticleType } from './local-seo-article';
import { portfolioCaseType } from './portfolio-case';
import { testimonialType } from './testimonial';

/*
 * People are people: a reviewer, a quoted client or an article's customer appears once on the whole site, or every
 * time as the same person with the same business and town. The same name under two businesses or towns reads as
 * invented to a careful visitor, and at thousands of generated pages as scaled content to a search engine.
 */

/** One place a person is named: as written (with their business after a comma, if any), with their town. */
export interface Appearance {
  name: string;
  location?: string;
  /** The file or page that names them, for the message. */
  where: string;
}

/** The person in a name as content writes it: "Priya Shah, bridal hair and makeup" is Priya Shah. */
export const personOf = (name: string): string => name.split(',')[0]!.trim().replace(/\s+/g, ' ').toLowerCase();

/** What is wrong with these appearances: one line for each person named as two different people. */
export function repeatedPeople(appearances: readonly Appearance[]): string[] {
  const byPerson = new Map<string, Appearance[]>();
  for (const appearance of appearances)
    byPerson.set(personOf(appearance.name), [...(byPerson.get(personOf(appearance.name)) ?? []), appearance]);
  return [...byPerson.values()]
    .filter((named) => new Set(named.map(({ name, location }) => `${name.trim()}|${location?.trim() ?? ''}`)).size > 1)
    .map((named) => {
      const person = named[0]!.name.split(',')[0]!.trim();
      return `${person} is named as ${named.length} different people: ${named
        .map(({ name, location, where }) => `"${name}"${location ? ` in ${location}` : ''} (${where})`)
        .join(', ')}`;
    });
}

/** The content types that name people, by GraphQL type name, and where each item names them. */
const PEOPLE_FIELDS: Record<string, (item: Record<string, unknown>) => Array<{ name: unknown; location: unknown }>> = {
  [testimonialType.typeName]: (review) => [{ name: review.name, location: review.location }],
  [portfolioCaseType.typeName]: (item) => [{ name: item.testimonialAuthor, location: item.location }],
  [localSeoArticleType.typeName]: (article) =>
    (Array.isArray(article.testimonials) ? article.testimonials : []).map((testimonial: Record<string, unknown>) => ({
      name: testimonial.name,
      location: testimonial.location,
    })),
};

/** The people one item of a content type names (a review, a portfolio case, an article's customers), from `where`. */
export function appearancesOf(typeName: string, item: Record<string, unknown>, where: string): Appearance[] {
  return (PEOPLE_FIELDS[typeName]?.(item) ?? [])
    .filter((person): person is { name: string; location: unknown } => typeof person.name === 'string' && person.name.trim() !== '')
    .map(({ name, location }) => ({ name, ...(typeof location === 'string' ? { location } : {}), where }));
}
