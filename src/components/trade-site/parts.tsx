import React, { type CSSProperties, type ReactNode } from 'react';
import type { SitePreviewModel } from '../../lib/site-preview/model';
import { PREVIEW_FONTS } from '../../lib/site-preview/fonts';
import type { PreviewTheme } from '../../lib/site-preview/theme';
import { Icon } from '../ui/Icon';

/** What every site we draw for a tradesperson shares (the free sketch, a portfolio client's site): theme, type, call button. */

export type HeadingLevel = 1 | 2 | 3 | 4 | 5;
type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The theme as CSS variables, which the classes below read. */
export function themeVariables(theme: PreviewTheme): CSSProperties {
  return {
    '--ts-hero': theme.hero,
    '--ts-hero-text': theme.heroText,
    '--ts-hero-muted': theme.heroMuted,
    '--ts-accent': theme.accent,
    '--ts-accent-text': theme.accentText,
    '--ts-page': theme.page,
    '--ts-surface': theme.surface,
    '--ts-ink': theme.ink,
    '--ts-muted': theme.muted,
    '--ts-line': theme.line,
    '--ts-radius': `${theme.radius}px`,
    fontFamily: PREVIEW_FONTS.sans,
  } as CSSProperties;
}

/** Headings in the style's type: serif or sans, weight, capitals with tracking for luxury. */
export function headingStyle(theme: PreviewTheme): CSSProperties {
  return {
    fontFamily: theme.serif ? PREVIEW_FONTS.serif : PREVIEW_FONTS.sans,
    fontWeight: theme.headingWeight,
    textTransform: theme.uppercase ? 'uppercase' : undefined,
    letterSpacing: theme.tracking ? `${theme.tracking}em` : undefined,
  };
}

export function Heading({
  level,
  id,
  className,
  style,
  children,
}: {
  level: number;
  id?: string;
  className: string;
  style: CSSProperties;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(Math.max(level, 1), 6)}` as HeadingTag;
  return (
    <Tag id={id} className={className} style={style}>
      {children}
    </Tag>
  );
}

export const BUTTON =
  'inline-flex min-h-[48px] max-w-full items-center justify-center gap-2 rounded-[var(--ts-radius)] px-5 py-2.5 text-base font-bold [overflow-wrap:anywhere]';

/** A second action beside the main one, on the hero's or the contact band's colour. */
export const OUTLINE_BUTTON = `${BUTTON} border-2 border-[var(--ts-hero-text)] text-[var(--ts-hero-text)]`;

/**
 * The call button: a `tel:` link with their number; without a dialable number, its label alone. `outline` where
 * calling is the second action (a salon books first, a roofer quotes first).
 */
export function CallButton({
  model,
  className = '',
  testId,
  outline = false,
}: {
  model: Pick<SitePreviewModel, 'callLabel' | 'phone'>;
  className?: string;
  testId?: string;
  outline?: boolean;
}) {
  const classes = `${outline ? OUTLINE_BUTTON : `${BUTTON} bg-[var(--ts-accent)] text-[var(--ts-accent-text)]`} ${className}`;
  const content = (
    <>
      <Icon name="Phone" className="h-5 w-5 shrink-0" />
      <span>{model.callLabel}</span>
    </>
  );
  return model.phone?.href ? (
    <a href={model.phone.href} className={`${classes} hover:brightness-110`} data-testid={testId}>
      {content}
    </a>
  ) : (
    <span className={classes} data-testid={testId}>
      {content}
    </span>
  );
}
