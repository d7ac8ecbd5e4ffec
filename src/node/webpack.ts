import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';
import type { Compiler, RuleSetRule } from 'webpack';

type ExportTarget = string | { [condition: string]: ExportTarget } | null | undefined;

/** The file a package's `exports` map gives for `import` (or `default`) at its root; throws on any other shape. */
export function esmEntryOf(packageJsonPath: string): string {
  const manifest = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8')) as { name?: string; exports?: ExportTarget };
  const root = typeof manifest.exports === 'object' && manifest.exports !== null ? (manifest.exports['.'] ?? manifest.exports) : undefined;
  const pick = (target: ExportTarget): string | undefined => {
    if (typeof target === 'string') return target;
    if (!target || typeof target !== 'object') return undefined;
    return pick(target.import) ?? pick(target.default);
  };
  const entry = typeof root === 'object' ? pick(root.import) : undefined;
  if (!entry)
    throw new Error(`${manifest.name ?? packageJsonPath}: its exports map names no "import" entry; the one-i18next alias needs one`);
  const file = path.join(path.dirname(packageJsonPath), entry);
  if (!fs.existsSync(file)) throw new Error(`${manifest.name ?? packageJsonPath}: its "import" entry ${entry} does not exist`);
  return file;
}

/**
 * i18next's package maps `require` to its CommonJS build and `import` to its ES module build.
 * gatsby-plugin-react-i18next requires it and the site imports it, so without this every page shipped
 * i18next twice (docs/quality.md, "Measured reasons"). One file for both (the package's own `import` entry) keeps one copy.
 */
export function webpackAliases(): Record<string, string> {
  // Resolved from the project, as webpack would: gatsby-node is bundled, so its own `require` cannot resolve.
  const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));
  return { i18next$: esmEntryOf(projectRequire.resolve('i18next/package.json')) };
}

/** The one module of gatsby-plugin-react-i18next that pages load: its page wrapper (the plugin's gatsby-browser). */
const PLUGIN_PAGE_WRAPPER = 'gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js';
/** The module the wrapper's `require("react-i18next")` resolves to, and what it exports. */
const REACT_I18NEXT_FOR_PLUGIN = path.join('src', 'browser', 'react-i18next-for-plugin.ts');
export const REACT_I18NEXT_FOR_PLUGIN_EXPORTS = ['I18nextProvider'];

/**
 * What a CommonJS module reads of react-i18next: the names it takes from its `require("react-i18next")`, or null when it
 * uses the package in any other way (passes it on whole, requires it twice), which a narrower stand-in could not serve.
 */
export function reactI18nextNamesUsedBy(source: string): string[] | null {
  const requires = [...source.matchAll(/\bvar (\w+) = require\("react-i18next"\);/g)];
  if (requires.length !== 1 || source.split('"react-i18next"').length !== 2) return null;
  const variable = requires[0]![1]!;
  const uses = [...source.matchAll(new RegExp(`\\b${variable}\\b(\\.(\\w+))?`, 'g'))].slice(1);
  if (uses.some((use) => !use[2])) return null;
  return [...new Set(uses.map((use) => use[2]!))];
}

/**
 * gatsby-plugin-react-i18next's page wrapper requires react-i18next with CommonJS `require`, and webpack keeps every
 * export of a package required that way: every page carried the Trans component, its HTML parser, withTranslation and
 * withSSR, which the wrapper does not use and the site (only `useTranslation`) neither. This rule resolves that one
 * `require` to a module exporting just what the wrapper reads, so webpack drops the rest (docs/quality.md). The build
 * stops when the wrapper reads anything that module does not export.
 */
export function pluginReactI18nextRule(): RuleSetRule {
  const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));
  // As webpack sees it: through the node_modules link, to the real file.
  const wrapper = fs.realpathSync(projectRequire.resolve(PLUGIN_PAGE_WRAPPER));
  const used = reactI18nextNamesUsedBy(fs.readFileSync(wrapper, 'utf8'));
  const missing = used?.filter((name) => !REACT_I18NEXT_FOR_PLUGIN_EXPORTS.includes(name));
  if (!used || missing?.length)
    throw new Error(
      `${wrapper} reads ${used ? missing!.join(', ') : 'react-i18next in a way'} that ${REACT_I18NEXT_FOR_PLUGIN} does not serve: export it there`,
    );
  return {
    test: (file: string) => file === wrapper,
    resolve: { alias: { 'react-i18next$': path.join(process.cwd(), REACT_I18NEXT_FOR_PLUGIN) } },
  };
}

