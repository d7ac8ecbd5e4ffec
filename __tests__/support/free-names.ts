import { lookalikePeople, overusedFirstNames, repeatedPeople, sharedSurnames, type Appearance } from '../../src/lib/content-model';

/**
 * Made-up people for a test's own content: the first candidates that the people rules accept beside everyone the
 * content names today, so a name an editor adds later can never make the test collide with the content.
 */
export function freePeople(candidates: readonly string[], everyone: readonly Appearance[], count: number): string[] {
  const chosen: Appearance[] = [];
  for (const name of candidates) {
    if (chosen.length === count) break;
    const candidate = { name, where: 'test' };
    const all = [...everyone, ...chosen, candidate];
    const problems = [repeatedPeople(all), lookalikePeople(all, 'test'), sharedSurnames(all, 'test'), overusedFirstNames(all, 'test')];
    if (problems.every((found) => found.length === 0)) chosen.push(candidate);
  }
  if (chosen.length < count)
    throw new Error(`Only ${chosen.length} of ${count} candidate names are free beside today's content: add candidates`);
  return chosen.map(({ name }) => name);
}

/** The first candidate town no article is about yet. */
export function freeTown(candidates: readonly string[], towns: readonly string[]): string {
  const taken = new Set(towns.map((town) => town.trim().toLowerCase()));
  const town = candidates.find((candidate) => !taken.has(candidate.toLowerCase()));
  if (!town) throw new Error('Every candidate town has an article already: add candidates');
  return town;
}
