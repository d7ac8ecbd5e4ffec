import React from 'react';

/**
 * A list of cards that scrolls sideways on a phone (global.css .scroll-row) and is a grid from 640 px, its columns in
 * `className`. Its frame is a named, focusable region: its cards hold nothing a keyboard could reach, and a keyboard
 * must be able to scroll it (WCAG 2.1.1). Rows of cards with links need no frame of their own.
 */
export function ScrollRow({
  label,
  ordered = false,
  className,
  testId,
  children,
}: {
  label: string;
  ordered?: boolean;
  className: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <div role="region" aria-label={label} tabIndex={0} className="scroll-frame">
      <List className={`scroll-row ${className}`} data-testid={testId}>
        {children}
      </List>
    </div>
  );
}
