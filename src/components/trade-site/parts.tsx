import React, { type CSSProperties, type ImgHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import type { SitePreviewModel } from '../../lib/site-preview/model';
import { PREVIEW_FONTS } from '../../lib/site-preview/fonts';
import type { PreviewTheme } from '../../lib/site-preview/theme';
import { responsiveImage } from '../../lib/responsive-image';
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

// The shared pieces below are plain functions rather than components: a component's named props cost the case site
// and the sketch more script bytes (measured with gzip -9 on the built chunks).

/** A 3:2 picture of the trade's work from its responsive set; the caller gives its sizes, alt text and frame. */
export function photo(
  base: string,
  sizes: string,
  alt: string,
  attributes: ImgHTMLAttributes<HTMLImageElement> & { 'data-testid'?: string },
) {
  const image = responsiveImage(base);
  return <img src={image.src} srcSet={image.srcSet} sizes={sizes} width={1200} height={800} alt={alt} decoding="async" {...attributes} />;
}

/** The name's letters in an accent square: the sketch's mark, and a client's monogram logo. */
export function monogram(letters: string, fontFamily: CSSProperties['fontFamily'], className: string) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-[var(--ts-radius)] bg-[var(--ts-accent)] font-extrabold text-[var(--ts-accent-text)] ${className}`}
      style={{ fontFamily }}
    >
      {letters}
    </span>
  );
}

/** In-page links scroll without touching the address: the preview page's fragment holds the visitor's answers. */
export function scrollToSection(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const section = document.getElementById(target);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The header's links to the site's own sections; the colours are the header's. */
export function siteNav(label: string, items: readonly { label: string; target: string }[], listClassName: string, linkClassName: string) {
  return (
    <nav aria-label={label} className="w-full @4xl:w-auto">
      <ul className={`flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold ${listClassName}`}>
        {items.map((item) => (
          <li key={item.target}>
            <a href={`#${item.target}`} onClick={(event) => scrollToSection(event, item.target)} className={linkClassName}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The days of a line of opening hours, marked with a clock. */
export function hoursDays(days: string) {
  return (
    <dt className="inline-flex items-center gap-2 font-semibold">
      <Icon name="Clock" className="h-4 w-4 shrink-0 text-[var(--ts-muted)]" />
      {days}
    </dt>
  );
}
