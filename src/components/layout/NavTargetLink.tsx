import React from 'react';
import { Link } from 'gatsby';
import { pagePath, sectionPath } from '../../lib/routes';
import { useCurrentPage } from './page';
import { sectionOf, type NavTarget } from '../../lib/navigation';

interface NavTargetLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: NavTarget;
}

/**
 * A link to a page, or to a home-page section: on the home page a plain in-page anchor (smooth scroll via
 * CSS), elsewhere a link to the language's home page with the section's hash.
 */
export function NavTargetLink({ to: target, children, ...rest }: NavTargetLinkProps) {
  const { pageId, language } = useCurrentPage();
  if (target.kind === 'section') {
    if (pageId === 'home') {
      return (
        <a href={`#${target.anchor}`} {...rest}>
          {children}
        </a>
      );
    }
    return (
      <Link to={sectionPath(language, target.anchor)} {...rest}>
        {children}
      </Link>
    );
  }
  // The page itself is the current page; a blog listing or article sits within the blog.
  const current = pageId === target.page ? 'page' : sectionOf(pageId) === target.page ? 'true' : undefined;
  return (
    <Link to={pagePath(target.page, language)} aria-current={current} {...rest}>
      {children}
    </Link>
  );
}