/** How long one task may evaluate React's modules before it yields: a slice well under a long task's 50 ms. */
const SLICE_MS = 4;

/**
 * Webpack runs an entry chunk's startup as soon as the chunks it waits for are there: it evaluates every module of
 * React and of the app, then runs the app's entry, all in one long task that Lighthouse's simulation of a phone
 * counts four times over (docs/quality.md, "Measured reasons"). This plugin writes the startup of Gatsby's `app`
 * chunk itself, through webpack's documented `renderStartup` hook: once the chunks it waits for are there, React's
 * modules (the `framework` chunk) are evaluated a few milliseconds at a time, then the entry runs in a task of its
 * own. React's modules depend on nothing of the app's, so evaluating them first changes nothing but when.
 *
 * It writes the same call webpack would (`onChunksLoaded` on the same chunks, the same entry module), and first checks
 * that webpack's own startup is, whole, the one it replaces (`webpackStartup`): the build stops if Gatsby or webpack
 * change its shape or add anything to it, which would otherwise be lost without a word.
 */
export class EntryInSlicesPlugin {
  static readonly NAME = 'EntryInSlicesPlugin';

  apply(compiler: Compiler): void {
    const { JavascriptModulesPlugin } = compiler.webpack.javascript;
    const { RuntimeGlobals } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(EntryInSlicesPlugin.NAME, (compilation) => {
      JavascriptModulesPlugin.getCompilationHooks(compilation).renderStartup.tap(
        EntryInSlicesPlugin.NAME,
        (source, entryModule, { chunk, chunkGraph, runtimeTemplate }) => {
          if (chunk.name !== 'app') return source;
          const fail = (what: string): never => {
            throw new Error(`${EntryInSlicesPlugin.NAME}: ${what}; Gatsby's or webpack's output changed shape`);
          };
          const entries = [...chunkGraph.getChunkEntryModulesWithChunkGroupIterable(chunk)];
          const [onlyEntry] = entries;
          if (entries.length !== 1 || onlyEntry?.[0] !== entryModule || !onlyEntry[1])
            return fail(`the app chunk has ${entries.length} entry modules, not 1`);
          const entrypoint = onlyEntry[1];
          if ([...entrypoint.parentsIterable].length) return fail('the app entry depends on another entry');
          const runtimeChunk = entrypoint.getRuntimeChunk();
          const waitsFor = entrypoint.chunks.filter((other) => other !== chunk && other !== runtimeChunk);
          const framework = waitsFor.find((other) => other.name === 'framework');
          if (!framework) return fail('the app chunk does not wait for a framework chunk');
          const waitingCall = `${RuntimeGlobals.onChunksLoaded}(0, ${JSON.stringify(waitsFor.map((other) => other.id))}, `;
          const entryId = JSON.stringify(chunkGraph.getModuleId(entryModule));
          const execute = `var __webpack_exec__ = ${runtimeTemplate.returningFunction(
            `${RuntimeGlobals.require}(${RuntimeGlobals.entryModuleId} = moduleId)`,
            'moduleId',
          )}`;
          const exportsLine = `var ${RuntimeGlobals.exports} = ${RuntimeGlobals.onChunksLoaded}();`;
          // What webpack writes for one entry that waits for other chunks (StartupHelpers' generateEntryStartup, passive).
          const expected = [
            execute,
            `${waitingCall}${runtimeTemplate.returningFunction(`__webpack_exec__(${entryId})`)});`,
            exportsLine,
            '',
          ].join('\n');
          const original = source.source().toString();
          if (original !== expected)
            fail(`webpack's startup of the app chunk is not the one this replaces:\n${original}\nexpected:\n${expected}`);
          const frameworkModules = [...chunkGraph.getChunkModulesIterable(framework)].map((module) => chunkGraph.getModuleId(module));
          return new compiler.webpack.sources.RawSource(
            [
              `${execute};`,
              `${waitingCall}function () {`,
              `  var pending = ${JSON.stringify(frameworkModules)};`,
              '  var slice = function () {',
              '    var start = performance.now();',
              '    while (pending.length) {',
              `      ${RuntimeGlobals.require}(pending.shift());`,
              `      if (performance.now() - start > ${SLICE_MS}) return setTimeout(slice, 0);`,
              '    }',
              `    setTimeout(function () { __webpack_exec__(${entryId}); }, 0);`,
              '  };',
              '  slice();',
              '});',
              exportsLine,
              '',
            ].join('\n'),
          );
        },
      );
    });
  }
}
