import React from 'react';
import type { CaseSiteModel } from '../../lib/case-site/model';
import type { CaseSiteWords } from '../../lib/case-site/words';
import { Icon } from '../ui/Icon';
import { BUTTON, CallButton, Heading, headingStyle, photo, type HeadingLevel } from '../trade-site/parts';

interface HeroProps {
  model: CaseSiteModel;
  words: CaseSiteWords;
  picture: string;
  level: HeadingLevel;
  id: string;
  /** The site's own next step beside the call: its booking or its request form. */
  action?: { label: string; target: string };
}

/** The hero in the arrangement of the client's style (src/lib/case-site/layout.ts), each with the headline and the call button. */
export function Hero({ model, words, picture, level, id, action }: HeroProps) {
  const heading = headingStyle(model.theme);
  const img = (className: string, sizes: string) =>
    photo(picture, sizes, '', { fetchPriority: 'high', className, 'data-testid': 'case-site-picture' });
  const eyebrow = (
    <p
      className="text-sm font-bold uppercase tracking-wider text-[var(--ts-hero-muted)] [overflow-wrap:anywhere]"
      data-testid="case-site-town"
    >
      {model.town} · {words.since(model.since)}
    </p>
  );
  const title = (className: string) => (
    <Heading level={level} id={id} className={`text-[var(--ts-hero-text)] [overflow-wrap:anywhere] ${className}`} style={heading}>
      {model.headline}
    </Heading>
  );
  // The call, the site's own next step and the owner's name, in a row whose spacing each arrangement sets.
  const actions = (className = 'mt-6 flex flex-wrap items-center gap-4') => (
    <div className={className}>
      <CallButton model={model} testId="case-site-call" />
      {action && (
        <a
          href={`#${action.target}`}
          className={`${BUTTON} border-2 border-[var(--ts-hero-text)] text-[var(--ts-hero-text)] hover:underline`}
        >
          {action.label}
        </a>
      )}
      <p className="inline-flex items-center gap-2 text-[var(--ts-hero-muted)]">
        <Icon name="UserRound" className="h-5 w-5 shrink-0" />
        {model.owner}, {words.ownerRole.toLocaleLowerCase()}
      </p>
    </div>
  );

  switch (model.layout.hero) {
    case 'split':
      return (
        <section className="bg-[var(--ts-hero)] text-[var(--ts-hero-text)]" aria-labelledby={id} data-hero="split">
          <div className="mx-auto grid max-w-6xl @3xl:grid-cols-[1.05fr_1fr] @3xl:items-center @3xl:gap-10 @3xl:px-8 @3xl:py-12">
            <div className="px-4 py-8 @3xl:px-0">
              {eyebrow}
              {title('mt-3 text-[2rem] leading-[1.12] @3xl:text-[2.6rem] @5xl:text-5xl')}
              {actions()}
            </div>
            {img(
              'aspect-[3/2] h-auto w-full object-cover @3xl:rounded-[var(--ts-radius)] @3xl:shadow-2xl',
              '(min-width: 1024px) 560px, 100vw',
            )}
          </div>
        </section>
      );
    case 'framed':
      return (
        <section className="bg-[var(--ts-hero)] text-[var(--ts-hero-text)]" aria-labelledby={id} data-hero="framed">
          <div className="mx-auto max-w-4xl px-4 pb-8 pt-10 text-center @3xl:px-8 @3xl:pt-14">
            <div className="border-y-[3px] border-double border-[var(--ts-accent)] px-2 py-6 @3xl:px-10">
              {eyebrow}
              {title('mx-auto mt-3 max-w-2xl text-[2rem] leading-[1.15] @3xl:text-[2.75rem]')}
            </div>
            {actions('mt-6 flex flex-wrap items-center justify-center gap-4')}
          </div>
          <div className="mx-auto max-w-5xl px-4 pb-10 @3xl:px-8">
            {img('aspect-[5/2] h-auto w-full border-4 border-[var(--ts-accent)] object-cover', '(min-width: 1024px) 960px, 100vw')}
          </div>
        </section>
      );
    case 'tilted':
      return (
        <section className="bg-[var(--ts-hero)] text-[var(--ts-hero-text)]" aria-labelledby={id} data-hero="tilted">
          <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 @3xl:grid-cols-[1fr_1.1fr] @3xl:items-center @3xl:px-8 @3xl:py-14">
            <div className="@3xl:order-2">
              <div className="mx-2 rotate-2 rounded-[var(--ts-radius)] bg-[var(--ts-page)] p-2.5 shadow-2xl">
                {img('aspect-[3/2] h-auto w-full rounded-[calc(var(--ts-radius)-8px)] object-cover', '(min-width: 1024px) 560px, 95vw')}
              </div>
            </div>
            <div>
              <p
                className="inline-block -rotate-2 rounded-full bg-[var(--ts-accent)] px-4 py-1.5 text-sm font-extrabold text-[var(--ts-accent-text)]"
                data-testid="case-site-town"
              >
                {model.town} · {words.since(model.since)}
              </p>
              {title('mt-4 text-[2.1rem] leading-[1.1] @3xl:text-5xl')}
              {actions()}
            </div>
          </div>
        </section>
      );
    case 'overlay':
      return (
        <section className="relative isolate bg-[var(--ts-hero)] text-[var(--ts-hero-text)]" aria-labelledby={id} data-hero="overlay">
          {img('absolute inset-0 -z-10 h-full w-full object-cover opacity-40', '100vw')}
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-[var(--ts-hero)] via-[color-mix(in_srgb,var(--ts-hero)_70%,transparent)] to-transparent" />
          <div className="mx-auto flex min-h-[30rem] max-w-6xl flex-col justify-end px-4 pb-12 pt-24 @3xl:min-h-[36rem] @3xl:px-8">
            {eyebrow}
            {title('mt-4 max-w-3xl text-[2rem] leading-[1.15] @3xl:text-5xl')}
            {actions('mt-8 flex flex-wrap items-center gap-5')}
          </div>
        </section>
      );
    case 'stacked':
      return (
        <section className="bg-[var(--ts-hero)] text-[var(--ts-hero-text)]" aria-labelledby={id} data-hero="stacked">
          <div className="mx-auto max-w-6xl px-4 pt-10 @3xl:px-8 @3xl:pt-14">
            {eyebrow}
            {title('mt-3 max-w-3xl text-[2rem] leading-[1.15] @3xl:text-[2.75rem]')}
            {actions()}
          </div>
          <div className="mx-auto max-w-6xl px-4 pb-10 pt-8 @3xl:px-8">
            {img('aspect-[21/9] h-auto w-full rounded-[var(--ts-radius)] object-cover', '(min-width: 1200px) 1120px, 100vw')}
          </div>
        </section>
      );
  }
}
