/**
 * Sections marked `.defer-render` (src/styles/global.css) are laid out only when they near the viewport;
 * until then each stands in at a placeholder height. A jump to a section computes its target from those
 * placeholders and lands off target as the sections it passes take their real height. So before any such
 * jump the page renders every deferred section: the class below switches the deferral off for good.
 */
export const RENDER_ALL_CLASS = 'render-all-sections';

/** The part of a location a same-page jump compares: which document it is in. */
interface DocumentLocation {
  origin: string;
  pathname: string;
  search: string;
}

/** True when following `href` from `location` scrolls within the same document to a fragment. */
export function isSameDocumentJump(href: string, location: DocumentLocation): boolean {
  let target: URL;
  try {
    target = new URL(href, `${location.origin}${location.pathname}${location.search}`);
  } catch {
    return false;
  }
  return (
    target.hash.length > 1 &&
    target.origin === location.origin &&
    target.pathname === location.pathname &&
    target.search === location.search
  );
}
