import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';

/**
 * A page's body as React renders it, once everything it waits for (the islands' lazy forms) is there: Gatsby's own
 * renderer, which this replaces through `replaceRenderer` (gatsby-ssr.tsx), streams it with React 18's Node writer,
 * and that writer sends its whole 2 kB buffer when a character of two or more bytes does not fit in what is left of
 * it, unused zero bytes and all: /nl/ carried a NUL inside "Eén" (fixed in React 19, facebook/react#26228, never in
 * 18). React's web-streams writer sends only the bytes it wrote; they are joined and decoded once, so a character
 * split between two chunks is whole again, and a broken sequence stops the build instead of reaching a page.
 */
export async function renderBodyHtml(element: ReactElement): Promise<string> {
  let renderError: unknown;
  const stream = await renderToReadableStream(element, {
    onError(error) {
      renderError ??= error;
    },
  });
  await stream.allReady;
  if (renderError) throw renderError;
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
