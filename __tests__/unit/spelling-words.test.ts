import path from 'path';
import { contentProblems, spellingWordsType, type SpellingWords } from '../../src/lib/content-model';
import { CONTENT, readJson } from '../support/content';

/** The spell check's own list (content/site/spelling.json), as editors keep it in /admin/: the model decides what may go on it. */
describe('the spelling list', () => {
  const listed = readJson<SpellingWords>(path.join(CONTENT, 'site', 'spelling.json'));

  it('follows the content model', () => {
    expect(contentProblems(spellingWordsType.schema, listed)).toEqual([]);
  });

  it('takes names only with their capital, in words an editor understands', () => {
    expect(contentProblems(spellingWordsType.schema, { ...listed, names: [...listed.names, 'wicker'] })).toEqual([
      `names[${listed.names.length}]: "wicker" is not a name: names start with a capital (a lower-case word goes under Words)`,
    ]);
  });

  it('refuses a word the Englishes spell differently, on either list: it would let the other market’s spelling through', () => {
    const problems = contentProblems(spellingWordsType.schema, {
      names: [...listed.names, 'Harbour'],
      terms: [...listed.terms, 'neighbourhood', 'organise', 'theatre'],
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      `names[${listed.names.length}]`,
      `terms[${listed.terms.length}]`,
      `terms[${listed.terms.length + 1}]`,
      `terms[${listed.terms.length + 2}]`,
    ]);
    expect(problems[0]).toMatch(/"Harbour" is spelled differently in American and British English/);
  });
});
