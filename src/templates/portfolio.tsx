import React from 'react';
import { casesShownIn, marketLanguage } from '../lib/markets';
import { graphql, Link, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { localizedHead } from '../components/localized-head';
import { CaseFact, FEATURED_INDEX, MarketBadge, MockupImage } from '../components/home/portfolio-parts';
import { useBusiness } from '../hooks/use-business';
import { SECTIONS } from '../lib/navigation';
import { sectionPath } from '../lib/routes';
import { caseSitePath } from '../lib/case-site/paths';
import type { LocalizedPageContext } from '../lib/page-context';
import { Icon } from '../components/ui/Icon';

type PortfolioProps = PageProps<Queries.PortfolioPageQuery, LocalizedPageContext>;
type CaseStudyData = Queries.PortfolioPageQuery['allPortfolioCase']['nodes'][number];

/**
 * One case, in the order a sceptical visitor reads it: what it is, how it looks (a gallery of three views), the
 * story, then the result and the client's own words side by side.
 */
function CaseStudy({ item, featured, index }: { item: CaseStudyData; featured: boolean; index: number }) {
  const { t } = useTranslation();
  return (
    <article
      id={item.slug}
      aria-labelledby={`${item.slug}-title`}
      className="border-t border-slate-200 py-14 first:border-t-0 first:pt-6 sm:py-20 sm:first:pt-8"
      data-testid="case-study"
    >
      <header className="max-w-4xl">
        {featured && (
          <p className="badge bg-accent-50 text-accent-700">
            <Icon name="Sparkles" className="h-4 w-4" />
            {t('home.portfolio.featured')}
          </p>
        )}
        <MarketBadge item={item} className="mt-3" />
        <h2 id={`${item.slug}-title`} className="heading-2 mt-3">
          {item.title}
        </h2>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-slate-600">
          <span>
            <span className="sr-only">{t('portfolio.client')}: </span>
            <strong className="text-slate-800">{item.client}</strong>
          </span>
          <CaseFact icon="MapPin">{item.location}</CaseFact>
          <CaseFact icon="Clock">
            {t('portfolio.timeframe')} {item.timeframe}
          </CaseFact>
        </p>
        <p className="lead mt-5">{item.description}</p>
      </header>

      <figure className="mt-10" aria-label={t('portfolio.gallery', { client: item.client })} data-testid="case-gallery">
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <MockupImage item={item} eager={index === 0} sizes="(min-width: 1024px) 720px, calc(100vw - 2rem)" className="shadow-card" />
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-1">
            <MockupImage item={item} view="phone" sizes="(min-width: 1024px) 352px, calc(50vw - 1.5rem)" className="shadow-card" />
            <MockupImage item={item} view="detail" sizes="(min-width: 1024px) 352px, calc(50vw - 1.5rem)" className="shadow-card" />
          </div>
        </div>
      </figure>
      <p className="mt-5">
        {/* The client's site exists in its own market's language only (src/lib/page-plan.ts). */}
        <Link to={caseSitePath(marketLanguage(item.market), item.slug)} className="btn-secondary" data-testid="case-open-site">
          {t('portfolio.openSite')}
          <span className="sr-only"> {t('portfolio.openSiteOf', { client: item.client })}</span>
          <Icon name="ArrowRight" className="h-4 w-4" />
        </Link>
      </p>

      {/* The story in two columns of similar length, each whole; what was built below them, across the width. */}
      <div className="mt-12 grid gap-8 text-slate-700 lg:grid-cols-2 lg:gap-12">
        <div>
          <h3 className="heading-3">{t('portfolio.challenge')}</h3>
          <p className="mt-2">{item.challenge}</p>
        </div>
        <div>
          <h3 className="heading-3">{t('portfolio.solution')}</h3>
          <p className="mt-2">{item.solution}</p>
        </div>
      </div>
      <div className="mt-8 text-slate-700">
        <h3 className="heading-3">{t('portfolio.features')}</h3>
        <ul className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {item.features.map((feature) => (
            <li key={feature.text} className="flex items-start gap-2">
              <Icon name="CheckCircle2" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
              {feature.text}
            </li>
          ))}
        </ul>
      </div>

      {/* Side by side at the same height: the result centred beside a quote that may run longer. */}
      <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="flex flex-col justify-center rounded-2xl bg-emerald-50 p-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">{t('portfolio.result')}</p>
          <p className="mt-1 flex items-center gap-2 text-xl font-extrabold text-emerald-900 sm:text-2xl">
            <Icon name="TrendingUp" className="h-6 w-6 shrink-0" />
            {/* Its own box, so a long Dutch word ("warmtepompaanvragen") can break on a narrow phone. */}
            <span className="min-w-0 hyphens-auto">{item.result}</span>
          </p>
          <p className="mt-2 text-emerald-900">{item.resultDetail}</p>
        </div>
        <figure className="rounded-2xl bg-slate-50 p-6">
          <Icon name="Quote" className="h-6 w-6 text-accent-500" />
          <blockquote className="mt-2 text-lg italic text-slate-700">{item.testimonial}</blockquote>
          <figcaption className="mt-3 font-semibold text-brand-900">
            {item.testimonialAuthor}, {item.testimonialRole}
          </figcaption>
        </figure>
      </div>
    </article>
  );
}

export default function PortfolioPage({ data, pageContext }: PortfolioProps) {
  const { t } = useTranslation();
  const { claims } = useBusiness();
  const cases = casesShownIn(data.allPortfolioCase.nodes, pageContext.language);
  return (
    <Layout page={pageContext}>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14 text-center sm:py-20">
          <p className="eyebrow">{t('home.portfolio.eyebrow')}</p>
          <h1 className="heading-1 mx-auto mt-3 max-w-4xl">{t('portfolio.title')}</h1>
          <p className="lead mx-auto mt-5 max-w-2xl">{t('portfolio.subtitle', { count: cases.length })}</p>
          {/* On phones one scrolling row, so the first case starts on the first screen. */}
          <nav aria-label={t('portfolio.contents')} className="-mx-4 mt-8 sm:mx-0">
            <ul className="flex gap-2 overflow-x-auto px-4 pb-2 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0 sm:pb-0">
              {cases.map((item) => (
                <li key={item.slug}>
                  <a
                    href={`#${item.slug}`}
                    className="inline-flex min-h-[44px] items-center whitespace-nowrap rounded-full border border-brand-200 bg-white px-4 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  >
                    {item.client}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <div className="container-page">
        {cases.map((item, index) => (
          <CaseStudy key={item.slug} item={item} featured={index === FEATURED_INDEX} index={index} />
        ))}
      </div>
      <section className="defer-render bg-brand-900 py-16 text-center" aria-labelledby="portfolio-cta">
        <div className="container-page">
          <h2 id="portfolio-cta" className="heading-2 text-white">
            {t('portfolio.ctaTitle')}
          </h2>
          <p className="lead mx-auto mt-4 max-w-2xl text-slate-300">{t('portfolio.ctaText', { weeks: claims.launchWeeks })}</p>
          <a href={sectionPath(pageContext.language, SECTIONS.intake)} className="btn-primary mt-8 px-6 text-lg">
            {t('portfolio.ctaButton')}
            <Icon name="ArrowRight" className="h-5 w-5" />
          </a>
        </div>
      </section>
    </Layout>
  );
}

export const Head = localizedHead<Queries.PortfolioPageQuery>(({ t }) => ({
  title: t('portfolio.metaTitle'),
  description: t('portfolio.metaDescription'),
}));

export const query = graphql`
  query PortfolioPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    allPortfolioCase {
      nodes {
        ...PortfolioCaseCard
        challenge(language: $language)
        solution(language: $language)
        features {
          kind
          text(language: $language)
        }
        resultDetail(language: $language)
        testimonial(language: $language)
        testimonialAuthor
        testimonialRole(language: $language)
      }
    }
  }
`;
