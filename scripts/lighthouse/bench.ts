/**
 * `npm run bench [-- --runs=3] [-- --only=/nl/]`: every audited page of the production build against its
 * no-JavaScript twin (twin.ts), side by side: Lighthouse mobile runs alternating between the two, the same
 * static server with compression for both. Prints the medians and the ratios against the targets of
 * the site's performance targets (README, 'Quality budgets') and writes them to reports/bench/. A benchmark, not a test: it never fails
 * on a timing, because timings on a shared 2-core machine vary from run to run.
 */
import fs from 'fs';
import path from 'path';
import type { AddressInfo } from 'net';
import compression from 'compression';
import express from 'express';
import { selectPages, type AuditedPage } from './pages';
import { kib, runLighthouse, type RunFigures } from './run';
import { writeTwin } from './twin';

/** The performance targets every page meets on the median run (README, 'Quality budgets'). */
const TARGETS = { lcpRatio: 1.15, tbtOverTwinMs: 50, twinLcpMs: 1200, scriptKiB: 115, contentScriptKiB: 100 };
const CONTENT_PAGES: AuditedPage['kind'][] = ['legal', 'article', 'localSeoArticle'];

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(argument('runs') ?? 3);
const pages = selectPages(argument('only'));

async function serveStatic(root: string): Promise<{ baseUrl: string; close: () => void }> {
  const app = express();
  app.use(compression());
  app.use(express.static(root));
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ baseUrl: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Medians = Pick<RunFigures, 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'scriptBytes' | 'totalBytes'>;
const mediansOf = (list: RunFigures[]): Medians => ({
  performance: median(list.map((run) => run.performance)),
  lcpMs: median(list.map((run) => run.lcpMs)),
  tbtMs: median(list.map((run) => run.tbtMs)),
  cls: median(list.map((run) => run.cls)),
  scriptBytes: median(list.map((run) => run.scriptBytes)),
  totalBytes: median(list.map((run) => run.totalBytes)),
});

async function main() {
  if (!fs.existsSync(path.join('public', 'index.html'))) throw new Error('No production build in public/: run `npm run build` first.');
  const twinDir = path.join('.cache', 'bench-twin');
  console.info(`Twin: ${writeTwin('public', twinDir)} pages without scripts in ${twinDir}/`);
  const build = await serveStatic('public');
  const twin = await serveStatic(twinDir);
  const results = new Map(pages.map((page) => [page.path, { build: [] as RunFigures[], twin: [] as RunFigures[] }]));
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) {
        // Alternate which side goes first, so neither always meets a warmer or a busier machine.
        const order = round % 2 === 0 ? (['build', 'twin'] as const) : (['twin', 'build'] as const);
        for (const side of order) {
          const base = side === 'build' ? build.baseUrl : twin.baseUrl;
          const { figures } = await runLighthouse(`${base}${page.path}`);
          results.get(page.path)![side].push(figures);
          console.info(
            `run ${round + 1}/${runs} ${side.padEnd(5)} ${page.path}: perf ${Math.round(figures.performance * 100)}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms`,
          );
        }
      }
    }
  } finally {
    build.close();
    twin.close();
  }

  const rows = [
    '| page | perf | LCP ms | TBT ms | CLS | JS KiB | total KiB | twin LCP ms | twin TBT ms | LCP ratio | TBT - twin ms | meets targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const summary = [];
  for (const page of pages) {
    const runsOfPage = results.get(page.path)!;
    const built = mediansOf(runsOfPage.build);
    const bare = mediansOf(runsOfPage.twin);
    const lcpRatio = built.lcpMs / bare.lcpMs;
    const tbtOverTwin = built.tbtMs - bare.tbtMs;
    const scriptBudget = CONTENT_PAGES.includes(page.kind) ? TARGETS.contentScriptKiB : TARGETS.scriptKiB;
    const misses = [
      built.performance < 1 && `perf ${Math.round(built.performance * 100)}`,
      lcpRatio > TARGETS.lcpRatio && `LCP x${lcpRatio.toFixed(2)}`,
      tbtOverTwin > TARGETS.tbtOverTwinMs && `TBT +${Math.round(tbtOverTwin)}`,
      built.cls > 0 && 'CLS',
      bare.lcpMs > TARGETS.twinLcpMs && 'twin LCP',
      kib(built.scriptBytes) > scriptBudget && `JS > ${scriptBudget}`,
    ].filter(Boolean);
    rows.push(
      `| ${page.path} | ${Math.round(built.performance * 100)} | ${Math.round(built.lcpMs)} | ${Math.round(built.tbtMs)} | ${built.cls.toFixed(3)} | ${kib(built.scriptBytes)} | ${kib(built.totalBytes)} | ${Math.round(bare.lcpMs)} | ${Math.round(bare.tbtMs)} | ${lcpRatio.toFixed(2)} | ${Math.round(tbtOverTwin)} | ${misses.length ? `no: ${misses.join(', ')}` : 'yes'} |`,
    );
    summary.push({
      path: page.path,
      kind: page.kind,
      runs: runsOfPage.build.length,
      build: built,
      twin: bare,
      lcpRatio,
      tbtOverTwinMs: tbtOverTwin,
      misses,
      allRuns: runsOfPage,
    });
  }
  const out = path.join('reports', 'bench');
  fs.mkdirSync(out, { recursive: true });
  const document = { date: new Date().toISOString(), runs, targets: TARGETS, pages: summary };
  const file = path.join(out, `bench-${document.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  fs.writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(document, null, 2)}\n`);
  console.info(`\nMedians of ${runs} run(s) per page and side (Lighthouse mobile, simulated throttling):\n`);
  console.info(rows.join('\n'));
  console.info(
    `\nTargets: perf 100; LCP <= ${TARGETS.lcpRatio} x the twin's; TBT <= the twin's + ${TARGETS.tbtOverTwinMs} ms; CLS 0; twin LCP <= ${TARGETS.twinLcpMs} ms; JS <= ${TARGETS.scriptKiB} KiB (${TARGETS.contentScriptKiB} on articles and legal pages).`,
  );
  console.info(`Written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
