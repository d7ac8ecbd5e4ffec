import { RENDER_ALL_CLASS, isSameDocumentJump } from '../lib/deferred-render';

/** Renders every deferred section now, so the next scroll to a section lands where it should. */
export function renderAllSections(root: HTMLElement = document.documentElement): void {
  root.classList.add(RENDER_ALL_CLASS);
}

/**
 * Before the browser follows an in-page link (`<a href="#contact">`), render every deferred section. The
 * listener runs in the capture phase, ahead of the navigation that computes the scroll target.
 */
export function renderAllSectionsBeforeJumps(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null;
      const href = link?.getAttribute('href');
      if (href && isSameDocumentJump(href, doc.location)) renderAllSections(doc.documentElement);
    },
    { capture: true },
  );
}
