/**
 * `npm run test:idle`: `gatsby develop` (and so `npm run cms`) stays quiet when nobody types (issue 57). A copy of the
 * repository runs `gatsby develop` on a free loopback port; once it is ready, 60 idle seconds must bring no rebuild of
 * the development bundle and no write of the generated GraphQL types. Then one content file is touched, and exactly one
 * rebuild must follow: a counter that saw nothing would otherwise pass.
 *
 * The loop it guards against: Tailwind makes webpack watch every file under its content folders (src/), and develop
 * writes the GraphQL types after every query extraction; with the types in src/, each write started the next rebuild.
 * A copy, so the development server neither writes into the production build's public/ and .cache/ beside it nor edits
 * the working tree. IDLE_SECONDS shortens or lengthens the wait; IDLE_REBUILDS_PORT picks the port.
 */
import { execFileSync, spawn } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import config from '../gatsby-config';
import { collectOutput, waitForOutput } from '../__tests__/support/process-output';
import { filesUnder } from '../src/node/files';
import { FONT_CACHE } from '../src/node/font-subset';
import { DRAWING_CACHE } from '../src/node/raster';

const IDLE_MS = Number(process.env.IDLE_SECONDS ?? 60) * 1000;
/** A cold development server (no Gatsby cache) on a busy 2-core machine took 5 minutes to be ready. */
const READY_TIMEOUT_MS = 15 * 60_000;
/** How long the rebuild after a touch may take on a busy machine, and how long the server must then stay quiet. */
const FIRST_REBUILD_TIMEOUT_MS = 3 * 60_000;
const SETTLE_MS = 20_000;
const REBUILD = /Re-building development bundle/g;
/** What develop says when its first bundle is built and, after it, when the GraphQL types are first written. */
const READY = /Building development bundle[\s\S]*Generating GraphQL and TypeScript types/;
/** The folders a developer or the editor edits, listed when something changed in them while nobody typed. */
const SOURCE_FOLDERS = ['src', 'content', 'locales', 'static'];

const typesFile = (() => {
  const typegen = config.graphqlTypegen;
  return typeof typegen === 'object' && typegen.typesOutputPath ? typegen.typesOutputPath : path.join('src', 'gatsby-types.d.ts');
})();

function freePort(): Promise<number> {
  if (process.env.IDLE_REBUILDS_PORT) return Promise.resolve(Number(process.env.IDLE_REBUILDS_PORT));
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The repository as it stands (tracked and new files, not what git ignores), its packages and the site's own caches. */
function copyRepository(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'idle-rebuilds-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && fs.existsSync(file) && !fs.lstatSync(file).isSymbolicLink());
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(file, path.join(copy, file));
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'), 'dir');
  // Drawn covers and the font subset are kept by their content: the copy draws nothing the working tree has drawn.
  for (const cache of [DRAWING_CACHE, FONT_CACHE]) if (fs.existsSync(cache)) fs.cpSync(cache, path.join(copy, cache), { recursive: true });
  return copy;
}

/** Counts every change of a file's modification time from the moment it is called, until `close`. */
function watchWrites(file: string): { writes: () => number; close: () => void } {
  let writes = 0;
  let last = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  const watcher = fs.watch(path.dirname(file), (_event, name) => {
    if (name !== path.basename(file)) return;
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime !== undefined && mtime !== last) writes += 1;
    last = mtime;
  });
  return { writes: () => writes, close: () => watcher.close() };
}

/** Files of the source folders modified since `since` (milliseconds), relative to `root`. */
function changedSince(root: string, since: number): string[] {
  return SOURCE_FOLDERS.flatMap((folder) => filesUnder(path.join(root, folder), ''))
    .filter((file) => fs.statSync(file).mtimeMs >= since)
    .map((file) => path.relative(root, file));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const copy = copyRepository();
  const port = await freePort();
  console.info(`gatsby develop in a copy (${copy}) on http://127.0.0.1:${port}/`);
  const develop = spawn(process.execPath, [require.resolve('gatsby/cli.js'), 'develop', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: copy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    // Its own process group: develop starts a worker of its own, and both must stop with this script.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    try {
      process.kill(-develop.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('SIGINT', () => (stop(), process.exit(130)));
  process.once('SIGTERM', () => (stop(), process.exit(143)));
  const output = collectOutput(develop);
  const rebuilds = () => output().match(REBUILD)?.length ?? 0;
  const failures: string[] = [];
  try {
    const started = Date.now();
    await waitForOutput(develop, READY, 'gatsby develop', READY_TIMEOUT_MS);
    const response = await fetch(`http://127.0.0.1:${port}/`);
    if (!response.ok) throw new Error(`gatsby develop answered / with ${response.status}`);
    console.info(`Ready after ${Math.round((Date.now() - started) / 1000)} s; ${IDLE_MS / 1000} s with nobody typing`);

    const typeWrites = watchWrites(path.join(copy, typesFile));
    const idleFrom = Date.now();
    const rebuildsBefore = rebuilds();
    await sleep(IDLE_MS);
    const idleRebuilds = rebuilds() - rebuildsBefore;
    const idleTypeWrites = typeWrites.writes();
    typeWrites.close();
    console.info(`While idle: ${idleRebuilds} rebuilds of the development bundle, ${idleTypeWrites} writes of ${typesFile}`);
    if (idleRebuilds || idleTypeWrites) {
      const changed = changedSince(copy, idleFrom);
      failures.push(
        `gatsby develop rebuilt ${idleRebuilds} times and wrote ${typesFile} ${idleTypeWrites} times in ${IDLE_MS / 1000} idle s` +
          (changed.length ? `; files written meanwhile under ${SOURCE_FOLDERS.join(', ')}: ${changed.join(', ')}` : ''),
      );
    }

    // An editor's save: the first article's file, touched, must bring exactly one rebuild.
    const touched = filesUnder(path.join(copy, 'content', 'articles'), '.mdx')[0];
    if (!touched) throw new Error('No .mdx article under content/articles to touch');
    const rebuildsBeforeTouch = rebuilds();
    const now = new Date();
    fs.utimesSync(touched, now, now);
    for (const deadline = Date.now() + FIRST_REBUILD_TIMEOUT_MS; rebuilds() === rebuildsBeforeTouch && Date.now() < deadline;)
      await sleep(500);
    // Then as long as it takes to stay quiet for SETTLE_MS: a second rebuild would be the loop again.
    let seen = rebuilds();
    for (let quietSince = Date.now(); Date.now() - quietSince < SETTLE_MS; await sleep(500)) {
      if (rebuilds() !== seen) [seen, quietSince] = [rebuilds(), Date.now()];
    }
    const touchRebuilds = rebuilds() - rebuildsBeforeTouch;
    console.info(`After touching ${path.relative(copy, touched)}: ${touchRebuilds} rebuilds`);
    if (touchRebuilds !== 1) failures.push(`touching ${path.relative(copy, touched)} brought ${touchRebuilds} rebuilds, not exactly 1`);
  } finally {
    stop();
    await new Promise((resolve) => (develop.exitCode === null ? develop.once('exit', resolve) : resolve(null)));
    fs.rmSync(copy, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`\n${failures.join('\n')}\n\ngatsby develop said, last:\n${output().slice(-3000)}`);
    process.exit(1);
  }
  console.info('gatsby develop is quiet when nobody types, and rebuilds once for a saved file');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
