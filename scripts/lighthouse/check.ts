/**
 * `npm run test:lighthouse`: one Lighthouse run per budgeted page (pages.ts) against the production build under
 * `gatsby serve`, asserting only what a given build always produces: accessibility, best practices and
 * SEO at 100, no layout shift, the transfer budgets per page type (budgets.json), nothing holding up the first
 * paint, at most the one shared stylesheet, and no request to another host. Timings (LCP, TBT) measure the machine as
 * much as the site; they are printed for information, and the performance score is left to `npm run bench`, which runs
 * the whole category and compares timings properly.
 */
import { execFile } from 'child_process';
import fs from 'fs';
import path from 'path';
import { promisify } from 'util';
import { startServer } from '../../__tests__/e2e/support/server';
import BUDGETS from './budgets.json';
import { BUDGETED_PAGES, type AuditedPage } from './pages';
import { kib, type RunFigures } from './run';

/** LIGHTHOUSE_PORT moves it, for a machine where another checkout's check or server holds 9400. */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9400);
const MAX_CLS = 0.01;
const AUDITS_AT_ONCE = 4;
const out = path.join('reports', 'lighthouse');
const TSX = path.join('node_modules', '.bin', 'tsx');

const reportName = (page: AuditedPage) =>
  page.path
    .replace(/#.*$/, '')
    .replace(/^\/|\/$/g, '')
    .replace(/\//g, '_') || 'home';

/**
 * Runs the pages' audits one after the other in a child process (audit-page.ts): two runs in one process at once break
 * each other's performance marks, and one process a page loaded Lighthouse again for every page.
 */
async function auditInOwnProcess(baseUrl: string, pages: AuditedPage[]): Promise<Record<string, RunFigures>> {
  const files = pages.map((page) => ({
    page,
    report: path.join(out, `${reportName(page)}.html`),
    figures: path.join(out, `${reportName(page)}.json`),
  }));
  await promisify(execFile)(TSX, [
    path.join(__dirname, 'audit-page.ts'),
    ...files.flatMap(({ page, report, figures }) => [`${baseUrl}${page.path}`, report, figures]),
  ]);
  return Object.fromEntries(files.map(({ page, figures }) => [page.path, JSON.parse(fs.readFileSync(figures, 'utf8')) as RunFigures]));
}

function violations(page: string, figures: RunFigures, budget: { scriptKiB: number; totalKiB: number }, noindex = false): string[] {
  const found: string[] = [];
  for (const [name, score] of [
    ['accessibility', figures.accessibility],
    ['best practices', figures.bestPractices],
  ] as const) {
    if (score < 1) found.push(`${page}: ${name} ${Math.round(score * 100)}, not 100`);
  }
  // A case's site and the preview page are kept out of search (noindex): Lighthouse then fails `is-crawlable`, and only it.
  const seoFailures = noindex ? figures.seoFailures.filter((id) => id !== 'is-crawlable') : figures.seoFailures;
  if (figures.seo < 1 && (!noindex || seoFailures.length > 0))
    found.push(`${page}: SEO ${Math.round(figures.seo * 100)}, not 100 (${seoFailures.join(', ') || 'no audit named'})`);
  if (figures.cls > MAX_CLS) found.push(`${page}: layout shift ${figures.cls.toFixed(3)} is over ${MAX_CLS}`);
  if (kib(figures.scriptBytes) > budget.scriptKiB)
    found.push(`${page}: JavaScript ${kib(figures.scriptBytes)} KiB is over its budget of ${budget.scriptKiB} KiB`);
  if (kib(figures.totalBytes) > budget.totalKiB)
    found.push(`${page}: transfer ${kib(figures.totalBytes)} KiB is over its budget of ${budget.totalKiB} KiB`);
  // The first screen's rules are inline; the whole stylesheet is one shared file that holds up no paint.
  if (figures.stylesheetRequests > 1) found.push(`${page}: ${figures.stylesheetRequests} stylesheet requests; the site has one stylesheet`);
  if (figures.renderBlocking.length) found.push(`${page}: the first paint waits for ${figures.renderBlocking.join(', ')}`);
  if (!figures.scriptsArrived) found.push(`${page}: the page's scripts did not all arrive, so its script bytes were not measured`);
  if (figures.foreignHosts.length) found.push(`${page}: requests to other hosts: ${figures.foreignHosts.join(', ')}`);
  return found;
}

async function main() {
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const server = await startServer(PORT);
  const rows = [
    '| page | a11y | best practices | SEO | CLS | JS KiB | total KiB | requests | LCP ms* | TBT ms* |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const failures: string[] = [];
  const summary: Record<string, RunFigures> = {};
  // Several at a time, each lane a process of its own: what is checked here (scores, bytes, layout shift, hosts) does
  // not depend on how busy the machine is, and one audit keeps a 2-core machine only half busy (docs/quality.md). The
  // pages are dealt out in turn, so the two home pages, the heaviest to audit, fall in different lanes.
  const lanes = Array.from({ length: AUDITS_AT_ONCE }, (_, lane) => BUDGETED_PAGES.filter((_, index) => index % AUDITS_AT_ONCE === lane));
  try {
    for (const figures of await Promise.all(lanes.map((pages) => auditInOwnProcess(server.baseUrl, pages)))) {
      Object.assign(summary, figures);
    }
    // A run that ended before the page's scripts arrived measured too few script bytes: measured again, alone (eight
    // audits at once on 2 cores did that to four of the eight pages in each of two runs, which then passed their budgets
    // with 1.9-98 KiB).
    for (const page of BUDGETED_PAGES.filter(({ path }) => !summary[path]!.scriptsArrived)) {
      console.info(`${page.path}: the run ended before the page's scripts arrived; measuring it again, alone`);
      Object.assign(summary, await auditInOwnProcess(server.baseUrl, [page]));
    }
  } finally {
    await server.stop();
  }
  const pct = (score: number) => Math.round(score * 100);
  for (const page of BUDGETED_PAGES) {
    const figures = summary[page.path]!;
    rows.push(
      `| ${page.path} | ${pct(figures.accessibility)} | ${pct(figures.bestPractices)} | ${pct(figures.seo)} | ${figures.cls.toFixed(3)} | ${kib(figures.scriptBytes)} | ${kib(figures.totalBytes)} | ${figures.requests} | ${Math.round(figures.lcpMs)} | ${Math.round(figures.tbtMs)} |`,
    );
    failures.push(...violations(page.path, figures, BUDGETS[page.kind], page.noindex));
  }
  fs.writeFileSync(path.join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.info(rows.join('\n'));
  console.info(
    `\n* one run on this machine, ${AUDITS_AT_ONCE} at a time, for information only: \`npm run bench\` compares timings properly.`,
  );
  if (failures.length) {
    console.error(`\nLighthouse budgets missed:\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.info(`\nAll ${BUDGETED_PAGES.length} pages within their budgets (reports in ${out}/).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
