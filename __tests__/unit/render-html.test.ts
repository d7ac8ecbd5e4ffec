import React, { Suspense, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { renderBodyHtml } from '../../src/node/render-html';

/**
 * Text of two-byte characters at every offset around React's 2 kB write buffer: with React 18's Node stream (Gatsby's
 * own renderer) one of these offsets leaves a byte of the buffer free before "é", and the whole buffer went out, a
 * zero byte in "Eén" (the built /nl/, issue 49).
 */
function headingsAcrossTheBuffer(padding: number) {
  return React.createElement(
    'main',
    null,
    React.createElement('p', null, 'a'.repeat(padding)),
    ...Array.from({ length: 400 }, (_, index) => React.createElement('h3', { key: index }, 'Eén vast bedrag per maand')),
  );
}

describe("a page's body rendered for the build", () => {
  test('holds exactly the characters React rendered, at every offset of its write buffer: no NUL, no broken character', async () => {
    for (let padding = 0; padding < 12; padding += 1) {
      const page = headingsAcrossTheBuffer(padding);
      const html = await renderBodyHtml(page);
      expect([padding, html.includes('\0'), html.includes('\uFFFD')]).toEqual([padding, false, false]);
      expect(html).toBe(renderToString(page));
    }
  });

  test("waits for what a page's islands load lazily, as Gatsby's renderer did", async () => {
    const Form = lazy(() => Promise.resolve({ default: () => React.createElement('form', null, 'Je naam') }));
    const html = await renderBodyHtml(React.createElement(Suspense, { fallback: null }, React.createElement(Form)));
    expect(html).toContain('<form>Je naam</form>');
  });

  test('a component that throws stops the build', async () => {
    const Broken = () => {
      throw new Error('no data for this page');
    };
    await expect(renderBodyHtml(React.createElement('div', null, React.createElement(Broken)))).rejects.toThrow('no data for this page');
  });
});
