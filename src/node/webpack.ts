import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';
import type { ChunkGraph, Configuration, Module, RuleSetRule } from 'webpack';

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

/** Gatsby names each page template's chunk (and an MDX page's) `component---` and its path. */
const TEMPLATE_CHUNK_PREFIX = 'component---';

/**
 * Smallest code (webpack's module sizes, before minifying) that Gatsby's `shared` group puts in a chunk of its own when
 * two or more templates use it; Gatsby's default is 20,000. Each such chunk is one more request on a page's first load
 * and is compressed apart from the page's own chunk: when issue 56's modules pushed what home and the plumber page
 * share past 20,000, both pages' first load grew 0.8 KiB gzip for 0.5 KiB more code (docs/quality.md). Below this
 * size, a copy in each template's chunk costs a visitor less; the layout every page shares stays a chunk of its own.
 */
export const SHARED_CHUNK_MIN_SIZE = 32_000;

interface ChunkLike {
  name?: string | null;
  canBeInitial(): boolean;
}

/**
 * Whether Gatsby's `shared` group may move a module out of the chunks that use it, given those chunks. As Gatsby's
 * own rule: never out of a chunk the page loads by itself (app, runtime), never a stylesheet's. And not when a single
 * page template uses it beside chunks loaded on use (the preview page's TradeSite, which the intake loads at its first
 * focus): that template's first load would fetch it as a chunk of its own; it stays in the template's chunk, and the
 * chunk loaded on use gets a copy.
 */
export function mayShareModule(moduleType: string, chunks: Iterable<ChunkLike>): boolean {
  if (moduleType === 'css/mini-extract') return false;
  let templates = 0;
  let others = 0;
  for (const chunk of chunks) {
    if (chunk.canBeInitial()) return false;
    if (chunk.name?.startsWith(TEMPLATE_CHUNK_PREFIX)) templates += 1;
    else others += 1;
  }
  return !(templates === 1 && others > 0);
}

/** Merged into the browser bundle's webpack config (stage `build-javascript`) over Gatsby's `shared` chunk group. */
export function sharedChunkSplitting(): Configuration['optimization'] {
  return {
    splitChunks: {
      cacheGroups: {
        shared: {
          minSize: SHARED_CHUNK_MIN_SIZE,
          // Gatsby names each shared chunk by a 40-character hash of its users' names, and the webpack runtime every page
          // loads carries each chunk's name for its file's. Unnamed, webpack still makes one chunk per set of users;
          // Gatsby's chunk map lists only a template's own files, so it never read these names.
          name: false,
          test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
            mayShareModule(module.type, chunkGraph.getModuleChunksIterable(module)),
        },
      },
    },
  };
}
