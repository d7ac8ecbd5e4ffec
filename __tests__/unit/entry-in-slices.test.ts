/**
 * EntryInSlicesPlugin (src/node/webpack.ts) on a real webpack build shaped as Gatsby's: a runtime chunk, a `framework`
 * chunk and an `app` entry chunk. Its output runs in a VM whose tasks the test runs one at a time.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import vm from 'vm';
import webpack, { type Configuration } from 'webpack';
import { EntryInSlicesPlugin } from '../../src/node/webpack';

const FRAMEWORK_MODULES = 12;

function writeFixture(dir: string) {
  fs.mkdirSync(path.join(dir, 'framework'), { recursive: true });
  const names = Array.from({ length: FRAMEWORK_MODULES }, (_, index) => `part${index}`);
  for (const name of names)
    fs.writeFileSync(path.join(dir, 'framework', `${name}.js`), `globalThis.evaluated.push('${name}'); module.exports = '${name}';\n`);
  fs.writeFileSync(
    path.join(dir, 'app.js'),
    `const parts = [${names.map((name) => `require('./framework/${name}')`).join(', ')}];\nglobalThis.evaluated.push('entry:' + parts.length);\n`,
  );
}

/** Adds a line to the app chunk's startup before EntryInSlicesPlugin sees it, as a future webpack might. */
class StartupAddition {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('StartupAddition', (compilation) => {
      compiler.webpack.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation).renderStartup.tap(
        'StartupAddition',
        (source, _module, { chunk }) =>
          chunk.name === 'app' ? new compiler.webpack.sources.ConcatSource(source, 'globalThis.evaluated.push("added");\n') : source,
      );
    });
  }
}

function build(dir: string, splitFramework: boolean, before: webpack.WebpackPluginInstance[] = []): Promise<webpack.Stats> {
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: { app: './app.js' },
    output: { path: path.join(dir, 'out'), filename: '[name].js' },
    optimization: {
      minimize: false,
      runtimeChunk: { name: 'webpack-runtime' },
      splitChunks: splitFramework
        ? { cacheGroups: { framework: { test: /[\\/]framework[\\/]/, name: 'framework', chunks: 'all', enforce: true } } }
        : false,
    },
    plugins: [...before, new EntryInSlicesPlugin()],
  };
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats))),
  );
}

/** Runs the chunks as script tags would, in one VM; `runTask` runs the next task a `setTimeout` queued. */
function browserWith(clockStepMs: number) {
  const tasks: Array<() => void> = [];
  let now = 0;
  const context = vm.createContext({
    evaluated: [] as string[],
    // Every read of the clock moves it on: each module costs `clockStepMs`.
    performance: { now: () => (now += clockStepMs) },
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  context.self = context;
  context.window = context;
  context.globalThis = context;
  return {
    context,
    runScript: (file: string) => vm.runInContext(fs.readFileSync(file, 'utf8'), context),
    runTask: () => tasks.shift()?.(),
    pendingTasks: () => tasks.length,
  };
}

describe('EntryInSlicesPlugin', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-in-slices-'));
    writeFixture(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("evaluates the framework's modules a few at a time, then runs the entry in a task of its own", async () => {
    const stats = await build(dir, true);
    expect(stats.hasErrors()).toBe(false);
    const browser = browserWith(1);
    for (const chunk of ['webpack-runtime', 'framework', 'app']) browser.runScript(path.join(dir, 'out', `${chunk}.js`));
    const evaluated = browser.context.evaluated as string[];
    // The app's script has run: some of React's modules are evaluated, the entry is not.
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThan(FRAMEWORK_MODULES);
    let tasks = 0;
    while (browser.pendingTasks() > 0 && !evaluated.some((entry) => entry.startsWith('entry'))) {
      browser.runTask();
      tasks += 1;
    }
    // Every module once, the entry last, with what it required.
    expect(evaluated).toHaveLength(FRAMEWORK_MODULES + 1);
    expect(new Set(evaluated).size).toBe(FRAMEWORK_MODULES + 1);
    expect(evaluated.at(-1)).toBe(`entry:${FRAMEWORK_MODULES}`);
    expect(tasks).toBeGreaterThan(2);
  });

  test('the same order whichever chunk arrives last', async () => {
    await build(dir, true);
    const browser = browserWith(0);
    for (const chunk of ['app', 'framework', 'webpack-runtime']) browser.runScript(path.join(dir, 'out', `${chunk}.js`));
    while (browser.pendingTasks() > 0) browser.runTask();
    expect((browser.context.evaluated as string[]).at(-1)).toBe(`entry:${FRAMEWORK_MODULES}`);
  });

  test("stops the build when webpack's startup holds anything besides the call it replaces", async () => {
    const stats = await build(dir, true, [new StartupAddition()]);
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString({ all: false, errors: true })).toContain("webpack's startup of the app chunk is not the one this replaces");
  });

  test('stops the build when the app chunk waits for no framework chunk', async () => {
    const stats = await build(dir, false);
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString({ all: false, errors: true })).toContain("Gatsby's or webpack's output changed shape");
  });
});
