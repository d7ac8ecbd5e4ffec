import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

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
