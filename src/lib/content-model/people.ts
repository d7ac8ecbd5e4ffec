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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The content types that name people, by GraphQL type name, and where each item names them. */
const PEOPLE_FIELDS: Record<string, (item: Record<string, unknown>) => Array<{ name: unknown; location: unknown }>> = {
  [testimonialType.typeName]: (review) => [{ name: review.name, location: review.location }],
  // The quote's author and the site's owner at the client's town (often one person), and the site's reviewers at theirs.
  [portfolioCaseType.typeName]: (item) => {
    const site = isRecord(item.site) ? item.site : {};
    return [
      { name: item.testimonialAuthor, location: item.location },
      { name: site.owner, location: item.location },
      ...(Array.isArray(site.reviews) ? site.reviews.filter(isRecord) : []).map((review) => ({
        name: review.author,
        location: review.town,
      })),
    ];
  },
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

/** How many letters to insert, delete or change to turn one text into the other (Levenshtein), ignoring case. */
export function editDistance(a: string, b: string): number {
  const [from, to] = [a.toLowerCase(), b.toLowerCase()];
  let previous = Array.from({ length: to.length + 1 }, (_, index) => index);
  for (let i = 1; i <= from.length; i++) {
    const current = [i];
    for (let j = 1; j <= to.length; j++)
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (from[i - 1] === to[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[to.length]!;
}

/** Names nearer than this read as one name misspelled: Alejandra and Alejandro Ruiz, Armen and Aram Petrosyan. */
export const LOOKALIKE_FIRST_NAMES = 3;
export const LOOKALIKE_FULL_NAMES = 2;

/** A person's name split as content writes it: the first word is the first name, the rest ("de Wit") the surname. */
export function nameParts(person: string): { first: string; surname: string } {
  const [first = '', ...rest] = person.split(' ');
  return { first, surname: rest.join(' ') };
}

/** Every text made by deleting up to `count` letters: two texts within `count` edits share one (a cheap first sieve). */
function deletions(text: string, count: number): Set<string> {
  let level = new Set([text]);
  const all = new Set(level);
  for (let step = 0; step < count; step++) {
    const next = new Set<string>();
    for (const word of level) for (let index = 0; index < word.length; index++) next.add(word.slice(0, index) + word.slice(index + 1));
    for (const word of next) all.add(word);
    level = next;
  }
  return all;
}

/**
 * Two different people whose names read as one name misspelled: one surname with first names three letters or fewer
 * apart, or full names two letters or fewer apart. One line naming both, with where each is named; `involving` keeps
 * the pairs one file takes part in. Pairs come from a sieve (a shared surname, a shared deletion of two letters), so
 * thousands of generated customers are not compared one by one.
 */
export function lookalikePeople(appearances: readonly Appearance[], involving?: string): string[] {
  const people = new Map<string, Appearance>();
  for (const appearance of appearances)
    if (!people.has(personOf(appearance.name)) || appearance.where === involving) people.set(personOf(appearance.name), appearance);
  // Most keys hold one person: an array is made only when a second arrives (thousands of generated customers).
  const candidates = new Map<string, string | string[]>();
  const sieve = (key: string, person: string) => {
    const held = candidates.get(key);
    candidates.set(key, held === undefined ? person : Array.isArray(held) ? [...held, person] : [held, person]);
  };
  for (const person of people.keys()) {
    if (nameParts(person).surname) sieve(`surname:${nameParts(person).surname}`, person);
    for (const variant of deletions(person, LOOKALIKE_FULL_NAMES)) sieve(variant, person);
  }
  const problems = new Map<string, string>();
  for (const members of candidates.values()) {
    if (!Array.isArray(members)) continue;
    for (const [index, a] of members.entries())
      for (const b of members.slice(index + 1)) {
        const key = `${a}|${b}`;
        if (problems.has(key)) continue;
        const [first, second] = [people.get(a)!, people.get(b)!];
        if (involving !== undefined && first.where !== involving && second.where !== involving) continue;
        const [partsA, partsB] = [nameParts(a), nameParts(b)];
        const firstApart = partsA.surname && partsA.surname === partsB.surname ? editDistance(partsA.first, partsB.first) : Infinity;
        const fullApart = editDistance(a, b);
        const why =
          firstApart <= LOOKALIKE_FIRST_NAMES
            ? `first names ${firstApart} letter${firstApart === 1 ? '' : 's'} apart under one surname`
            : fullApart <= LOOKALIKE_FULL_NAMES
              ? `names ${fullApart} letter${fullApart === 1 ? '' : 's'} apart`
              : '';
        if (why)
          problems.set(
            key,
            `"${first.name}" (${first.where}) and "${second.name}" (${second.where}) read as one name misspelled (${why}): give one of them another name`,
          );
      }
  }
  return [...problems.values()];
}
