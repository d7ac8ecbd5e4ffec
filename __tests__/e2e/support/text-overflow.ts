import type { Page } from '@playwright/test';

/**
 * Every run of text that sticks out of a box holding it, sideways: "inbegrepen" past the edge of its card, a long
 * Dutch compound past a button. Each text node's drawn lines must lie inside every block box around it, out to the
 * first box that is placed on purpose (absolutely positioned), scrolls (a row that scrolls sideways holds cards
 * outside its view) or clips it deliberately (an ellipsis, a line clamp). Text hidden from sight (screen-reader
 * labels, drawings' SVG text, the honeypot placed off the page) is not looked at. Sideways only: a line box may be
 * shorter than its font's ascent and descent by design (tight headings), so a vertical check would cry wolf.
 */
export async function textOutsideItsBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}.${[...element.classList].slice(0, 4).join('.')}`;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text) continue;
      if (parent.closest('script, style, noscript, template, svg, .sr-only, [hidden]')) continue;
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.visibility !== 'visible' || Number(parentStyle.opacity) === 0) continue;
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (lines.length === 0) continue;
      const left = Math.min(...lines.map((rect) => rect.left));
      const right = Math.max(...lines.map((rect) => rect.right));
      // Placed off the page on purpose: the forms' honeypot field.
      if (right <= 0) continue;
      for (let box: Element | null = parent; box && box !== document.documentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.display === 'inline' || style.display === 'contents') continue;
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') break;
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') break;
        const edges = box.getBoundingClientRect();
        if (edges.width === 0) break;
        // A pixel of anti-aliasing and sub-pixel layout either side.
        if (left < edges.left - 1 || right > edges.right + 1) {
          const by = Math.round(Math.max(edges.left - left, right - edges.right));
          problems.push(`"${text.slice(0, 40)}" sticks ${by} px out of ${describe(box)}`);
          break;
        }
        if (style.position === 'absolute' || style.position === 'fixed') break;
      }
    }
    return problems;
  });
}

/**
 * Every word the page draws on two lines where its language gives no hyphenation: "Gezichts|behandeling" cut by
 * `overflow-wrap` in a box too narrow for it. A word may break after a hyphen or a slash it contains, and at a
 * hyphenation point where the text's language is set (`lang`) and `hyphens: auto` applies; anywhere else it moves to
 * the next line whole. Each word's rectangles are compared: on two lines, their tops differ.
 */
export async function wordsBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    // A browser without hyphenation dictionaries (Chromium on Linux without its downloaded ones, as here) breaks such a
    // word where overflow-wrap does, mid-word: there, `hyphens: auto` excuses nothing.
    const probe = document.createElement('p');
    probe.lang = 'nl';
    probe.style.cssText = 'position:absolute;visibility:hidden;width:4em;hyphens:auto;overflow-wrap:normal';
    probe.textContent = 'arbeidsongeschiktheidsverzekering';
    document.body.append(probe);
    const browserHyphenates = probe.scrollWidth <= probe.clientWidth;
    probe.remove();
    // Letters and digits between the places a line may break anyway: spaces, hyphens, slashes.
    const word = /[\p{L}\p{N}'’]{2,}/gu;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !text.trim()) continue;
      if (parent.closest('script, style, noscript, template, svg, .sr-only, [hidden]')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible' || style.display === 'none') continue;
      const language = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      if (style.hyphens === 'auto' && /^(en|nl)\b/.test(language) && browserHyphenates) continue;
      for (const match of text.matchAll(word)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        // Placed off the page on purpose: the forms' honeypot field.
        if (rects.every((rect) => rect.right <= 0)) continue;
        const tops = rects.map((rect) => Math.round(rect.top));
        if (Math.max(...tops) - Math.min(...tops) > 2) {
          broken.push(`"${match[0]}" in ${parent.tagName.toLowerCase()}.${[...parent.classList].slice(0, 4).join('.')}`);
        }
      }
    }
    return broken;
  });
}
