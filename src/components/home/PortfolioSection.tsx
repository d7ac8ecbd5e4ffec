import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { HOME_CASE_COUNT, casesShownIn } from '../../lib/markets';
import { SECTIONS } from '../../lib/navigation';
import { pagePath } from '../../lib/routes';
import { useCurrentPage } from '../layout/page';
import { CaseFact, FEATURED_INDEX, MarketBadge, MockupImage, type PortfolioCase } from './portfolio-parts';
import { Section } from '../ui/Section';
import { Icon } from '../ui/Icon';

function CaseCard({ item, featured = false }: { item: PortfolioCase; featured?: boolean }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  return (
    <article
      className={`card flex flex-col ${featured ? 'lg:flex-row lg:items-center lg:gap-10 lg:p-8' : ''}`}
      data-testid={featured ? 'portfolio-featured' : 'portfolio-item'}
    >
      <div className={featured ? 'lg:w-1/2' : ''}>
        {/* On a phone a card of a row that scrolls sideways, 84% of the screen wide. */}
        <MockupImage item={item} sizes="(min-width: 1024px) 560px, (min-width: 640px) calc(100vw - 3rem), 84vw" />
      </div>
      <div className={`mt-5 flex flex-1 flex-col ${featured ? 'lg:mt-0' : ''}`}>
        {featured && (
          <p className="badge self-start bg-accent-50 text-accent-700">
            <Icon name="Sparkles" className="h-4 w-4" />
            {t('home.portfolio.featured')}
          </p>
        )}
        <MarketBadge item={item} className={featured ? 'mt-2' : 'mb-2'} />
        {/* Two lines kept for every title in a row of cards, so their details line up. */}
        <h3 className={`${featured ? 'heading-2 mt-3 text-lg sm:text-4xl' : 'heading-3 text-lg sm:text-xl lg:min-h-[2lh]'}`}>
          {item.title}
        </h3>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="font-semibold text-slate-800">{item.client}</span>
          <CaseFact icon="MapPin">{item.location}</CaseFact>
          <CaseFact icon="Clock">{t('home.portfolio.timeframe', { time: item.timeframe })}</CaseFact>
        </p>
        <p className="mb-4 mt-3 line-clamp-3 text-slate-700 sm:line-clamp-none">{item.description}</p>
        <p className="mt-auto inline-flex max-w-full items-center gap-2 self-start rounded-lg bg-emerald-50 px-3 py-1.5 text-sm font-bold text-emerald-800 sm:text-base">
          <Icon name="TrendingUp" className="h-5 w-5 shrink-0" />
          {/* Its own box, so a long Dutch word can break on a narrow phone. */}
          <span className="min-w-0">{item.result}</span>
        </p>
        <Link to={`${pagePath('portfolio', language)}#${item.slug}`} className="link mt-4 inline-flex items-center gap-1.5 self-start">
          {t('home.portfolio.readCase')}
          <span className="sr-only">: {item.client}</span>
          <Icon name="ArrowRight" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}

/**
 * #portfolio: the featured project first, the other four in two columns on large screens. The cases of the page's
 * markets (src/lib/markets.ts): a Dutch home shows Dutch clients only.
 */
export function PortfolioSection({ allCases }: { allCases: readonly PortfolioCase[] }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const cases = casesShownIn(allCases, language, HOME_CASE_COUNT);
  const featured = cases[FEATURED_INDEX];
  const others = cases.filter((_, index) => index !== FEATURED_INDEX);
  return (
    <Section
      id={SECTIONS.portfolio}
      tone="tint"
      eyebrow={t('home.portfolio.eyebrow')}
      title={t('home.portfolio.title')}
      subtitle={t('home.portfolio.subtitle')}
    >
      {/* On a phone one row of cards, the featured project first; from 1024 px it spans both columns above the rest. */}
      <div className="scroll-frame scroll-row sm:gap-8 lg:grid-cols-2">
        {featured && (
          <div className="lg:col-span-2">
            <CaseCard item={featured} featured />
          </div>
        )}
        {others.map((item) => (
          <CaseCard key={item.slug} item={item} />
        ))}
      </div>
      {/* On a phone the intake across, the other two side by side below it. */}
      <div className="mt-8 grid grid-cols-2 gap-3 sm:mt-10 sm:flex sm:flex-wrap sm:items-center sm:justify-center [&>*:first-child]:col-span-2">
        <a href={`#${SECTIONS.intake}`} className="btn-primary" data-testid="portfolio-schedule">
          {t('home.portfolio.schedule')}
        </a>
        <a href={`#${SECTIONS.testimonials}`} className="btn-secondary" data-testid="portfolio-reviews">
          {t('home.portfolio.reviews')}
        </a>
        <Link to={pagePath('portfolio', language)} className="btn-secondary">
          {t('home.portfolio.all')}
        </Link>
      </div>
    </Section>
  );
}
