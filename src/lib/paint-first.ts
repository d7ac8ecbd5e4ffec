/**
 * Gatsby ends every page with `<script src="…" async>` tags for its runtime, React and the app. Async scripts
 * that arrive while the HTML is still being parsed run before the first paint, and Lighthouse's simulated
 * mobile load then counts their evaluation before the largest paint: the text and images a visitor came for
 * waited for hydration work (LCP 1.4x the same page without scripts). The loader that replaces them starts
 * the same scripts right after the first frame has painted, in the same order, still async.
 */
const GATSBY_SCRIPTS = /(?:<script src="[^"]+\.js" async><\/script>\s*)+(?=<!-- slice-end id="_gatsby-scripts)/;
const SCRIPT_SOURCE = /<script src="([^"]+\.js)" async><\/script>/g;

/** The inline loader for these scripts: after the first frame, or at once in a tab that does not paint. */
export function paintFirstLoader(sources: string[]): string {
  const list = JSON.stringify(sources);
  return (
    `(function(){var s=${list},d=false;function l(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement("script");` +
    `e.src=u;e.async=true;document.body.appendChild(e)})}if(document.hidden){l()}else{requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1000)}})()`
  );
}

/** The page with Gatsby's script tags replaced by the paint-first loader; unchanged when it has none. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const block = GATSBY_SCRIPTS.exec(html);
  if (!block) return html;
  const sources = [...block[0].matchAll(SCRIPT_SOURCE)].map((match) => match[1]!);
  return html.replace(block[0], `<script id="paint-first">${paintFirstLoader(sources)}</script>`);
}
