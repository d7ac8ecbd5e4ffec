import React from 'react';
import type { CaseFeatureKind } from '../../lib/case-site/features';
import type { CaseSiteModel } from '../../lib/case-site/model';
import { Icon } from '../ui/Icon';
import { CallButton, Heading, headingStyle, photo, hoursDays } from '../trade-site/parts';
import { CARD, MUTED } from './look';
import { blockAlign, CENTRED, Section, type SectionProps } from './section';

/**
 * The sections of a client's site: each draws one part of its case, in its style's cards and headings. They ask nothing
 * of a script, so CaseSite loads this module at the first touch inside one (on-use.tsx) and keeps the server's HTML until then.
 */

/** A section that shows a feature of the case: the case's words for it as the lead, and its mark only when the case names it. */
const featured = (model: CaseSiteModel, kind: CaseFeatureKind) => ({
  lead: model.features[kind],
  feature: model.features[kind] ? kind : undefined,
});

export function About({ model, words, level }: SectionProps) {
  return (
    <Section model={model} level={level} name="about" title={words.aboutHeading(model.owner)} tone="surface">
      <div className="grid gap-6 @3xl:grid-cols-[auto_1fr] @3xl:items-start">
        <div className={`flex items-center gap-4 p-5 ${CARD[model.layout.cards]}`}>
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-[var(--ts-hero)] text-xl font-bold text-[var(--ts-hero-text)]"
          >
            {model.owner
              .split(/\s+/)
              .map((part) => part[0])
              .join('')
              .slice(0, 2)}
          </span>
          <div>
            <p className="text-lg font-bold" data-testid="case-site-owner">
              {model.owner}
            </p>
            <p className={MUTED}>
              {words.ownerRole} · <span data-testid="case-site-since">{words.since(model.since)}</span>
            </p>
          </div>
        </div>
        <p className="max-w-2xl text-lg leading-relaxed [overflow-wrap:anywhere]">{model.about}</p>
      </div>
    </Section>
  );
}

