import fs from 'fs';
import path from 'path';

/** Where Gatsby compiles the Functions, and its list of them. */
export const FUNCTIONS_DIR = path.join('.cache', 'functions');

interface CompiledFunction {
  functionRoute: string;
  relativeCompiledFilePath: string;
}

/** Gatsby's list of compiled Functions, checked: an unknown shape stops the server from starting. */
function compiledFunctions(value: unknown, where: string): CompiledFunction[] {
  const valid = (item: unknown): item is CompiledFunction =>
    typeof item === 'object' &&
    item !== null &&
    typeof (item as CompiledFunction).functionRoute === 'string' &&
    typeof (item as CompiledFunction).relativeCompiledFilePath === 'string';
  if (!Array.isArray(value) || value.length === 0 || !value.every(valid))
    throw new Error(`${where}: not the list of { functionRoute, relativeCompiledFilePath } this split was written for`);
  return value;
}

/** The first line of a split entry: how a second run of the build step recognises one. */
export const SPLIT_ENTRY_MARK = '// The entry gatsby serve reloads on every request; the Function itself is its bundle, loaded once.';

/** `intake.js` → `intake.bundle.js`, beside it. */
export const bundleFileOf = (compiledFile: string) => compiledFile.replace(/\.js$/, '.bundle.js');

/**
 * `gatsby serve` (npm start) drops a Function's compiled file from Node's module cache and requires it again on
 * every request: right for live editing, but it makes every form post parse and start the whole bundle again, nearly
 * all of it Gatsby's own request wrapper (body-parser, multer, joi). So each compiled Function becomes
 * a one-line entry that requires its bundle beside it: the entry is what gets reloaded, the bundle stays loaded.
 * Only `gatsby serve` needs this, so it runs before serving (scripts/start.sh, the test server), never in the build:
 * what Netlify ships is Gatsby's own output. The require is a literal, so a bundler that follows it would ship the
 * bundle too. Returns the Functions it split (none when run twice); throws when Gatsby's manifest is not the shape
 * this was written for, instead of serving half-split Functions.
 */
export function splitFunctionEntries(directory: string = FUNCTIONS_DIR): string[] {
  const manifest = path.join(directory, 'manifest.json');
  if (!fs.existsSync(manifest)) throw new Error(`${manifest} is missing: build the site first, or Gatsby moved its Functions`);
  const functions = compiledFunctions(JSON.parse(fs.readFileSync(manifest, 'utf8')), manifest);
  const split: string[] = [];
  for (const { functionRoute, relativeCompiledFilePath } of functions) {
    const entry = path.join(directory, relativeCompiledFilePath);
    if (!fs.existsSync(entry)) throw new Error(`${manifest} names ${relativeCompiledFilePath}, which Gatsby did not write`);
    if (fs.readFileSync(entry, 'utf8').startsWith(SPLIT_ENTRY_MARK)) continue;
    const bundle = bundleFileOf(entry);
    fs.renameSync(entry, bundle);
    fs.writeFileSync(entry, `${SPLIT_ENTRY_MARK}\nmodule.exports = require('./${path.basename(bundle)}');\n`);
    split.push(functionRoute);
  }
  return split;
}
