import fs from 'fs';
import os from 'os';
import path from 'path';
import { esmEntryOf, webpackAliases } from '../../src/node/webpack';

describe('the one-i18next alias', () => {
  it('points i18next at the file its own exports map gives to `import`', () => {
    const alias = webpackAliases().i18next$!;
    const manifest = require.resolve('i18next/package.json');
    const exportsMap = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports: { '.': { import: string } } }).exports['.'];
    expect(alias).toBe(path.join(path.dirname(manifest), exportsMap.import));
    expect(fs.existsSync(alias)).toBe(true);
  });

  it('fails loudly when a package changes the shape of its exports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-'));
    const write = (manifest: object) => {
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'demo', ...manifest }));
      return path.join(dir, 'package.json');
    };
    expect(() => esmEntryOf(write({ main: 'index.js' }))).toThrow(/names no "import" entry/);
    expect(() => esmEntryOf(write({ exports: { '.': { import: './missing.js' } } }))).toThrow(/does not exist/);
    fs.writeFileSync(path.join(dir, 'esm.js'), '');
    expect(esmEntryOf(write({ exports: { '.': { import: { types: './x.d.ts', default: './esm.js' } } } }))).toBe(path.join(dir, 'esm.js'));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
