import path from 'path';
import { buildSync } from 'esbuild';

/** The shared loader's source: a browser module, typed and linted with the rest of the site. */
const LOADER_ENTRY = path.join('src', 'page-loader', 'loader.ts');

/**
 * The shared loader for a build whose whole stylesheet is at `stylesheetHref`: src/page-loader/loader.ts bundled and
 * minified into one script, the stylesheet's path written in. Browsers that run Gatsby's own scripts run it (ES2017).
 */
export function pageLoaderScript(stylesheetHref: string): string {
  const result = buildSync({
    entryPoints: [path.resolve(LOADER_ENTRY)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2017',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    define: { PAGE_LOADER_STYLESHEET: JSON.stringify(stylesheetHref) },
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote no loader from ${LOADER_ENTRY}`);
  return output.text.trim();
}
