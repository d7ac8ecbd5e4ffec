import React from 'react';
import { Link, navigate } from 'gatsby';
import { pagePath, sectionPath } from '../../lib/routes';
import { useCurrentPage } from './page';
import { sectionOf, type NavTarget } from '../../lib/navigation';
import { SECTION_ISLANDS } from '../forms/islands';
import { showNavigationStarted } from '../../browser/navigation-feedback';

interface NavTargetLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: NavTarget;
}

/** A plain left click, which the link handles itself (not a new tab, not a download). */
const plainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link to a page, or to a home-page section: on the home page a plain in-page anchor (smooth scroll via
 * CSS), elsewhere a link to the language's home page with the section's hash. A section that shows a form (the
 * intake) gets its form's code before the page changes, so it arrives drawn, not as an empty card that fills later.
 */
export function NavTargetLink({ to: target, children, onClick, ...rest }: NavTargetLinkProps) {
  const { pageId, language } = useCurrentPage();
  if (target.kind === 'section') {
    if (pageId === 'home') {
      return (
        <a href={`#${target.anchor}`} onClick={onClick} {...rest}>
          {children}
        </a>
      );
    }
    const to = sectionPath(language, target.anchor);
    const form = SECTION_ISLANDS[target.anchor];
    const loadFormFirst = (event: React.MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (!form || !plainClick(event)) return;
      event.preventDefault();
      showNavigationStarted(event.currentTarget);
      // Offline or failed: Gatsby's navigation then reloads the page, which draws the form from the server. Not awaited
      // (`void`): the click handler returns at once.
      void form
        .preload()
        .catch(() => undefined)
        .then(() => navigate(to));
    };
    return (
      <Link to={to} onClick={loadFormFirst} {...rest}>
        {children}
      </Link>
    );
  }
  // The page itself is the current page; a blog listing or article sits within the blog.
  const current = pageId === target.page ? 'page' : sectionOf(pageId) === target.page ? 'true' : undefined;
  return (
    <Link to={pagePath(target.page, language)} aria-current={current} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
