import fs from 'fs';
import os from 'os';
import path from 'path';
import { bundleFileOf, splitFunctionEntries } from '../../src/node/function-entries';

/** The split that lets gatsby serve load each Function once: it runs on Gatsby's shape, and only on it. */
describe('splitFunctionEntries', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);

  it('turns each compiled Function into a one-line entry that requires its bundle, once', () => {
    write('manifest.json', JSON.stringify([{ functionRoute: 'intake', relativeCompiledFilePath: 'intake.js', functionId: 'x' }]));
    write('intake.js', 'module.exports = { default: () => 42 };\n');
    expect(splitFunctionEntries(dir)).toEqual(['intake']);
    expect(fs.readFileSync(bundleFileOf(path.join(dir, 'intake.js')), 'utf8')).toContain('42');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect((require(path.join(dir, 'intake.js')) as { default: () => number }).default()).toBe(42);
    expect(splitFunctionEntries(dir)).toEqual([]);
  });

  it('refuses what it was not written for: no manifest, another shape, a file Gatsby did not write', () => {
    expect(() => splitFunctionEntries(dir)).toThrow(/manifest\.json is missing/);
    write('manifest.json', JSON.stringify({ functions: [] }));
    expect(() => splitFunctionEntries(dir)).toThrow(/not the list/);
    write('manifest.json', JSON.stringify([{ route: 'intake', file: 'intake.js' }]));
    expect(() => splitFunctionEntries(dir)).toThrow(/not the list/);
    write('manifest.json', JSON.stringify([{ functionRoute: 'intake', relativeCompiledFilePath: 'gone.js' }]));
    expect(() => splitFunctionEntries(dir)).toThrow(/did not write/);
  });
});
