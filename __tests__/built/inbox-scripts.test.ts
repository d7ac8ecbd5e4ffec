/**
 * The owner's inbox loads no schema and no drawing of a visitor's site before a lead is opened: its trades come from
 * its page query, and the site's model and drawing come with the `intake-site` chunk when a lead with one opens
 * (docs/quality.md, "Measured reasons"). Read from the build's own source maps; runs after `gatsby build`.
 */
import fs from 'fs';
import path from 'path';
import { parse } from 'node-html-parser';
import { INBOX_PATH } from '../../src/lib/routes';
import { PAGE_SCRIPTS_ID } from '../../src/page-loader/steps';

const PUBLIC = 'public';

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(PUBLIC, file), 'utf8')) as T;

/** The scripts the inbox starts on load: its loader's list, and its template's chunks as webpack's stats name them. */
function inboxScripts(): string[] {
  const document = parse(fs.readFileSync(path.join(PUBLIC, INBOX_PATH, 'index.html'), 'utf8'));
  const list = document.getElementById(PAGE_SCRIPTS_ID);
  if (!list) throw new Error(`the inbox's page has no #${PAGE_SCRIPTS_ID} list`);
  const { componentChunkName } = readJson<{ componentChunkName: string }>(path.join('page-data', INBOX_PATH, 'page-data.json'));
  const stats = readJson<{ assetsByChunkName: Record<string, string[]> }>('webpack.stats.json');
  const template = stats.assetsByChunkName[componentChunkName];
  if (!template) throw new Error(`webpack's stats name no chunk ${componentChunkName}`);
  return [...(JSON.parse(list.textContent) as string[]), ...template.filter((file) => file.endsWith('.js')).map((file) => `/${file}`)];
}

/** The source files webpack put into those scripts, as their source maps name them. */
const sources = inboxScripts()
  .map((script) => path.join(PUBLIC, `${script}.map`))
  .filter((map) => fs.existsSync(map))
  .flatMap((map) => readJson<{ sources: string[] }>(path.relative(PUBLIC, map)).sources);

test("the inbox's scripts have source maps to read", () => {
  expect(sources.some((source) => source.endsWith('/src/templates/admin-leads.tsx'))).toBe(true);
  expect(sources.some((source) => source.endsWith('/src/components/admin/LeadDetail.tsx'))).toBe(true);
});

test('carry no schema: neither yup nor the content model', () => {
  expect(sources.filter((source) => source.includes('/node_modules/yup/') || source.includes('/src/lib/content-model/'))).toEqual([]);
});

test("carry neither the visitor's site's model nor its drawing, which load when a lead is opened", () => {
  expect(sources.filter((source) => /\/src\/(lib\/site-preview\/model|components\/trade-site\/)/.test(source))).toEqual([]);
});
