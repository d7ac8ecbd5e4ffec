/**
 * `npm run bench:scale -- --articles=2000`: what the build costs when the blog has that many Local SEO articles. Makes
 * a temporary copy of the project (the files git tracks, this node_modules linked in), writes generated articles
 * beside the real ones (each a real article of the same language and trade moved to a new city), then measures a cold
 * `gatsby build`, then two rebuilds after a one-sentence edit of one article (as an editor's save through /admin/
 * triggers on Netlify, which keeps .cache): the first after a cold build renders every page again (Gatsby's first
 * server bundle from a cold cache carries a module the cached one does not, so every template's hash changes once),
 * the second is what every later edit costs. Also the peak memory of the build's processes together, the size of public/ and of three
 * pages' HTML. Writes reports/bench/scale-{articles}.json. A benchmark: it never fails on a timing.
 */
import { execFileSync, spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { stripVTControlCharacters } from 'util';
import zlib from 'zlib';
import { TRADE_IDS } from '../src/content/trades';
import { contentProblems, localSeoArticleType, citySlug, type LocalSeoArticleFile } from '../src/lib/content-model';

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const target = Number(argument('articles') ?? 250);
const keep = process.argv.includes('--keep');
const ARTICLES_DIR = path.join('content', 'articles', 'local-seo');
/** Pages whose HTML should not grow with the number of articles. */
const PAGES = ['/', '/blog/', '/blog/plumber-chicago/'];

const PLACE_STARTS = ['North', 'South', 'East', 'West', 'Oak', 'Mill', 'Brook', 'Fair', 'Green', 'Stone'];
const PLACE_ENDS = ['field', 'ford', 'ton', 'ville', 'wood', 'dale', 'port', 'bury', 'haven', 'ridge'];
const PLACE_KINDS = ['', ' Park', ' Hills', ' Falls', ' Junction', ' Springs', ' Harbor', ' Valley', ' Grove', ' Point'];
const DUTCH_STARTS = ['Noord', 'Zuid', 'Oost', 'West', 'Eik', 'Molen', 'Beek', 'Hoog', 'Groen', 'Steen'];
const DUTCH_ENDS = ['veen', 'dam', 'dorp', 'wijk', 'horst', 'dijk', 'hoven', 'burg', 'haven', 'rode'];
const DUTCH_KINDS = ['', ' aan Zee', ' aan de Rijn', ' Buiten', ' Binnen', '-Centrum', ' Oost', ' West', ' Noord', ' Zuid'];

/** A distinct, pronounceable town for the n-th generated article of a language (1,000 of each). */
function townName(language: string, n: number): string {
  const [starts, ends, kinds] = language === 'nl' ? [DUTCH_STARTS, DUTCH_ENDS, DUTCH_KINDS] : [PLACE_STARTS, PLACE_ENDS, PLACE_KINDS];
  const kind = kinds[Math.floor(n / 100) % 10]!;
  const name = `${starts[n % 10]!}${ends[Math.floor(n / 10) % 10]!}${kind}`;
  return n >= 1000 ? `${name} ${Math.floor(n / 1000) + 1}` : name;
}

const GIVEN_NAMES = [
  'Anna',
  'Ben',
  'Carla',
  'Daan',
  'Elena',
  'Femke',
  'Gabe',
  'Hanna',
  'Ivo',
  'Jada',
  'Koen',
  'Lena',
  'Milan',
  'Nora',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sem',
  'Tara',
  'Umar',
  'Vera',
  'Wes',
  'Yara',
  'Zoe',
  'Amir',
  'Britt',
  'Cas',
  'Dina',
  'Eli',
  'Fenna',
  'Gideon',
  'Hester',
  'Ilse',
  'Joris',
  'Kaja',
  'Lotte',
  'Mason',
  'Nadia',
  'Otto',
  'Paloma',
  'Rafael',
  'Saskia',
  'Tobias',
  'Ursula',
  'Vince',
  'Willa',
  'Xena',
  'Yusuf',
  'Zara',
  'Aoife',
  'Bram',
  'Celine',
  'Dirk',
  'Esme',
];
const FAMILY_NAMES = [
  'Alders',
  'Brandt',
  'Castell',
  'Dekker',
  'Ellison',
  'Franke',
  'Gallo',
  'Hollis',
  'Ivers',
  'Jansma',
  'Kerr',
  'Lindqvist',
  'Moreau',
  'Nolan',
  'Okafor',
  'Prins',
  'Quade',
  'Rooker',
  'Sutton',
  'Teunissen',
  'Ulrich',
  'Varga',
  'Wolters',
  'Yilmaz',
  'Zeeman',
  'Abbott',
  'Bosman',
  'Hargrove',
  'Dijkman',
  'Pemberton',
  'Fontaine',
  'Goossens',
  'Harlow',
  'Jacobs',
  'Kraai',
  'Lowell',
  'Mertens',
  'Nash',
  'Oosting',
  'Pike',
];

/** Middle names far apart from each other (3+ letters), so two customers told apart by it alone read as two. */
const MIDDLE_NAMES = [
  'Adriana',
  'Bartholomew',
  'Cornelius',
  'Desmond',
  'Evangeline',
  'Fitzgerald',
  'Gwendolyn',
  'Horatio',
  'Isadora',
  'Jonquil',
  'Kingsley',
  'Lucinda',
  'Montgomery',
  'Nathaniel',
  'Octavia',
  'Percival',
  'Quentin',
  'Rosalind',
  'Sebastian',
  'Theodora',
  'Ulysses',
  'Valentina',
  'Winifred',
  'Xavier',
  'Yolanda',
  'Zachariah',
];

/**
 * A distinct person for the n-th generated customer, with a surname of their own and a first name shared by under 2% of
 * everyone (55 first names; src/lib/content-model/names.ts): the build refuses one name for two people, and two names a letter
 * or two apart (src/lib/content-model/people.ts), so no two customers share a middle name and double surname (which
 * would leave their short first names to tell them apart), and the lists differ by 3+ letters item to item: 40 x 39
 * double surnames and 26 middle names, 40,560 people.
 */
function personName(n: number): string {
  const pairs = FAMILY_NAMES.length * (FAMILY_NAMES.length - 1);
  const pair = n % pairs;
  const first = FAMILY_NAMES[Math.floor(pair / (FAMILY_NAMES.length - 1))]!;
  const others = FAMILY_NAMES.filter((name) => name !== first);
  const second = others[pair % others.length]!;
  const middle = MIDDLE_NAMES[Math.floor(n / pairs) % MIDDLE_NAMES.length]!;
  return `${GIVEN_NAMES[n % GIVEN_NAMES.length]!} ${middle} ${first}-${second}`;
}

/** A longer town name can push the search snippet past 160 characters: cut at a word, as its editor would. */
function fittedDescription(text: string): string {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}.`;
}

const problemsOf = (article: LocalSeoArticleFile) => contentProblems(localSeoArticleType.schema, article, { trades: TRADE_IDS });

/** Replaces every mention of one city with another in every text of an article. */
function moved(article: LocalSeoArticleFile, city: string): LocalSeoArticleFile {
  const text = JSON.stringify(article).split(article.city).join(city);
  return JSON.parse(text) as LocalSeoArticleFile;
}

function readArticles(dir: string): Array<{ language: string; file: string; article: LocalSeoArticleFile }> {
  return fs.readdirSync(dir).flatMap((language) =>
    fs
      .readdirSync(path.join(dir, language))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => ({
        language,
        file: path.join(dir, language, name),
        article: JSON.parse(fs.readFileSync(path.join(dir, language, name), 'utf8')) as LocalSeoArticleFile,
      })),
  );
}

/** Writes articles until the copy has `total` Local SEO articles; returns how many it wrote. */
function generateArticles(root: string, total: number): number {
  const dir = path.join(root, ARTICLES_DIR);
  const originals = readArticles(dir);
  const counts: Record<string, number> = {};
  let written = 0;
  for (let index = 0; originals.length + written < total; index += 1) {
    const { language, article: original } = originals[index % originals.length]!;
    const n = (counts[language] = (counts[language] ?? 0) + 1) - 1;
    const trade = original.slug.slice(0, original.slug.length - citySlug(original.city).length - 1);
    // Dates spread over the years before the real articles, so the newest pages stay the real ones.
    const date = new Date(Date.UTC(2023, 11, 31) - n * 86_400_000).toISOString().slice(0, 10);
    const city = townName(language, n);
    const article = moved(original, city);
    const generated = {
      ...article,
      testimonials: article.testimonials.map((testimonial, position) => ({ ...testimonial, name: personName(written * 3 + position) })),
      slug: `${trade}-${citySlug(city)}`,
      date,
      metaDescription: fittedDescription(article.metaDescription),
    };
    // The build refuses an article its type refuses: the generated ones keep to the same rules.
    const problems = problemsOf(generated);
    if (problems.length) throw new Error(`Generated article ${generated.slug}: ${problems.join('; ')}`);
    fs.writeFileSync(path.join(dir, language, `${generated.slug}.json`), `${JSON.stringify(generated, null, 2)}\n`);
    written += 1;
  }
  return written;
}

/** The resident memory of a process and all its descendants, from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

interface BuildRun {
  seconds: number;
  peakMemoryMiB: number;
  /** What the build said of its drawings and critical CSS. */
  notes: string[];
}

async function build(root: string, label: string): Promise<BuildRun> {
  const started = Date.now();
  const child = spawn(process.execPath, [require.resolve('gatsby/cli.js'), 'build'], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${label}: gatsby build exited with ${code}\n${output.slice(-4000)}`);
  const notes = output
    .split('\n')
    .filter((line) =>
      /Article images for|first screen's CSS|largest paint|onPostBuild|createPages|bootstrap finished|Building production|run queries|Building static HTML/.test(
        line,
      ),
    )
    .map((line) => stripVTControlCharacters(line).trim());
  const run = { seconds: Math.round((Date.now() - started) / 100) / 10, peakMemoryMiB: Math.round(peak / 1048576), notes };
  console.info(`${label}: ${run.seconds} s, peak memory ${run.peakMemoryMiB} MiB`);
  for (const note of notes) console.info(`  ${note}`);
  return run;
}

