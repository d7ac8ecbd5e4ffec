import React, { type CSSProperties, type ReactNode } from 'react';
import type { CaseSiteModel } from '../../lib/case-site/model';
import { PREVIEW_FONTS } from '../../lib/site-preview/fonts';
import { headingStyle, monogram } from '../trade-site/parts';

/**
 * The client's logo, drawn from its name as its case says (site.logo): letters in a square (monogram), the name set in
 * two weights (wordmark), letters and name in a bordered plate (badge), letters in a ringed seal with the founding year
 * (emblem), or the name in italic serif with a stroke (script); the tagline beneath.
 */
export function Logo({ model, inverse = false }: { model: CaseSiteModel; inverse?: boolean }) {
  const { logo, theme } = model;
  const heading = headingStyle(theme);
  const ink = inverse ? 'text-[var(--ts-hero-text)]' : 'text-[var(--ts-ink)]';
  const muted = inverse ? 'text-[var(--ts-hero-muted)]' : 'text-[var(--ts-muted)]';
  const tagline = <span className={`block text-xs font-semibold leading-snug ${muted} [overflow-wrap:anywhere]`}>{logo.tagline}</span>;
  // A mark (letters, a plate, a seal) with the name and tagline beside it.
  const besideName = (className: string, mark: ReactNode) => (
    <span className={className} data-logo={logo.mark}>
      {mark}
      <span className="min-w-0">
        <span className={`block text-lg leading-tight ${ink} [overflow-wrap:anywhere]`} style={heading} data-testid="case-site-name">
          {model.name}
        </span>
        {tagline}
      </span>
    </span>
  );

  // A line of the emblem's seal, centred on it in the accent's text colour.
  const sealLine = (y: string, fontSize: string, fontFamily: CSSProperties['fontFamily'], text: ReactNode, letterSpacing?: string) => (
    <text
      x="32"
      y={y}
      textAnchor="middle"
      fontSize={fontSize}
      fontWeight="700"
      letterSpacing={letterSpacing}
      fill="var(--ts-accent-text)"
      style={{ fontFamily }}
    >
      {text}
    </text>
  );

  switch (logo.mark) {
    case 'monogram':
      return besideName('flex min-w-0 items-center gap-3', monogram(logo.letters, heading.fontFamily, 'h-12 w-12 text-lg'));
    case 'wordmark':
      return (
        <span className="block min-w-0" data-logo="wordmark">
          <span className={`block leading-none ${ink} [overflow-wrap:anywhere]`} data-testid="case-site-name">
            <span className="text-2xl" style={{ ...heading, fontWeight: 800 }}>
              {logo.lines[0]}
            </span>{' '}
            <span className="text-lg" style={{ ...heading, fontWeight: 400 }}>
              {logo.lines[1]}
            </span>
          </span>
          <span aria-hidden="true" className="mt-1.5 block h-1 w-10 bg-[var(--ts-accent)]" />
          <span className="mt-1 block">{tagline}</span>
        </span>
      );
    case 'badge':
      return besideName(
        `inline-flex min-w-0 max-w-full items-center gap-3 rounded-[var(--ts-radius)] border-2 px-3 py-1.5 ${inverse ? 'border-[var(--ts-hero-muted)]' : 'border-[var(--ts-ink)]'}`,
        <span
          aria-hidden="true"
          className={`shrink-0 border-r-2 pr-3 text-xl font-extrabold ${ink} border-current`}
          style={{ fontFamily: heading.fontFamily }}
        >
          {logo.letters}
        </span>,
      );
    case 'emblem':
      return besideName(
        'flex min-w-0 items-center gap-3',
        <svg aria-hidden="true" viewBox="0 0 64 64" className="h-14 w-14 shrink-0">
          <circle cx="32" cy="32" r="30" fill="var(--ts-accent)" />
          <circle cx="32" cy="32" r="25" fill="none" stroke="var(--ts-accent-text)" strokeWidth="1.5" strokeDasharray="2 3" />
          {sealLine('37', '17', heading.fontFamily, logo.letters)}
          {sealLine('50', '7', PREVIEW_FONTS.sans, model.since, '1')}
        </svg>,
      );
    case 'script':
      return (
        <span className="block min-w-0" data-logo="script">
          <span
            className={`block text-2xl italic leading-tight ${ink} [overflow-wrap:anywhere]`}
            style={{ fontFamily: PREVIEW_FONTS.serif, fontWeight: 400 }}
            data-testid="case-site-name"
          >
            {model.name}
          </span>
          <svg aria-hidden="true" viewBox="0 0 120 8" className="block h-2 w-28" preserveAspectRatio="none">
            <path d="M2 6 C 30 0, 60 8, 118 2" fill="none" stroke="var(--ts-accent)" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {tagline}
        </span>
      );
  }
}
