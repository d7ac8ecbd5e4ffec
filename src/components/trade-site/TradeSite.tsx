import React, { useId } from 'react';
import type { SitePreviewModel } from '../../lib/site-preview/model';
import type { SiteSection } from '../../lib/site-preview/kinds';
import { Icon } from '../ui/Icon';
import { CallButton, Heading, headingStyle, monogram, photo, scrollToSection, siteNav, themeVariables, type HeadingLevel } from './parts';
import { Actions, HALF_SECTIONS, SECTION_COMPONENTS, type SectionProps } from './sections';

/** The sections in order, consecutive half-width ones (prices and hours, reviews and area) paired side by side. */
function rowsOf(sections: readonly SiteSection[]): SiteSection[][] {
  const rows: SiteSection[][] = [];
  for (const section of sections) {
    const last = rows[rows.length - 1];
    if (last && last.length === 1 && HALF_SECTIONS.has(section) && HALF_SECTIONS.has(last[0]!)) last.push(section);
    else rows.push([section]);
  }
  return rows;
}

/**
 * A visitor's (or a portfolio client's) website as a real page: header with their name, nav, a hero with the picture of
 * their trade's work and its first action, then the sections the trade's kind gives (src/lib/site-preview/kinds.ts): a
 * call-out trade's emergency line, an appointment trade's prices and hours, a project trade's work. It answers its
 * own box's width (container queries), so one page serves a phone-wide strip, a column beside the intake and a full
 * page. Colours and type come from the chosen style (theme.ts); words only from the model.
 */

export function TradeSite({
  model,
  headingLevel = 2,
  className = '',
}: {
  model: SitePreviewModel;
  /** The level of the hero's headline in the host page's outline; the sections' headings are one below it. */
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  const { theme } = model;
  const prefix = `ts${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const ids = Object.fromEntries(Object.keys(SECTION_COMPONENTS).map((section) => [section, `${prefix}-${section}`])) as Record<
    SiteSection,
    string
  >;
  const heading = headingStyle(theme);
  const nav = model.nav.map((item) => ({ label: item.label, target: ids[item.section] }));

  return (
    <div
      className={`@container ${className}`}
      style={themeVariables(theme)}
      data-testid="trade-site"
      data-style={theme.style}
      data-kind={model.kind}
    >
      <div className="overflow-hidden bg-[var(--ts-page)] text-base leading-relaxed text-[var(--ts-ink)]">
        <header className="border-b border-[var(--ts-line)]">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 @3xl:px-8">
            <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
              {monogram(model.initials, heading.fontFamily, 'h-11 w-11 text-base')}
              <p
                className="min-w-0 text-lg leading-snug [overflow-wrap:anywhere] @3xl:text-xl"
                style={heading}
                data-testid="trade-site-name"
              >
                {model.name}
              </p>
            </div>
            {siteNav(
              model.name,
              nav,
              'text-[var(--ts-muted)]',
              'inline-flex min-h-[44px] items-center hover:text-[var(--ts-ink)] hover:underline',
            )}
            <CallButton model={model} className="hidden @4xl:inline-flex" />
          </div>
        </header>

        <section className="bg-[var(--ts-hero)] text-[var(--ts-hero-text)]" aria-labelledby={`${prefix}-headline`}>
          <div className="mx-auto grid max-w-6xl @3xl:grid-cols-[1.05fr_1fr] @3xl:items-center @3xl:gap-8 @3xl:px-8 @3xl:py-10">
            <div className="px-4 py-8 @3xl:px-0 @3xl:py-4">
              <p
                className="text-sm font-bold uppercase tracking-wider text-[var(--ts-hero-muted)] [overflow-wrap:anywhere]"
                data-testid="trade-site-local-line"
              >
                {model.localLine}
              </p>
              <Heading
                level={headingLevel}
                id={`${prefix}-headline`}
                className="mt-3 text-[1.75rem] leading-[1.15] @sm:text-[2rem] text-[var(--ts-hero-text)] [overflow-wrap:anywhere] @3xl:text-[2.5rem] @5xl:text-5xl"
                style={heading}
              >
                {model.headline}
              </Heading>
              <div className="mt-6">
                <Actions model={model} ids={ids} scrollTo={scrollToSection} linked large={model.primary === null} testId="trade-site" />
              </div>
              <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold" data-testid="trade-site-points">
                {model.points.map((point) => (
                  <li key={point} className="inline-flex items-center gap-1.5">
                    <Icon name="Check" className="h-4 w-4 shrink-0 text-[var(--ts-hero-muted)]" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            {photo(model.picture, '(min-width: 1024px) 560px, 100vw', '', {
              className: 'aspect-[3/2] h-auto w-full object-cover @3xl:rounded-[var(--ts-radius)] @3xl:shadow-xl',
              'data-testid': 'trade-site-picture',
            })}
          </div>
        </section>

        {rowsOf(model.sections).map((row) => {
          const props: SectionProps = { model, ids, level: headingLevel + 1, heading, scrollTo: scrollToSection };
          if (row.length === 1 && !HALF_SECTIONS.has(row[0]!)) {
            const Section = SECTION_COMPONENTS[row[0]!];
            return <Section key={row[0]} {...props} />;
          }
          return (
            <div key={row.join('-')} className="mx-auto grid max-w-6xl gap-6 px-4 pb-10 @3xl:grid-cols-2 @3xl:px-8 @3xl:pb-14">
              {row.map((section) => {
                const Section = SECTION_COMPONENTS[section];
                return <Section key={section} {...props} />;
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

export default TradeSite;
