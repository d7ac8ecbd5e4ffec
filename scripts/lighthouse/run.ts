/**
 * One Lighthouse run (mobile; simulated throttling unless told otherwise) in a fresh headless Debian Chromium, and
 * the figures the check and the benchmark read from its report.
 */
import { launch } from 'chrome-launcher';
import type { Artifacts, Flags, Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../../__tests__/e2e/support/chromium';

/**
 * Lighthouse's two ways of judging a slow phone: `simulate` loads the page fast and replays its timings on a modelled
 * phone (what PageSpeed Insights shows); `devtools` really slows the browser (4x CPU, 150 ms round trips, 1.6 Mbps).
 */
export const THROTTLING_METHODS = ['simulate', 'devtools'] as const;
export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];

export interface RunFigures {
  /** Lighthouse's performance score; NaN when the run audited only what `npm test` checks. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * The same run's Total Blocking Time with each task's thread time in place of its wall time (simulated runs of
   * `npm run bench`; NaN otherwise). The simulation slows every task it saw 4x, so on a shared 2-core machine a task
   * that waited for the processor (a colleague's build, Chromium's other processes) is counted as the page's own
   * work; its thread time is what the page itself ran.
   */
  cpuTbtMs: number;
  cls: number;
  scriptBytes: number;
  stylesheetRequests: number;
  totalBytes: number;
  requests: number;
  /** Hosts other than the page's own that the page requested on load. */
  foreignHosts: string[];
  /** The SEO audits that failed, by id: a page kept out of search on purpose fails `is-crawlable` and nothing else. */
  seoFailures: string[];
  /** What held up the first paint (stylesheets, scripts), by path. */
  renderBlocking: string[];
  /**
   * Whether the page's scripts all arrived within the run: its template's chunk (the last the loader asks for) was
   * received, and no script request was left unfinished. On a starved machine Lighthouse can call the load over before
   * the loader has fetched them, and the script bytes then fall short of what a visitor downloads.
   */
  scriptsArrived: boolean;
}

export interface Run {
  figures: RunFigures;
  /** The full report, to keep beside the summary. */
  html: string;
}

type ResourceItem = { resourceType: string; transferSize: number; requestCount: number };
type NetworkItem = { url: string; finished?: boolean; resourceType?: string };
/** Gatsby's chunk of a page template, which the page loader requests once the app has started. */
const TEMPLATE_CHUNK = /\/component---src-templates-[^/]+\.js$/;
/** Lighthouse 12 calls the audit render-blocking-resources, 13 render-blocking-insight. */
const RENDER_BLOCKING_AUDITS = ['render-blocking-resources', 'render-blocking-insight'];

function figuresOf(lhr: LighthouseResult): RunFigures {
  const audit = (id: string) => lhr.audits[id];
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const resources = (audit('resource-summary')?.details as { items?: ResourceItem[] } | undefined)?.items ?? [];
  const resource = (type: string) => resources.find((item) => item.resourceType === type);
  const requested = (audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const pageOrigin = new URL(lhr.finalDisplayedUrl).origin;
  const foreignHosts = new Set(
    requested
      .map((item) => item.url)
      .filter((url) => /^https?:/.test(url) && new URL(url).origin !== pageOrigin)
      .map((url) => new URL(url).host),
  );
  return {
    performance: lhr.categories.performance?.score ?? NaN,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint')?.numericValue ?? NaN,
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
    cpuTbtMs: NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
    scriptBytes: resource('script')?.transferSize ?? 0,
    stylesheetRequests: resource('stylesheet')?.requestCount ?? 0,
    totalBytes: resource('total')?.transferSize ?? 0,
    requests: resource('total')?.requestCount ?? 0,
    foreignHosts: [...foreignHosts],
    seoFailures: (lhr.categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
      .map((ref) => ref.id),
    scriptsArrived:
      requested.some((item) => item.finished && TEMPLATE_CHUNK.test(new URL(item.url).pathname)) &&
      requested.every((item) => item.resourceType !== 'Script' || item.finished),
    renderBlocking: RENDER_BLOCKING_AUDITS.flatMap(
      (id) => (audit(id)?.details as { items?: NetworkItem[] } | undefined)?.items?.map((item) => new URL(item.url).pathname) ?? [],
    ),
  };
}

/**
 * What `npm test` reads of a run (check.ts): the accessibility, best-practice and SEO categories whole, and of the
 * performance category only the layout shift, the bytes and requests, what held up the first paint, and the timings it
 * prints. Its other audits (unused code, the back-forward cache, the elements behind each metric…) took a fifth of a
 * run's processor time, and only `npm run bench`, which runs them all, judges performance.
 */
const CHECKED_AUDITS = [
  'cumulative-layout-shift',
  'resource-summary',
  'network-requests',
  'render-blocking-insight',
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
];

/** Lighthouse's simulated Total Blocking Time of a run's artifacts again, with every task's thread time as its length. */
async function threadTimeTbt(artifacts: Artifacts, flags: Flags): Promise<number> {
  const { auditFlowArtifacts } = await import('lighthouse');
  const traceEvents = artifacts.Trace.traceEvents.map((event) =>
    // Complete events carry their thread time (`tdur`), which Lighthouse's type of a trace event leaves out.
    event.ph === 'X' && 'tdur' in event && typeof event.tdur === 'number' ? { ...event, dur: event.tdur } : event,
  );
  const flow = await auditFlowArtifacts({
    gatherSteps: [{ artifacts: { ...artifacts, Trace: { ...artifacts.Trace, traceEvents } }, flags }],
  });
  return flow.steps[0]?.lhr.audits['total-blocking-time']?.numericValue ?? NaN;
}

export async function runLighthouse(
  url: string,
  { method = 'simulate', scope = 'whole' }: { method?: ThrottlingMethod; scope?: 'whole' | 'checked' } = {},
): Promise<Run> {
  // Lighthouse is an ES module; a dynamic import keeps these scripts loadable as CommonJS by tsx.
  const { default: lighthouse } = await import('lighthouse');
  // The benchmark's HTTPS server has a throwaway certificate of its own (https-server.ts).
  const local = /^https:\/\/127\.0\.0\.1[:/]/.test(url) ? ['--ignore-certificate-errors'] : [];
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...local] });
  try {
    // No full-page screenshot: it only illustrates the report's nodes, and took 2.5 s of a 15.6 s run of the home page.
    const flags: Flags = {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      throttlingMethod: method,
      disableFullPageScreenshot: true,
      ...(scope === 'checked' && { onlyCategories: ['accessibility', 'best-practices', 'seo'], onlyAudits: CHECKED_AUDITS }),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    const figures = figuresOf(result.lhr);
    if (scope === 'whole' && method === 'simulate') figures.cpuTbtMs = await threadTimeTbt(result.artifacts, flags);
    return { figures, html: String(result.report) };
  } finally {
    chrome.kill();
  }
}

export const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;
