/**
 * The built Functions as Netlify ships them: Gatsby's own compiled files, reached from the handlers
 * gatsby-adapter-netlify wrote. Runs after `gatsby build` and before anything serves the build: `gatsby serve` (npm
 * start, the browser tests' server) splits each compiled file into an entry and its bundle first
 * (src/node/function-entries.ts), a layout Netlify never sees. The lead flow itself runs on Netlify's runtime in
 * `npm run test:netlify`.
 */
import fs from 'fs';
import path from 'path';
import { nodeFileTrace } from '@vercel/nft';
import { FUNCTIONS_DIR, SPLIT_ENTRY_MARK } from '../../src/node/function-entries';

interface CompiledFunction {
  functionRoute: string;
  functionId: string;
  relativeCompiledFilePath: string;
}

const functions = JSON.parse(fs.readFileSync(path.join(FUNCTIONS_DIR, 'manifest.json'), 'utf8')) as CompiledFunction[];

test('every form, the inbox and the tap counter is a Function', () => {
  expect(functions.map((entry) => entry.functionRoute).sort()).toEqual(['contact', 'intake', 'leads', 'newsletter', 'quote', 'tap']);
});

describe.each(functions)('$functionRoute', ({ functionRoute, functionId, relativeCompiledFilePath }) => {
  const compiled = path.join(FUNCTIONS_DIR, relativeCompiledFilePath);

  test('is the file Gatsby compiled, not an entry gatsby serve split off', () => {
    expect(fs.readFileSync(compiled, 'utf8').startsWith(SPLIT_ENTRY_MARK)).toBe(false);
  });

  test("Netlify's handler reaches it and the packages it loads at run time, and no mailer where nothing is mailed", async () => {
    // The handler gatsby-adapter-netlify wrote is what Netlify packages; its bundler follows literal requires.
    const handler = path.join('.netlify', 'functions-internal', functionId, `${functionId}.js`);
    const { fileList } = await nodeFileTrace([handler], { base: process.cwd() });
    const shipped = [...fileList];
    expect(shipped).toContain(compiled.split(path.sep).join('/'));
    expect(shipped).toContain('node_modules/@netlify/blobs/dist/main.cjs');
    // Forms mail where SMTP is set up, after their answer. Reading the inbox sends nothing (delivery is the forms' and
    // the background Function's), and a tap is a count: neither mails anybody.
    const mailer = 'node_modules/nodemailer/dist/cjs/nodemailer.js';
    if (functionRoute === 'tap' || functionRoute === 'leads') expect(shipped).not.toContain(mailer);
    else expect(shipped).toContain(mailer);
  });
});
