/**
 * `npm run bench [-- --runs=5] [-- --only=/nl/ | --pages=/,/terms/] [-- --methods=simulate,devtools] [-- --protocol=h2|http1] [-- --build=DIR] [-- --against=DIR]`: every
 * audited page of the production build against its no-JavaScript twin (twin.ts), side by side, with both of
 * Lighthouse's throttling methods: `simulate` (what PageSpeed Insights shows: one fast load, its timings replayed on a
 * modelled slow phone) and `devtools` (the browser really slowed: 4x CPU, 150 ms round trips, 1.6 Mbps). Runs
 * alternate between the build and its twin; the same static server with compression serves both, over HTTPS and
 * HTTP/2 as Netlify does (https-server.ts), or over plain HTTP/1.1 with `--protocol=http1`. Prints min, median and max per page, side and
 * method, the LCP ratio of each pair of runs and the TBT difference, marks what misses the targets
 * (docs/quality.md) and writes reports/bench/. A benchmark, not a test: it never fails on a timing. Simulated runs
 * also give the TBT of the page's own work (its tasks' thread time, run.ts): the machine's other load shows in
 * Lighthouse's TBT, never in that one.
 */
import fs from 'fs';
import path from 'path';
import os from 'os';
import type { AddressInfo } from 'net';
import compression from 'compression';
import express from 'express';
import { selectPages, type AuditedPage } from './pages';
import { THROTTLING_METHODS, kib, runLighthouse, type RunFigures, type ThrottlingMethod } from './run';
import { serveOverHttp2 } from './https-server';
import { writeTwin } from './twin';

/** The targets every audited page meets, on the median run of each method (DESIGN.md, 'Quality bars'). */
const TARGETS = {
  performance: 1,
  lcpRatio: 1.1,
  /** No single pair of runs above this. */
  worstLcpRatio: 1.25,
  tbtOverTwinMs: 30,
  twinLcpMs: 1200,
  scriptKiB: 115,
  contentScriptKiB: 100,
} as const;
const CONTENT_PAGES: AuditedPage['kind'][] = ['legal', 'article', 'localSeoArticle'];

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(argument('runs') ?? 5);
const pages = selectPages(argument('only'), argument('pages'));
const methods = (argument('methods')?.split(',') ?? [...THROTTLING_METHODS]) as ThrottlingMethod[];
for (const method of methods) if (!THROTTLING_METHODS.includes(method)) throw new Error(`Unknown method ${method}`);
const protocol = argument('protocol') ?? 'h2';
if (protocol !== 'h2' && protocol !== 'http1') throw new Error(`Unknown protocol ${protocol}: h2 or http1`);
/** `--against=DIR`: another build (a step switched off) in the twin's place, to measure what the step gains. */
const against = argument('against');
/** `--build=DIR`: the build to measure, when not public/ (a copy, so that public/ can be built again meanwhile). */
const buildDir = argument('build') ?? 'public';
const serve = (root: string) => (protocol === 'h2' ? serveOverHttp2(root) : serveStatic(root));

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

interface Spread {
  min: number;
  median: number;
  max: number;
}

function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: sorted[0]!, median, max: sorted[sorted.length - 1]! };
}

type Figure = 'performance' | 'lcpMs' | 'tbtMs' | 'cpuTbtMs' | 'cls' | 'fcpMs';

interface PageResult {
  path: string;
  kind: AuditedPage['kind'];
  method: ThrottlingMethod;
  build: Record<Figure, Spread>;
  twin: Record<Figure, Spread>;
  /** The build's LCP over the twin's, for each pair of runs. */
  lcpRatio: Spread;
  /** The build's TBT minus the twin's, for each pair of runs. */
  tbtOverTwinMs: Spread;
  scriptKiB: number;
  totalKiB: number;
  misses: string[];
  runs: { build: RunFigures[]; twin: RunFigures[] };
}

const spreads = (list: RunFigures[]) => ({
  performance: spreadOf(list.map((run) => run.performance)),
  lcpMs: spreadOf(list.map((run) => run.lcpMs)),
  tbtMs: spreadOf(list.map((run) => run.tbtMs)),
  cpuTbtMs: spreadOf(list.map((run) => run.cpuTbtMs)),
  cls: spreadOf(list.map((run) => run.cls)),
  fcpMs: spreadOf(list.map((run) => run.fcpMs)),
});

function resultOf(page: AuditedPage, method: ThrottlingMethod, build: RunFigures[], twin: RunFigures[]): PageResult {
  const lcpRatio = spreadOf(build.map((run, index) => run.lcpMs / twin[index]!.lcpMs));
  const tbtOverTwinMs = spreadOf(build.map((run, index) => run.tbtMs - twin[index]!.tbtMs));
  const built = spreads(build);
  const bare = spreads(twin);
  const scriptKiB = kib(spreadOf(build.map((run) => run.scriptBytes)).median);
  const scriptBudget = CONTENT_PAGES.includes(page.kind) ? TARGETS.contentScriptKiB : TARGETS.scriptKiB;
  const median = (spread: Spread) => spread.median;
  const misses = [
    median(built.performance) < TARGETS.performance && `perf ${Math.round(median(built.performance) * 100)}`,
    median(built.lcpMs) / median(bare.lcpMs) > TARGETS.lcpRatio && `LCP x${(median(built.lcpMs) / median(bare.lcpMs)).toFixed(2)}`,
    lcpRatio.max > TARGETS.worstLcpRatio && `a run at LCP x${lcpRatio.max.toFixed(2)}`,
    median(built.tbtMs) - median(bare.tbtMs) > TARGETS.tbtOverTwinMs && `TBT +${Math.round(median(built.tbtMs) - median(bare.tbtMs))}`,
    built.cls.max > 0 && `CLS ${built.cls.max.toFixed(3)}`,
    median(bare.lcpMs) > TARGETS.twinLcpMs && `twin LCP ${Math.round(median(bare.lcpMs))}`,
    scriptKiB > scriptBudget && `JS ${scriptKiB} > ${scriptBudget}`,
  ].filter((miss): miss is string => Boolean(miss));
  return {
    path: page.path,
    kind: page.kind,
    method,
    build: built,
    twin: bare,
    lcpRatio,
    tbtOverTwinMs,
    scriptKiB,
    totalKiB: kib(spreadOf(build.map((run) => run.totalBytes)).median),
    misses,
    runs: { build, twin },
  };
}

