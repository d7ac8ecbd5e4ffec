import React, { useId } from 'react';
import type { CaseSiteSection } from '../../lib/case-site/layout';
import type { CaseSiteModel } from '../../lib/case-site/model';
import type { CaseSiteWords } from '../../lib/case-site/words';
import { Icon } from '../ui/Icon';
import { CallButton, siteNav, themeVariables, type HeadingLevel } from '../trade-site/parts';
import { Banner } from './Banner';
import { BeforeAfter } from './BeforeAfter';
import { Booking } from './Booking';
import { DemoNote } from './DemoNote';
import { Hero } from './Hero';
import { Logo } from './Logo';
import { onUse } from './on-use';
import { blockAlign, Section } from './section';

// formik and yup are most of a form's script: the request form loads when the visitor first touches it.
const RequestForm = onUse('request-form', () => import('./RequestForm').then((module) => module.RequestForm));
// The content sections ask nothing of a script until the visitor touches one (its call link dials without it): their
// code, one module, loads then, and the server's HTML stays in place until it has.
const sections = () => import('./Sections');
const About = onUse('about', () => sections().then((module) => module.About));
const Area = onUse('area', () => sections().then((module) => module.Area));
const Contact = onUse('contact', () => sections().then((module) => module.Contact));
const Credentials = onUse('credentials', () => sections().then((module) => module.Credentials));
const Gallery = onUse('gallery', () => sections().then((module) => module.Gallery));
const Hours = onUse('hours', () => sections().then((module) => module.Hours));
const Panels = onUse('panels', () => sections().then((module) => module.Panels));
const Prices = onUse('prices', () => sections().then((module) => module.Prices));
const Reviews = onUse('reviews', () => sections().then((module) => module.Reviews));
const Services = onUse('services', () => sections().then((module) => module.Services));

/**
 * A portfolio client's own website, drawn from its case (src/lib/case-site/model.ts): its logo, its style's hero and
 * section order, its services, prices, hours, area, reviews and credentials, and each feature the case names working
 * as a demo that sends nothing. It answers its own box's width (container queries).
 */
export function CaseSite({
  model,
  words,
  picture,
  headingLevel = 2,
}: {
  model: CaseSiteModel;
  words: CaseSiteWords;
  picture: string;
  headingLevel?: HeadingLevel;
}) {
  const prefix = `cs${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const ids = {
    headline: `${prefix}-headline`,
    services: `${prefix}-services`,
    reviews: `${prefix}-reviews`,
    area: `${prefix}-area`,
    contact: `${prefix}-contact`,
    booking: `${prefix}-booking`,
    request: `${prefix}-request`,
  };
  const level = (headingLevel + 1) as HeadingLevel;
  const nav = [
    { label: words.nav.services, target: ids.services },
    { label: words.nav.reviews, target: ids.reviews },
    { label: words.nav.area, target: ids.area },
    { label: words.nav.contact, target: ids.contact },
  ];
  const props = { model, words, level };
  const darkHeader = model.layout.hero === 'overlay';
  const firstRequest = model.requests[0];
  const action = model.sections.includes('booking')
    ? { label: words.bookingHeading, target: ids.booking }
    : firstRequest
      ? { label: words.form.submit[firstRequest.kind], target: ids.request }
      : undefined;

  const section = (name: CaseSiteSection) => {
    switch (name) {
      case 'request':
        return model.requests.map((request) => (
          <Section
            key={request.kind}
            id={request === model.requests[0] ? ids.request : undefined}
            model={model}
            level={level}
            name="request"
            title={words.requestHeading[request.kind]}
            lead={request.text}
            feature={request.kind}
            tone="surface"
          >
            <div
              className={`${blockAlign(model)} max-w-3xl p-5 @3xl:p-8 ${model.layout.cards === 'plain' ? 'bg-[var(--ts-page)]' : 'bg-[var(--ts-page)] ring-1 ring-[var(--ts-line)]'} rounded-[var(--ts-radius)]`}
            >
              <DemoNote text={words.demoNote} />
              <div className="mt-5">
                <RequestForm kind={request.kind} owner={model.owner} words={words} />
              </div>
            </div>
          </Section>
        ));
      case 'booking':
        return (
          <Section
            key={name}
            id={ids.booking}
            model={model}
            level={level}
            name="booking"
            title={words.bookingHeading}
            lead={model.features.booking}
            feature="booking"
            tone="surface"
          >
            <div
              className={`${blockAlign(model)} max-w-3xl rounded-[var(--ts-radius)] bg-[var(--ts-page)] p-5 ring-1 ring-[var(--ts-line)] @3xl:p-8`}
            >
              <DemoNote text={words.demoNote} />
              <div className="mt-5">
                <Booking model={model} words={words} />
              </div>
            </div>
          </Section>
        );
      case 'before-after':
        return (
          model.beforeAfter && (
            <Section
              key={name}
              model={model}
              level={level}
              name="before-after"
              title={words.beforeAfterHeading}
              lead={model.features['before-after']}
              feature="before-after"
            >
              <BeforeAfter
                before={model.beforeAfter.before}
                after={model.beforeAfter.after}
                words={words}
                label={model.features['before-after'] ?? model.name}
                className={blockAlign(model)}
              />
            </Section>
          )
        );
      case 'services':
      case 'reviews':
      case 'area':
      case 'contact': {
        // The sections the nav links to carry their anchor.
        const Anchored = { services: Services, reviews: Reviews, area: Area, contact: Contact }[name];
        return <Anchored key={name} {...props} id={ids[name]} />;
      }
      default: {
        const Plain = { prices: Prices, gallery: Gallery, about: About, credentials: Credentials, hours: Hours, panels: Panels }[name];
        return <Plain key={name} {...props} />;
      }
    }
  };

  return (
    <div
      className="@container"
      style={themeVariables(model.theme)}
      data-testid="case-site"
      data-style={model.theme.style}
      data-case={model.slug}
    >
      <div className="bg-[var(--ts-page)] text-base leading-relaxed text-[var(--ts-ink)]">
        {model.banner && <Banner text={model.banner} close={words.closeBanner} />}
        <header className={darkHeader ? 'bg-[var(--ts-hero)]' : 'border-b border-[var(--ts-line)]'}>
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 @3xl:px-8">
            <div className="min-w-0 flex-1 basis-60">
              <Logo model={model} inverse={darkHeader} />
            </div>
            {siteNav(
              model.name,
              nav,
              darkHeader ? 'text-[var(--ts-hero-muted)]' : 'text-[var(--ts-muted)]',
              'inline-flex min-h-[44px] items-center hover:underline',
            )}
            <CallButton model={model} className="hidden @4xl:inline-flex" />
          </div>
        </header>
        <Hero model={model} words={words} picture={picture} level={headingLevel} id={ids.headline} action={action} />
        {model.sections.map(section)}
        {model.features['call-button'] && (
          // Stays in view at the bottom of the site on a phone, above the studio's own action bar.
          <div
            className="sticky bottom-[var(--action-bar-height,0px)] z-20 border-t border-[var(--ts-line)] bg-[var(--ts-page)] px-4 py-2.5 shadow-[0_-4px_16px_rgb(0_0_0/0.12)] @4xl:hidden"
            data-feature="call-button"
            data-testid="case-site-call-bar"
          >
            <div className="flex items-center gap-3">
              <p className="min-w-0 flex-1 text-sm font-semibold leading-snug [overflow-wrap:anywhere]">
                <Icon name="Phone" className="mr-1 inline h-4 w-4" />
                {model.features['call-button']}
              </p>
              <CallButton model={{ ...model, callLabel: words.callShort }} className="shrink-0" />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
