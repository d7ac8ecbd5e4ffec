import fs from 'fs';
import path from 'path';
import { nodeFileTrace } from '@vercel/nft';
import { expect, test } from './support/test';
import { FUNCTIONS_DIR, bundleFileOf } from '../../src/node/function-entries';

interface CompiledFunction {
  functionRoute: string;
  functionId: string;
  relativeCompiledFilePath: string;
}

const functions = JSON.parse(fs.readFileSync(path.join(FUNCTIONS_DIR, 'manifest.json'), 'utf8')) as CompiledFunction[];

test.describe('the built Functions', () => {
  test.skip(({ isMobile }) => isMobile, 'the build does not depend on the viewport');

  test('every form, the inbox and the tap counter is a Function', () => {
    expect(functions.map((entry) => entry.functionRoute).sort()).toEqual(['contact', 'intake', 'leads', 'newsletter', 'quote', 'tap']);
  });

  for (const { functionRoute, functionId, relativeCompiledFilePath } of functions) {
    test(`${functionRoute}: gatsby serve reloads a one-line entry, and Netlify's handler reaches the bundle and the packages it loads at run time`, async () => {
      const entry = path.join(FUNCTIONS_DIR, relativeCompiledFilePath);
      expect(fs.statSync(entry).size).toBeLessThan(512);
      expect(fs.existsSync(bundleFileOf(entry))).toBe(true);

      // The handler gatsby-adapter-netlify wrote is what Netlify packages; its bundler follows literal requires.
      const handler = path.join('.netlify', 'functions-internal', functionId, `${functionId}.js`);
      const { fileList } = await nodeFileTrace([handler], { base: process.cwd() });
      const shipped = [...fileList];
      expect(shipped).toContain(bundleFileOf(entry));
      expect(shipped).toContain('node_modules/@netlify/blobs/dist/main.cjs');
      // Forms mail where SMTP is set up, after their answer. Reading the inbox sends nothing (delivery is the forms' and
      // the background Function's), and a tap is a count: neither mails anybody.
      if (functionRoute === 'tap' || functionRoute === 'leads')
        expect(shipped).not.toContain('node_modules/nodemailer/dist/cjs/nodemailer.js');
      else expect(shipped).toContain('node_modules/nodemailer/dist/cjs/nodemailer.js');
    });
  }
});