function directoryBytes(dir: string): number {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
}

function pageSizes(root: string): Record<string, { bytes: number; gzipBytes: number }> {
  return Object.fromEntries(
    PAGES.map((page) => {
      const html = fs.readFileSync(path.join(root, 'public', page, 'index.html'));
      return [page, { bytes: html.length, gzipBytes: zlib.gzipSync(html, { level: 9 }).length }];
    }),
  );
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `tradecraft-scale-${target}-`));
  console.info(`A copy with ${target} Local SEO articles in ${root}`);
  for (const file of execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(root, file));
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  const generated = generateArticles(root, target);
  // The real articles are never removed: below their number the copy has them all.
  const articles = readArticles(path.join(root, ARTICLES_DIR)).length;
  console.info(`${generated} articles generated beside ${articles - generated} real ones`);
  try {
    const cold = await build(root, 'cold build');
    const sizes = pageSizes(root);
    const publicMiB = Math.round(directoryBytes(path.join(root, 'public')) / 104857.6) / 10;
    // An editor changes one sentence of one article, and later another.
    const edited = path.join(root, ARTICLES_DIR, 'en', 'plumber-chicago.json');
    const edit = (sentence: string) => {
      const article = JSON.parse(fs.readFileSync(edited, 'utf8')) as LocalSeoArticleFile;
      fs.writeFileSync(edited, `${JSON.stringify({ ...article, intro: `${article.intro} ${sentence}` }, null, 2)}\n`);
    };
    edit('Call us today.');
    const firstRebuild = await build(root, 'first rebuild after the cold build, one edit');
    edit('We answer within the hour.');
    const rebuild = await build(root, 'rebuild after one edit');
    const report = {
      date: new Date().toISOString(),
      articles,
      requested: target,
      machine: { cpus: os.cpus().length, loadAverageAtEnd: os.loadavg() },
      cold,
      firstRebuild,
      rebuild,
      rebuildShareOfCold: Math.round((rebuild.seconds / cold.seconds) * 100) / 100,
      publicMiB,
      pages: sizes,
    };
    fs.mkdirSync(path.join('reports', 'bench'), { recursive: true });
    fs.writeFileSync(path.join('reports', 'bench', `scale-${target}.json`), `${JSON.stringify(report, null, 2)}\n`);
    console.info(
      [
        `\n| articles | cold build s | first rebuild s | edit rebuild s | rebuild / cold | peak memory MiB | public/ MiB | ${PAGES.map((page) => `${page} kB (gzip)`).join(' | ')} |`,
        `| --- | --- | --- | --- | --- | --- | --- | ${PAGES.map(() => '---').join(' | ')} |`,
        `| ${articles} | ${cold.seconds} | ${firstRebuild.seconds} | ${rebuild.seconds} | ${report.rebuildShareOfCold} | ${Math.max(cold.peakMemoryMiB, firstRebuild.peakMemoryMiB, rebuild.peakMemoryMiB)} | ${publicMiB} | ${PAGES.map((page) => `${Math.round(sizes[page]!.bytes / 100) / 10} (${Math.round(sizes[page]!.gzipBytes / 100) / 10})`).join(' | ')} |`,
      ].join('\n'),
    );
  } finally {
    if (!keep) fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
