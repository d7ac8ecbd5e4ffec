import { nameParts, personOf, type Appearance } from './people';

/*
 * Names that read as people: across everyone the site names (reviews, portfolio quotes, articles' customers, authors),
 * no surname belongs to two different people, and no first name is worn by many. Two Kowalskis in three towns, or a
 * third Keisha, read as invented to a careful visitor; a family business repeats its name only for the same person.
 */

/** A first name may name this many people, or this share of everyone named, whichever is more (thousands at scale). */
export const FIRST_NAME_USES = { atMost: 2, share: 0.02 } as const;

const describe = ({ name, location, where }: Appearance) => `"${name}"${location ? ` in ${location}` : ''} (${where})`;

/** Each person once (their first appearance), keyed by who they are; `involving` keeps that file's own appearance. */
function distinctPeople(appearances: readonly Appearance[], involving?: string): Map<string, Appearance> {
  const people = new Map<string, Appearance>();
  for (const appearance of appearances)
    if (!people.has(personOf(appearance.name)) || appearance.where === involving) people.set(personOf(appearance.name), appearance);
  return people;
}

/** One line for each surname two different people carry; `involving` keeps the surnames one file takes part in. */
export function sharedSurnames(appearances: readonly Appearance[], involving?: string): string[] {
  const bySurname = new Map<string, Appearance[]>();
  for (const [person, appearance] of distinctPeople(appearances, involving)) {
    const { surname } = nameParts(person);
    if (surname) bySurname.set(surname, [...(bySurname.get(surname) ?? []), appearance]);
  }
  return [...bySurname.values()]
    .filter((carriers) => carriers.length > 1)
    .filter((carriers) => involving === undefined || carriers.some(({ where }) => where === involving))
    .map((carriers) => {
      const surname = nameParts(carriers[0]!.name.split(',')[0]!.trim()).surname;
      return `${carriers.map(describe).join(' and ')} share the surname ${surname}: give each person a surname of their own`;
    });
}

/** One line for each first name worn by more people than FIRST_NAME_USES allows. */
export function overusedFirstNames(appearances: readonly Appearance[], involving?: string): string[] {
  const people = distinctPeople(appearances, involving);
  const limit = Math.max(FIRST_NAME_USES.atMost, Math.floor(people.size * FIRST_NAME_USES.share));
  const byFirst = new Map<string, Appearance[]>();
  for (const [person, appearance] of people) {
    const { first } = nameParts(person);
    byFirst.set(first, [...(byFirst.get(first) ?? []), appearance]);
  }
  return [...byFirst.values()]
    .filter((wearers) => wearers.length > limit)
    .filter((wearers) => involving === undefined || wearers.some(({ where }) => where === involving))
    .map((wearers) => {
      const first = wearers[0]!.name.split(' ')[0];
      return `the first name ${first} names ${wearers.length} people (${wearers.map(describe).join(', ')}): at most ${limit} may share one, so choose another`;
    });
}
