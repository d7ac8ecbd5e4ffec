/** Gatsby's root element. A built page that has it is Gatsby's, with Gatsby's stylesheet and scripts to rewrite. */
const GATSBY_ROOT = 'id="___gatsby"';

/**
 * Whether a built HTML file is a page Gatsby rendered. Others (Decap CMS at /admin/, the redirect fallbacks) are
 * left as they are by every rewrite of the built pages.
 */
export const isGatsbyPage = (html: string): boolean => html.includes(GATSBY_ROOT);
