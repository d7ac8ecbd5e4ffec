/**
 * What the scripts every page loads first are made of, read from the build's own source maps: packages the pages
 * do not use stay out of them (docs/quality.md, "Measured reasons"). Runs after `gatsby build` (`npm run test:html`);
 * the bytes themselves are Lighthouse's budgets (`npm run test:lighthouse`).
 */
import fs from 'fs';
import path from 'path';
import { parse } from 'node-html-parser';
import { PAGE_SCRIPTS_ID } from '../../src/page-loader/steps';

const PUBLIC = 'public';

/** The scripts the home page lists for its loader: the ones every page shares. */
function sharedScripts(): string[] {
  const document = parse(fs.readFileSync(path.join(PUBLIC, 'index.html'), 'utf8'));
  const list = document.getElementById(PAGE_SCRIPTS_ID);
  if (!list) throw new Error(`public/index.html has no #${PAGE_SCRIPTS_ID} list`);
  return JSON.parse(list.textContent) as string[];
}

/** The source files webpack put into the shared scripts, as their source maps name them. */
const sources = sharedScripts()
  .map((script) => path.join(PUBLIC, `${script}.map`))
  .filter((map) => fs.existsSync(map))
  .flatMap((map) => (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources);

const fromPackage = (name: string) => sources.filter((source) => source.includes(`/node_modules/${name}/`));

test('the shared scripts have source maps to read', () => {
  expect(fromPackage('react-dom').length).toBeGreaterThan(0);
  expect(fromPackage('i18next').length).toBeGreaterThan(0);
});

test('carry one i18next build', () => {
  expect(new Set(fromPackage('i18next').map((source) => source.replace(/.*\/node_modules\/i18next\/dist\/([^/]+)\/.*/, '$1')))).toEqual(
    new Set(['esm']),
  );
});

test("carry none of react-i18next's parts that no page uses: the Trans component, withTranslation, withSSR", () => {
  const unused = /\/(Trans|TransWithoutContext|Translation|withTranslation|withSSR|useSSR)\.js$/;
  expect(fromPackage('react-i18next').filter((source) => unused.test(source))).toEqual([]);
  expect(fromPackage('react-i18next').some((source) => source.endsWith('/useTranslation.js'))).toBe(true);
});
