import path from 'path';
import { badMentions, isChecked, pathsIn, readRepository, type Repository } from '../../scripts/paths-named';

/** `npm run check`'s check that comments and docs name only paths that exist (scripts/paths-named.ts). */
describe('paths named in comments and docs', () => {
  const repository: Repository = {
    files: new Set(['src/lib/leads/taps.ts', 'src/cms/fields.ts', 'src/api/intake.ts', 'content/home/trades.json', 'docs/leads.md']),
    folders: new Set(['src', 'src/lib', 'src/lib/leads', 'src/cms', 'src/api', 'content', 'content/home', 'docs']),
    ignoredFolders: ['public', '.cache', '.data'],
  };
  const bad = (file: string, text: string) => badMentions(file, text, repository).map(({ line, path: named }) => `${line}: ${named}`);

  it('finds paths from the root, under src/ without its prefix, relative to the file, and source files named alone', () => {
    expect(pathsIn('The beacon (src/browser/taps.ts, line 5) is counted by `lib/leads/taps.ts:5`.')).toEqual([
      'src/browser/taps.ts',
      'lib/leads/taps.ts',
    ]);
    expect(pathsIn('see ./fields.ts and ../README.md, then taps.ts and scripts/check.sh.')).toEqual([
      './fields.ts',
      '../README.md',
      'taps.ts',
      'scripts/check.sh',
    ]);
  });

  it('leaves site addresses, URLs, packages, file kinds and words with a slash alone', () => {
    expect(
      pathsIn('POST /api/intake from /admin/ on https://example.com/src/x.ts, @netlify/blobs, *.json, and/or EN/NL, browser/server'),
    ).toEqual([]);
  });

  it('accepts what exists: files, folders, files without their extension, globs by their literal part, and git-ignored outputs', () => {
    const text = [
      '// src/lib/leads/taps.ts, lib/leads/taps.ts:5, src/api/intake and content/home/',
      '// content/home/{language}/…, content/home/*.json, locales-free text',
      '// public/admin/config.yml and .cache/functions/intake.js are written by the build',
      '/* ./fields.ts is beside this file */',
    ].join('\n');
    expect(bad('src/cms/config.ts', text)).toEqual([]);
  });

  it('names each path that does not exist with the line of its comment, in code comments only', () => {
    const text = [
      "const pattern = /src\\/gone\\.ts/; // the beacon's sender (src/browser/taps.ts)",
      "const named = 'src/not-a-comment.ts';",
      '/**',
      ' * Drawn by lib/old-drawing.ts and ./missing.ts',
      ' */',
    ].join('\n');
    expect(bad('src/cms/config.ts', text)).toEqual(['1: src/browser/taps.ts', '4: lib/old-drawing.ts', '4: ./missing.ts']);
  });

  it('reads every line of Markdown, and a glob whose literal part is missing is a bad mention', () => {
    expect(
      bad('docs/leads.md', 'Stored in `content/home/trades.json`, once in `content/blog/{language}/x.json`.\n\nSee docs/gone.md.'),
    ).toEqual(['1: content/blog/{language}/x.json', '3: docs/gone.md']);
  });

  it('checks code, README and docs, not content or generated types', () => {
    expect(['src/lib/x.ts', 'scripts/check.sh', 'gatsby-node.ts', 'jest.config.js', 'README.md', 'docs/quality.md'].map(isChecked)).toEqual(
      [true, false, true, true, true, true],
    );
    expect(['content/site/business.json', 'src/gatsby-types.d.ts', 'locales/en/common.json'].map(isChecked)).toEqual([false, false, false]);
  });

  it('fails on a mention planted in a real file of this repository, and passes the file as it is', () => {
    const real = readRepository(path.resolve(__dirname, '..', '..'));
    expect(real.files.has('src/server/tap-handler.ts')).toBe(true);
    expect(badMentions('src/server/tap-handler.ts', '/** Counted here (src/server/tap-handler.ts). */', real)).toEqual([]);
    expect(badMentions('src/server/tap-handler.ts', '/** Sent by src/browser/taps.ts. */', real)).toEqual([
      { file: 'src/server/tap-handler.ts', line: 1, path: 'src/browser/taps.ts' },
    ]);
  });
});
