import fs from 'fs';
import os from 'os';
import path from 'path';
import { I18nextProvider } from 'react-i18next';
import * as reactI18nextForPlugin from '../../src/browser/react-i18next-for-plugin';
import {
  REACT_I18NEXT_FOR_PLUGIN_EXPORTS,
  esmEntryOf,
  mayShareModule,
  pluginReactI18nextRule,
  reactI18nextNamesUsedBy,
  webpackAliases,
} from '../../src/node/webpack';

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

describe("the plugin page wrapper's react-i18next", () => {
  const wrapper = fs.realpathSync(require.resolve('gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js'));

  it('resolves, for the installed wrapper alone, to a module exporting all the wrapper reads', () => {
    const rule = pluginReactI18nextRule();
    const test = rule.test as (file: string) => boolean;
    expect(test(wrapper)).toBe(true);
    expect(test(fs.realpathSync(require.resolve('gatsby-plugin-react-i18next/dist/i18nextContext.js')))).toBe(false);
    expect(reactI18nextNamesUsedBy(fs.readFileSync(wrapper, 'utf8'))).toEqual(['I18nextProvider']);
    expect(Object.keys(reactI18nextForPlugin).sort()).toEqual([...REACT_I18NEXT_FOR_PLUGIN_EXPORTS].sort());
    expect(reactI18nextForPlugin.I18nextProvider).toBe(I18nextProvider);
  });

  it('refuses a wrapper that uses the package in a way the stand-in cannot serve', () => {
    const required = 'var _reactI18next = require("react-i18next");\n';
    expect(reactI18nextNamesUsedBy(`${required}use(_reactI18next.I18nextProvider, _reactI18next.Trans);`)).toEqual([
      'I18nextProvider',
      'Trans',
    ]);
    expect(reactI18nextNamesUsedBy(`${required}module.exports = _reactI18next;`)).toBeNull();
    expect(reactI18nextNamesUsedBy(`${required}var again = require("react-i18next");`)).toBeNull();
    expect(reactI18nextNamesUsedBy('var i18n = require("i18next");')).toBeNull();
  });
});

describe("the shared chunk group's rule", () => {
  const chunk = (name: string | null, initial = false) => ({ name, canBeInitial: () => initial });
  const preview = chunk('component---src-templates-preview-tsx');
  const home = chunk('component---src-templates-home-tsx');
  const intakeSite = chunk('intake-site');
  const onUse = chunk(null);

  it('lets code two templates use, or chunks loaded on use alone, move to a chunk of its own', () => {
    expect(mayShareModule('javascript/auto', [preview, home])).toBe(true);
    expect(mayShareModule('javascript/auto', [preview, home, intakeSite])).toBe(true);
    expect(mayShareModule('javascript/auto', [intakeSite, onUse])).toBe(true);
  });

  it("keeps code one template shares with a chunk loaded on use in the template's chunk", () => {
    expect(mayShareModule('javascript/auto', [preview, intakeSite])).toBe(false);
    expect(mayShareModule('javascript/auto', [onUse, home])).toBe(false);
  });

  it('never moves a stylesheet or code a page loads by itself, as Gatsby', () => {
    expect(mayShareModule('css/mini-extract', [preview, home])).toBe(false);
    expect(mayShareModule('javascript/auto', [chunk('app', true), home])).toBe(false);
  });
});
