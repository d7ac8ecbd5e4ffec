import path from 'path';
import { createRequire } from 'module';

/**
 * i18next's package maps `require` to its CommonJS build and `import` to its ES module build.
 * gatsby-plugin-react-i18next requires it and the site imports it, so without this every page shipped
 * i18next twice (17 kB compressed each). One file for both keeps one copy.
 */
export function webpackAliases(): Record<string, string> {
  // Resolved from the project, as webpack would: gatsby-node is bundled, so its own `require` cannot resolve.
  const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));
  return { i18next$: path.join(path.dirname(projectRequire.resolve('i18next/package.json')), 'dist', 'esm', 'i18next.js') };
}