export function Services({ model, words, level, id }: SectionProps & { id: string }) {
  const list = model.layout.services === 'list';
  return (
    <Section model={model} level={level} name="services" id={id} title={words.servicesHeading}>
      {list ? (
        <ol className={`${blockAlign(model)} max-w-3xl divide-y divide-[var(--ts-line)] border-y border-[var(--ts-line)]`}>
          {model.services.map((service, index) => (
            <li key={service.name} className="flex gap-5 py-5">
              <span
                className="w-8 shrink-0 text-sm font-bold text-[var(--ts-muted)]"
                style={{ fontFamily: headingStyle(model.theme).fontFamily }}
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <div className="min-w-0">
                <p className="text-lg font-bold hyphens-auto [overflow-wrap:anywhere]">{service.name}</p>
                <p className={`mt-1 ${MUTED}`}>{service.line}</p>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <ul className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
          {model.services.map((service) => (
            <li key={service.name} className={`p-5 ${CARD[model.layout.cards]}`}>
              <p className="flex items-start gap-3 text-lg font-bold">
                <Icon name="Check" className="mt-1 h-5 w-5 shrink-0 text-[var(--ts-ink)]" />
                <span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">{service.name}</span>
              </p>
              <p className={`mt-2 pl-8 ${MUTED}`}>{service.line}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function Prices({ model, words, level }: SectionProps) {
  return (
    <Section model={model} level={level} name="prices" title={words.pricesHeading} {...featured(model, 'price-list')} tone="surface">
      <dl
        className={`${blockAlign(model)} max-w-3xl divide-y divide-[var(--ts-line)] px-5 ${CARD[model.layout.cards]}`}
        data-testid="case-site-prices"
      >
        {model.prices.map((service) => (
          <div key={service.name} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-4">
            <dt className="min-w-0 flex-1 basis-48 font-semibold hyphens-auto [overflow-wrap:anywhere]">
              {service.name}
              {service.minutes !== null && <span className={`ml-2 text-sm font-normal ${MUTED}`}>· {words.minutes(service.minutes)}</span>}
            </dt>
            <dd className="text-lg font-bold tabular-nums">{service.price}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function Area({ model, words, level, id }: SectionProps & { id: string }) {
  return (
    <Section model={model} level={level} name="area" id={id} title={words.areaHeading} {...featured(model, 'service-area')}>
      <div className={`flex items-start gap-4 p-5 @3xl:p-7 ${CARD[model.layout.cards]}`}>
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-[var(--ts-hero)] text-[var(--ts-hero-text)]">
          <Icon name="MapPin" className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold">{words.areaLead(model.town)}</p>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="case-site-areas">
            {model.areas.map((area) => (
              <li key={area} className="rounded-full border border-[var(--ts-line)] bg-[var(--ts-page)] px-3 py-1 text-sm font-semibold">
                {area}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

export function Hours({ model, words, level }: SectionProps) {
  return (
    <Section model={model} level={level} name="hours" title={words.hoursHeading} tone="surface">
      <dl
        className={`max-w-xl divide-y divide-[var(--ts-line)] px-5 ${CARD[model.layout.cards]} ${CENTRED.has(model.theme.style) ? 'mx-auto' : ''}`}
      >
        {model.hours.map((line) => (
          <div key={line.days} className="flex justify-between gap-4 py-3.5">
            {hoursDays(line.days)}
            <dd className="text-right tabular-nums">{line.hours}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function Reviews({ model, words, level, id }: SectionProps & { id: string }) {
  const bubble = model.layout.cards === 'bubble';
  return (
    <Section model={model} level={level} name="reviews" id={id} title={words.reviewsHeading} {...featured(model, 'reviews')}>
      <ul className="grid gap-5 @3xl:grid-cols-2 @5xl:grid-cols-3">
        {model.reviews.map((review) => (
          <li key={review.author}>
            <figure className={`flex h-full flex-col p-6 ${CARD[model.layout.cards]} ${bubble ? 'rounded-br-none' : ''}`}>
              <span role="img" aria-label={words.rating} className="inline-flex gap-0.5 text-[#b45309]">
                {[0, 1, 2, 3, 4].map((star) => (
                  <Icon key={star} name="Star" className="h-5 w-5 fill-current" />
                ))}
              </span>
              <blockquote className="mt-3 flex-1 leading-relaxed [overflow-wrap:anywhere]">
                <p>“{review.text}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm" data-testid="case-site-review-author">
                <span className="font-bold">{review.author}</span>
                <span className={MUTED}>, {review.town}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Credentials({ model, words, level }: SectionProps) {
  return (
    <Section
      model={model}
      level={level}
      name="credentials"
      title={words.credentialsHeading}
      {...featured(model, 'credentials')}
      tone="surface"
    >
      {model.credentials.length > 0 && (
        <ul className="grid gap-3 @3xl:grid-cols-2">
          {model.credentials.map((credential) => (
            <li key={credential} className={`flex items-center gap-3 p-4 font-semibold ${CARD[model.layout.cards]}`}>
              <Icon name="ShieldCheck" className="h-6 w-6 shrink-0 text-[var(--ts-ink)]" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{credential}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function Gallery({ model, words, level }: SectionProps) {
  return (
    <Section model={model} level={level} name="gallery" title={words.galleryHeading} lead={model.features.gallery} feature="gallery">
      <ul className="grid gap-3 @2xl:grid-cols-3">
        {model.gallery.map((base, index) => (
          <li key={base} className={index === 0 ? '@2xl:col-span-2 @2xl:row-span-2' : ''}>
            {photo(
              base,
              index === 0 ? '(min-width: 1024px) 740px, 100vw' : '(min-width: 1024px) 370px, 100vw',
              words.galleryAlt(model.name, index + 1),
              { loading: 'lazy', className: 'aspect-[3/2] h-full w-full rounded-[var(--ts-radius)] object-cover' },
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Panels({ model, words, level }: SectionProps) {
  return (
    <Section model={model} level={level} name="panels" title={words.panelsHeading} lead={words.panelNote}>
      <ul className="grid gap-4 @3xl:grid-cols-2">
        {model.panels.map((panel) => (
          <li
            key={`${panel.kind}-${panel.text}`}
            className={`flex items-start gap-3 p-5 ${CARD[model.layout.cards]}`}
            data-feature={panel.kind}
            data-testid="case-site-panel"
          >
            <Icon name="Info" className="mt-0.5 h-5 w-5 shrink-0 text-[var(--ts-ink)]" />
            <p className="font-semibold [overflow-wrap:anywhere]">{panel.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Contact({ model, words, level, id }: SectionProps & { id: string }) {
  const heading = headingStyle(model.theme);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-4 bg-[var(--ts-hero)] text-[var(--ts-hero-text)]"
      data-section="contact"
    >
      <div className="mx-auto max-w-6xl px-4 py-12 @3xl:flex @3xl:items-center @3xl:justify-between @3xl:gap-10 @3xl:px-8">
        <div className="max-w-xl">
          <Heading
            level={level}
            id={`${id}-heading`}
            className="text-[1.75rem] leading-tight text-[var(--ts-hero-text)] @3xl:text-[2.1rem]"
            style={heading}
          >
            {words.contactHeading}
          </Heading>
          <p className="mt-3 text-[var(--ts-hero-muted)]">{words.contactLead(model.owner)}</p>
          <p className="mt-4 text-2xl font-bold [overflow-wrap:anywhere]" data-testid="case-site-phone">
            {model.phone.display}
          </p>
          <p className="mt-1 text-[var(--ts-hero-muted)]">{model.town}</p>
        </div>
        <div className="mt-6 @3xl:mt-0">
          <CallButton model={model} />
        </div>
      </div>
      <p className="border-t border-[color-mix(in_srgb,var(--ts-hero-text)_20%,transparent)] px-4 py-5 text-center text-sm text-[var(--ts-hero-muted)]">
        {words.footer(model.name)} · {model.logo.tagline}
      </p>
    </section>
  );
}
