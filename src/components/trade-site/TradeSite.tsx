import React, { useId, type MouseEvent } from 'react';
import type { SitePreviewModel } from '../../lib/site-preview/model';
import { responsiveImage } from '../../lib/responsive-image';
import { Icon } from '../ui/Icon';
import { BUTTON, CallButton, Heading, headingStyle, themeVariables, type HeadingLevel } from './parts';

/**
 * A visitor's (or a portfolio client's) website as a real page: header with their name, nav, a hero with the picture of
 * their trade's work and a call button that dials, services, a review, the area they serve and contact. It answers its
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
  const ids = { services: `${prefix}-services`, reviews: `${prefix}-reviews`, area: `${prefix}-area`, contact: `${prefix}-contact` };
  const heading = headingStyle(theme);
  const picture = responsiveImage(model.picture);
  const nav = [
    { label: model.nav[0], target: ids.services },
    { label: model.nav[1], target: ids.reviews },
    { label: model.areaNav, target: ids.area },
    { label: model.nav[2], target: ids.contact },
  ];
  // In-page links scroll without touching the address: the preview page's fragment holds the visitor's answers.
  const scrollTo = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const section = document.getElementById(target);
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const sectionHeading = 'text-2xl leading-tight text-[var(--ts-ink)] @3xl:text-3xl';

  return (
    <div className={`@container ${className}`} style={themeVariables(theme)} data-testid="trade-site" data-style={theme.style}>
      <div className="overflow-hidden bg-[var(--ts-page)] text-base leading-relaxed text-[var(--ts-ink)]">
        <header className="border-b border-[var(--ts-line)]">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 @3xl:px-8">
            <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-[var(--ts-radius)] bg-[var(--ts-accent)] text-base font-extrabold text-[var(--ts-accent-text)]"
                style={{ fontFamily: heading.fontFamily }}
              >
                {model.initials}
              </span>
              <p
                className="min-w-0 text-lg leading-snug [overflow-wrap:anywhere] @3xl:text-xl"
                style={heading}
                data-testid="trade-site-name"
              >
                {model.name}
              </p>
            </div>
            <nav aria-label={model.name} className="w-full @4xl:w-auto">
              <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold text-[var(--ts-muted)]">
                {nav.map((item) => (
                  <li key={item.target}>
                    <a
                      href={`#${item.target}`}
                      onClick={(event) => scrollTo(event, item.target)}
                      className="inline-flex min-h-[44px] items-center hover:text-[var(--ts-ink)] hover:underline"
                    >
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
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
                className="mt-3 text-[2rem] leading-[1.15] text-[var(--ts-hero-text)] [overflow-wrap:anywhere] @3xl:text-[2.5rem] @5xl:text-5xl"
                style={heading}
              >
                {model.headline}
              </Heading>
              <div className="mt-6 flex flex-wrap gap-3">
                <CallButton model={model} testId="trade-site-call" />
                {model.booking && (
                  <span className={`${BUTTON} border-2 border-[var(--ts-hero-text)] text-[var(--ts-hero-text)]`}>
                    <Icon name="CalendarCheck" className="h-5 w-5 shrink-0" />
                    {model.booking}
                  </span>
                )}
              </div>
              <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
                {model.points.map((point) => (
                  <li key={point} className="inline-flex items-center gap-1.5">
                    <Icon name="Check" className="h-4 w-4 shrink-0 text-[var(--ts-hero-muted)]" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <img
              src={picture.src}
              srcSet={picture.srcSet}
              sizes="(min-width: 1024px) 560px, 100vw"
              width={1200}
              height={800}
              alt=""
              decoding="async"
              className="aspect-[3/2] h-auto w-full object-cover @3xl:rounded-[var(--ts-radius)] @3xl:shadow-xl"
              data-testid="trade-site-picture"
            />
          </div>
        </section>

        <section id={ids.services} className="mx-auto max-w-6xl scroll-mt-4 px-4 py-10 @3xl:px-8 @3xl:py-14">
          <Heading level={headingLevel + 1} className={sectionHeading} style={heading}>
            {model.servicesHeading}
          </Heading>
          {/* Columns only where a service's longest word fits its card whole ("Opleveringsschoonmaak", 190 px): two from
              42rem, four from 64rem with the icon above the name, so the name has the card's width. */}
          <ul className="mt-6 grid gap-3 @2xl:grid-cols-2 @5xl:grid-cols-4">
            {model.services.map((service) => (
              <li
                key={service}
                className="flex items-center gap-3 rounded-[var(--ts-radius)] border border-[var(--ts-line)] bg-[var(--ts-surface)] p-4 font-semibold @5xl:flex-col @5xl:items-start"
              >
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
        </section>

        <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-10 @3xl:grid-cols-2 @3xl:px-8 @3xl:pb-14">
          <section id={ids.reviews} className="scroll-mt-4">
            <Heading level={headingLevel + 1} className={sectionHeading} style={heading}>
              {model.reviewsHeading}
            </Heading>
            <figure className="mt-6 rounded-[var(--ts-radius)] border border-[var(--ts-line)] bg-[var(--ts-surface)] p-5">
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
          </section>
          <section id={ids.area} className="scroll-mt-4">
            <Heading level={headingLevel + 1} className={sectionHeading} style={heading}>
              {model.areaHeading}
            </Heading>
            <div className="mt-6 flex items-start gap-4 rounded-[var(--ts-radius)] border border-[var(--ts-line)] bg-[var(--ts-surface)] p-5">
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
          </section>
        </div>

        <section id={ids.contact} className="scroll-mt-4 bg-[var(--ts-hero)] text-[var(--ts-hero-text)]">
          <div className="mx-auto max-w-6xl px-4 py-10 @3xl:flex @3xl:items-center @3xl:justify-between @3xl:gap-10 @3xl:px-8">
            <div className="max-w-xl">
              <Heading level={headingLevel + 1} className="text-2xl leading-tight text-[var(--ts-hero-text)] @3xl:text-3xl" style={heading}>
                {model.contactHeading}
              </Heading>
              <p className="mt-3 text-[var(--ts-hero-muted)]">{model.contactText}</p>
              {model.phone && (
                <p className="mt-4 text-2xl font-bold [overflow-wrap:anywhere]" data-testid="trade-site-phone">
                  {model.phone.display}
                </p>
              )}
            </div>
            <div className="mt-6 flex flex-wrap gap-3 @3xl:mt-0">
              <CallButton model={model} />
              {model.booking && (
                <span className={`${BUTTON} border-2 border-[var(--ts-hero-text)] text-[var(--ts-hero-text)]`}>
                  <Icon name="CalendarCheck" className="h-5 w-5 shrink-0" />
                  {model.booking}
                </span>
              )}
            </div>
          </div>
          <p className="px-4 pb-6 pt-2 text-center text-xs text-[var(--ts-hero-muted)] [overflow-wrap:anywhere]">
            {model.name} · {model.localLine}
          </p>
        </section>
      </div>
    </div>
  );
}

export default TradeSite;
