import React, { type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import type { SitePreviewModel } from '../../lib/site-preview/model';
import type { SiteSection } from '../../lib/site-preview/kinds';
import type { IconName } from '../../lib/icons';
import { Icon } from '../ui/Icon';
import { BUTTON, CallButton, Heading, OUTLINE_BUTTON, photo, hoursDays } from './parts';

/**
 * The sections of a visitor's website below its hero (TradeSite composes them in the order the trade's kind gives):
 * each reads only the model, and its colours and type come from the theme's CSS variables.
 */

export interface SectionProps {
  model: SitePreviewModel;
  /** The element id of each section, for in-page links. */
  ids: Record<SiteSection, string>;
  level: number;
  heading: CSSProperties;
  scrollTo: (event: MouseEvent<HTMLAnchorElement>, target: string) => void;
}

const SECTION_HEADING = 'text-2xl leading-tight text-[var(--ts-ink)] @3xl:text-3xl';
const CARD = 'rounded-[var(--ts-radius)] border border-[var(--ts-line)] bg-[var(--ts-surface)]';
/** Sections that take half the width from 48rem: two of them side by side. */
export const HALF_SECTIONS: ReadonlySet<SiteSection> = new Set(['prices', 'hours', 'reviews', 'area']);

const PRIMARY_ICONS: Record<NonNullable<SitePreviewModel['primary']>['kind'], IconName> = {
  call: 'Phone',
  book: 'CalendarCheck',
  quote: 'FileText',
};

/**
 * The kind's first action (book, ask for a quote) with calling beside it, or the call button alone for a call-out trade.
 * `linked`: the action leads to its section on the page (in the hero); in the contact band it stands as the button.
 */
export function Actions({
  model,
  ids,
  scrollTo,
  linked,
  testId,
  large = false,
}: Pick<SectionProps, 'model' | 'ids' | 'scrollTo'> & { linked: boolean; testId?: string; large?: boolean }) {
  const { primary } = model;
  const size = large ? 'min-h-[56px] px-6 text-lg' : '';
  const booking = model.booking && (
    <span className={OUTLINE_BUTTON}>
      <Icon name="CalendarCheck" className="h-5 w-5 shrink-0" />
      {model.booking}
    </span>
  );
  if (!primary)
    return (
      <div className="flex flex-wrap gap-3">
        <CallButton model={model} testId={testId ? `${testId}-call` : undefined} className={size} />
        {booking}
      </div>
    );
  const classes = `${BUTTON} ${size} bg-[var(--ts-accent)] text-[var(--ts-accent-text)]`;
  const content = (
    <>
      <Icon name={PRIMARY_ICONS[primary.kind]} className="h-5 w-5 shrink-0" />
      <span>{primary.label}</span>
    </>
  );
  const target = primary.section && linked ? ids[primary.section] : null;
  return (
    <div className="flex flex-wrap gap-3">
      {target ? (
        <a
          href={`#${target}`}
          onClick={(event) => scrollTo(event, target)}
          className={`${classes} hover:brightness-110`}
          data-testid={testId ? `${testId}-primary` : undefined}
          data-action={primary.kind}
        >
          {content}
        </a>
      ) : (
        <span className={classes} data-action={primary.kind}>
          {content}
        </span>
      )}
      <CallButton model={model} outline testId={testId ? `${testId}-call` : undefined} />
      {booking}
    </div>
  );
}

/** A section below the hero: its anchor, its heading one level under the headline, then its own body. */
function TitledSection({
  id,
  className = 'scroll-mt-4',
  testId,
  level,
  heading,
  title,
  children,
}: Pick<SectionProps, 'level' | 'heading'> & { id: string; className?: string; testId?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={className} data-testid={testId}>
      <Heading level={level} className={SECTION_HEADING} style={heading}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A call-out trade's band under the hero: the 24/7 line, its number large and dialable. */
export function EmergencySection({ model, ids, heading }: SectionProps) {
  if (!model.emergency) return null;
  return (
    <section
      id={ids.emergency}
      className="scroll-mt-4 bg-[var(--ts-accent)] text-[var(--ts-accent-text)]"
      aria-label={model.emergency.heading}
      data-testid="trade-site-emergency"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-8 gap-y-4 px-4 py-6 @3xl:px-8">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full border-2 border-current" aria-hidden="true">
          <Icon name="Siren" className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1 basis-64">
          <p className="text-xl font-bold leading-tight" style={{ fontFamily: heading.fontFamily }}>
            {model.emergency.heading}
          </p>
          <p className="mt-1 text-sm font-medium">{model.emergency.text}</p>
        </div>
        {model.phone?.href ? (
          <a
            href={model.phone.href}
            className={`${BUTTON} bg-[var(--ts-accent-text)] text-[var(--ts-accent)] hover:brightness-110`}
            data-testid="trade-site-emergency-call"
          >
            <Icon name="Phone" className="h-5 w-5 shrink-0" />
            {model.phone.display}
          </a>
        ) : (
          <span className={`${BUTTON} bg-[var(--ts-accent-text)] text-[var(--ts-accent)]`}>
            <Icon name="Phone" className="h-5 w-5 shrink-0" />
            {model.callLabel}
          </span>
        )}
      </div>
    </section>
  );
}

export function ServicesSection({ model, ids, level, heading }: SectionProps) {
  return (
    <TitledSection
      id={ids.services}
      className="mx-auto max-w-6xl scroll-mt-4 px-4 py-10 @3xl:px-8 @3xl:py-14"
      level={level}
      heading={heading}
      title={model.servicesHeading}
    >
      {/* Columns only where a service's longest word fits its card whole ("Opleveringsschoonmaak", 190 px): two from
          42rem, four from 64rem with the icon above the name, so the name has the card's width. */}
      <ul className="mt-6 grid gap-3 @2xl:grid-cols-2 @5xl:grid-cols-4">
        {model.services.map((service) => (
          <li key={service} className={`${CARD} flex items-center gap-3 p-4 font-semibold @5xl:flex-col @5xl:items-start`}>
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-[var(--ts-radius)] bg-[var(--ts-accent)] text-[var(--ts-accent-text)]">
              <Icon name={model.icon} className="h-5 w-5" />
            </span>
            <span className="min-w-0 hyphens-auto">{service}</span>
          </li>
        ))}
      </ul>
      {model.shop && (
        <p className="mt-4 inline-flex items-center gap-2 font-semibold text-[var(--ts-muted)]">
          <Icon name="ShoppingCart" className="h-5 w-5 shrink-0" />
          {model.shop}
        </p>
      )}
    </TitledSection>
  );
}

/** An appointment trade's price list: each service with its sample price, or "on request". */
export function PricesSection({ model, ids, level, heading }: SectionProps) {
  if (!model.prices) return null;
  return (
    <TitledSection id={ids.prices} testId="trade-site-prices" level={level} heading={heading} title={model.prices.heading}>
      <ul className={`${CARD} mt-6 divide-y divide-[var(--ts-line)] px-5`}>
        {model.prices.rows.map((row) => (
          // The price wraps under a long service name ("Gezichtsbehandeling" at 320 px) rather than split the word.
          <li key={row.service} className="flex flex-wrap items-baseline justify-between gap-x-4 py-3">
            <span className="font-semibold">{row.service}</span>
            <span className="ml-auto text-right font-bold">{row.price}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** An appointment trade's opening hours, and the note that the prices and hours are samples. */
export function HoursSection({ model, ids, level, heading }: SectionProps) {
  if (!model.hours) return null;
  return (
    <TitledSection id={ids.hours} testId="trade-site-hours" level={level} heading={heading} title={model.hours.heading}>
      <dl className={`${CARD} mt-6 divide-y divide-[var(--ts-line)] px-5`}>
        {model.hours.rows.map((row) => (
          <div key={row.days} className="flex flex-wrap items-baseline justify-between gap-x-4 py-3">
            {hoursDays(row.days)}
            <dd className="ml-auto text-right">{row.time}</dd>
          </div>
        ))}
      </dl>
      {model.sampleNote && <p className="mt-3 text-sm text-[var(--ts-muted)]">{model.sampleNote}</p>}
    </TitledSection>
  );
}

/** A project trade's recent work: the trade's picture as the other styles draw it, captioned with its services. */
export function GallerySection({ model, ids, level, heading }: SectionProps) {
  if (!model.gallery) return null;
  return (
    <TitledSection
      id={ids.gallery}
      className="mx-auto max-w-6xl scroll-mt-4 px-4 pb-10 @3xl:px-8 @3xl:pb-14"
      testId="trade-site-gallery"
      level={level}
      heading={heading}
      title={model.gallery.heading}
    >
      {/* A strip of three from 32rem; narrower, a picture beside each caption, so a long Dutch service name stays whole. */}
      <ul className="mt-6 grid gap-3 @lg:grid-cols-3 @2xl:gap-4">
        {model.gallery.items.map((item) => {
          return (
            <li key={item.picture}>
              <figure className="flex items-center gap-4 @lg:block">
                {photo(item.picture, '(min-width: 1024px) 360px, 40vw', '', {
                  loading: 'lazy',
                  className: 'aspect-[4/3] h-auto w-2/5 shrink-0 rounded-[var(--ts-radius)] object-cover @lg:w-full',
                })}
                <figcaption className="font-semibold leading-snug text-[var(--ts-muted)] @lg:mt-2 @lg:text-sm">{item.caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

export function ReviewsSection({ model, ids, level, heading }: SectionProps) {
  return (
    <TitledSection id={ids.reviews} level={level} heading={heading} title={model.reviewsHeading}>
      <figure className={`${CARD} mt-6 p-5`}>
        <span role="img" aria-label={model.rating} className="inline-flex gap-0.5 text-[#b45309]">
          {[0, 1, 2, 3, 4].map((star) => (
            <Icon key={star} name="Star" className="h-5 w-5 fill-current" />
          ))}
        </span>
        <blockquote className="mt-3 text-lg leading-relaxed [overflow-wrap:anywhere]">
          <p>“{model.review.text}”</p>
        </blockquote>
        <figcaption className="mt-3 text-sm font-semibold text-[var(--ts-muted)] [overflow-wrap:anywhere]">
          {model.review.author}
        </figcaption>
      </figure>
    </TitledSection>
  );
}

export function AreaSection({ model, ids, level, heading }: SectionProps) {
  return (
    <TitledSection id={ids.area} testId="trade-site-area" level={level} heading={heading} title={model.areaHeading}>
      <div className={`${CARD} mt-6 flex items-start gap-4 p-5`}>
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-[var(--ts-hero)] text-[var(--ts-hero-text)]">
          <Icon name="MapPin" className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          {model.town && (
            <p
              className="text-xl font-bold [overflow-wrap:anywhere]"
              style={{ fontFamily: heading.fontFamily }}
              data-testid="trade-site-town"
            >
              {model.town}
            </p>
          )}
          <p className="mt-1 text-[var(--ts-muted)] [overflow-wrap:anywhere]">{model.areaText}</p>
        </div>
      </div>
    </TitledSection>
  );
}

export function ContactSection({ model, ids, level, heading, scrollTo }: SectionProps) {
  return (
    <section id={ids.contact} className="scroll-mt-4 bg-[var(--ts-hero)] text-[var(--ts-hero-text)]">
      <div className="mx-auto max-w-6xl px-4 py-10 @3xl:flex @3xl:items-center @3xl:justify-between @3xl:gap-10 @3xl:px-8">
        <div className="max-w-xl">
          <Heading level={level} className="text-2xl leading-tight text-[var(--ts-hero-text)] @3xl:text-3xl" style={heading}>
            {model.contactHeading}
          </Heading>
          <p className="mt-3 text-[var(--ts-hero-muted)]" data-testid="trade-site-contact-text">
            {model.contactText}
          </p>
          {model.phone && (
            <p className="mt-4 text-2xl font-bold [overflow-wrap:anywhere]" data-testid="trade-site-phone">
              {model.phone.display}
            </p>
          )}
        </div>
        <div className="mt-6 @3xl:mt-0">
          <Actions model={model} ids={ids} scrollTo={scrollTo} linked={false} />
        </div>
      </div>
      <p className="px-4 pb-6 pt-2 text-center text-xs text-[var(--ts-hero-muted)] [overflow-wrap:anywhere]">
        {model.name} · {model.localLine}
      </p>
    </section>
  );
}

export const SECTION_COMPONENTS: Record<SiteSection, (props: SectionProps) => React.JSX.Element | null> = {
  emergency: EmergencySection,
  services: ServicesSection,
  prices: PricesSection,
  hours: HoursSection,
  gallery: GallerySection,
  reviews: ReviewsSection,
  area: AreaSection,
  contact: ContactSection,
};
