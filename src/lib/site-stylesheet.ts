/**
 * Gatsby writes the whole stylesheet (every page's rules) into the head of every page. A page sends only the
 * rules its first screen uses (src/node/critical-css-head.tsx puts them there); the whole stylesheet, one file that every page
 * shares and the browser caches, is asked for once the first screen has been drawn (src/page-loader/steps.ts), so that
 * it takes no bandwidth from what that screen still needs (the font, the largest image). Below the first screen the
 * sections are laid out only as they near the viewport (`.defer-render`).
 */
const FONT_FACE = /@font-face\{[^{}]*\}/g;

/**
 * The stylesheet's font faces, and the rest. Every page carries the faces in its first screen's rules (Inter and the
 * local fonts fitted to it), and the shared stylesheet is the rest: were it to declare them again, the browser would
 * take them for new faces, match text to them anew and lay the page out again when the stylesheet applied, a second
 * swap after the one Inter's arrival makes (font-display: swap).
 */
export function splitFontFaces(css: string): { fontFaces: string; rest: string } {
  return { fontFaces: (css.match(FONT_FACE) ?? []).join(''), rest: css.replace(FONT_FACE, '') };
}
