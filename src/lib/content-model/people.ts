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
