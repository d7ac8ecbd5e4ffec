import React from 'react';
import { Link } from 'gatsby';
import { Icon } from './Icon';

/** A link back to where the page belongs (the blog, the home page), its arrow before the words. */
export function BackLink({
  to,
  className,
  testId,
  children,
}: {
  to: string;
  className: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Link to={to} className={className} data-testid={testId}>
      <Icon name="ArrowLeft" className="h-4 w-4" />
      {children}
    </Link>
  );
}
