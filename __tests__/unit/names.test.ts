import path from 'path';
import { FIRST_NAME_USES, overusedFirstNames, sharedSurnames, type Appearance } from '../../src/lib/content-model';
import { readContentTree } from '../../src/node/cms';
import { contentSnapshot } from '../../src/node/content-snapshot';
import { CONTENT, readMdx } from '../support/content';

const at = (name: string, where: string, location?: string): Appearance => ({ name, where, ...(location ? { location } : {}) });

describe('names that read as people', () => {
  it('hold for everyone the content names: reviews, quotes, customers and authors', () => {
    const authors = readMdx(path.join(CONTENT, 'articles', 'general')).map(({ file, data }) => at(String(data.author), file));
    const everyone = [...contentSnapshot(readContentTree()).people, ...authors];
    expect(sharedSurnames(everyone)).toEqual([]);
    expect(overusedFirstNames(everyone)).toEqual([]);
  });

  it('refuse one surname for two people, naming both and where; the same person may return', () => {
    const people = [
      at('Linda Kowalski', 'content/articles/local-seo/en/a.json', 'Phoenix, AZ'),
      at('Tom Kowalski, Front Range Roofing', 'content/portfolio/cases.json', 'Denver, CO'),
      at('Tom Kowalski', 'content/home/testimonials.json', 'Denver, CO'),
    ];
    expect(sharedSurnames(people)).toEqual([
      '"Linda Kowalski" in Phoenix, AZ (content/articles/local-seo/en/a.json) and "Tom Kowalski, Front Range Roofing" in Denver, CO (content/portfolio/cases.json) share the surname Kowalski: give each person a surname of their own',
    ]);
    expect(sharedSurnames(people.slice(1))).toEqual([]);
    // A Dutch surname is all after the first name: de Haan and de Wit are two.
    expect(sharedSurnames([at('Tom de Haan', 'a'), at('Quinten de Wit', 'b'), at('Anouk Brouwer', 'c')])).toEqual([]);
  });

  it('keep to the problems one entry takes part in, as the editor checks a save', () => {
    const people = [at('Ana Ruiz', 'a'), at('Luz Ruiz', 'b'), at('Mia Stone', 'c'), at('Eva Stone', 'd')];
    expect(sharedSurnames(people, 'd')).toEqual([expect.stringContaining('share the surname Stone')]);
    expect(sharedSurnames(people)).toHaveLength(2);
  });

  it(`let a first name name ${FIRST_NAME_USES.atMost} people, or ${FIRST_NAME_USES.share * 100}% of everyone at scale`, () => {
    const named = (first: string, count: number, from = 0) =>
      Array.from({ length: count }, (_, index) =>
        at(`${first} Surname${String.fromCharCode(97 + ((from + index) % 26))}${from + index}`, `f${from + index}`),
      );
    expect(overusedFirstNames(named('Keisha', FIRST_NAME_USES.atMost))).toEqual([]);
    expect(overusedFirstNames(named('Keisha', FIRST_NAME_USES.atMost + 1))).toEqual([
      expect.stringMatching(/^the first name Keisha names 3 people \(.*\): at most 2 may share one, so choose another$/),
    ]);
    // Among 1,000 people, 2% is 20: twenty Annas pass, twenty-one do not.
    const crowd = Array.from({ length: 980 }, (_, index) => at(`P${index}x Q${index}`, `c${index}`));
    expect(overusedFirstNames([...crowd, ...named('Anna', 20)])).toEqual([]);
    expect(overusedFirstNames([...crowd, ...named('Anna', 21)])).toEqual([expect.stringContaining('the first name Anna names 21 people')]);
  });
});