/** A figure a method does not give (the own-work TBT of DevTools runs) shows as a dash. */
const ms = (spread: Spread) =>
  Number.isNaN(spread.median) ? '-' : `${Math.round(spread.min)} / ${Math.round(spread.median)} / ${Math.round(spread.max)}`;
const score = (spread: Spread) => `${Math.round(spread.min * 100)} / ${Math.round(spread.median * 100)} / ${Math.round(spread.max * 100)}`;
const ratio = (spread: Spread) => `${spread.min.toFixed(2)} / ${spread.median.toFixed(2)} / ${spread.max.toFixed(2)}`;

function table(results: PageResult[]): string {
  const rows = [
    '| page | perf | LCP ms | twin LCP ms | LCP ratio | TBT ms | twin TBT ms | own work TBT ms | twin own work TBT ms | CLS max | JS KiB | meets targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    rows.push(
      `| ${result.path} | ${score(result.build.performance)} | ${ms(result.build.lcpMs)} | ${ms(result.twin.lcpMs)} | ${ratio(result.lcpRatio)} | ${ms(result.build.tbtMs)} | ${ms(result.twin.tbtMs)} | ${ms(result.build.cpuTbtMs)} | ${ms(result.twin.cpuTbtMs)} | ${result.build.cls.max.toFixed(3)} | ${result.scriptKiB} | ${result.misses.length ? `no: ${result.misses.join(', ')}` : 'yes'} |`,
    );
  }
  return rows.join('\n');
}

async function main() {
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`No production build in ${buildDir}/: run \`npm run build\` first.`);
  const twinDir = against ?? path.join('.cache', 'bench-twin');
  if (against) console.info(`Against the build in ${against}/ instead of the twin`);
  else console.info(`Twin: ${writeTwin(buildDir, twinDir)} pages without scripts in ${twinDir}/`);
  const build = await serve(buildDir);
  const twin = await serve(twinDir);
  const started = Date.now();
  const collected = new Map<string, { build: RunFigures[]; twin: RunFigures[] }>();
  const key = (method: ThrottlingMethod, page: AuditedPage) => `${method} ${page.path}`;
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const method of methods) {
        for (const page of pages) {
          // Alternate which side goes first, so neither always meets a warmer or a busier machine.
          const order = round % 2 === 0 ? (['build', 'twin'] as const) : (['twin', 'build'] as const);
          const entry = collected.get(key(method, page)) ?? { build: [], twin: [] };
          collected.set(key(method, page), entry);
          for (const side of order) {
            const base = side === 'build' ? build.baseUrl : twin.baseUrl;
            const { figures } = await runLighthouse(`${base}${page.path}`, { method });
            entry[side].push(figures);
            console.info(
              `run ${round + 1}/${runs} ${method.padEnd(8)} ${side.padEnd(5)} ${page.path}: perf ${Math.round(figures.performance * 100)}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, own TBT ${Math.round(figures.cpuTbtMs)} ms, script ${kib(figures.scriptBytes)} KiB`,
            );
          }
        }
      }
    }
  } finally {
    build.close();
    twin.close();
  }

  const results = methods.flatMap((method) =>
    pages.map((page) => {
      const entry = collected.get(key(method, page))!;
      return resultOf(page, method, entry.build, entry.twin);
    }),
  );
  const out = path.join('reports', 'bench');
  fs.mkdirSync(out, { recursive: true });
  const document = {
    date: new Date().toISOString(),
    runs,
    methods,
    protocol,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage: os.loadavg() },
    minutes: Math.round((Date.now() - started) / 600) / 100,
    targets: TARGETS,
    pages: results,
  };
  const file = path.join(out, `bench-${document.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  fs.writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(document, null, 2)}\n`);
  for (const method of methods) {
    console.info(
      `\n${method === 'simulate' ? 'Simulated throttling (what PageSpeed Insights shows)' : 'DevTools throttling (the browser really slowed)'}: min / median / max of ${runs} runs per side, ${protocol === 'h2' ? 'HTTPS and HTTP/2' : 'HTTP/1.1'}\n`,
    );
    console.info(table(results.filter((result) => result.method === method)));
  }
  console.info(
    `\nTargets on the median run: perf ${TARGETS.performance * 100}; LCP <= ${TARGETS.lcpRatio} x the twin's and no run above ${TARGETS.worstLcpRatio} x; TBT <= the twin's + ${TARGETS.tbtOverTwinMs} ms; CLS 0; twin LCP <= ${TARGETS.twinLcpMs} ms; JS <= ${TARGETS.scriptKiB} KiB (${TARGETS.contentScriptKiB} on articles and legal pages).`,
  );
  console.info(
    `${document.minutes} minutes; load average at the end ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}. Written to ${file}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
