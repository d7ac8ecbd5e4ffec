import React, { useState } from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { localizedHead } from '../components/localized-head';
import { Hero } from '../components/home/Hero';
import { Benefits } from '../components/home/Benefits';
import { WhatYouGet } from '../components/home/WhatYouGet';
import { StatsAndAbout } from '../components/home/StatsAndAbout';
import { Process } from '../components/home/Process';
import { Pricing } from '../components/home/Pricing';
import { Testimonials } from '../components/home/Testimonials';
import { BlogTeaser, ClosingCta, ContactSection, Faq, IntakeSection, Trades } from '../components/home/MoreSections';
import { PortfolioSection } from '../components/home/islands';
import type { IntakeLocationState, IntakePrefill } from '../components/forms/intake-values';
import { renderAllSections } from '../browser/deferred-render';
import { scrollToSection } from '../browser/scroll';
import { SECTIONS } from '../lib/navigation';
import { homePageReviews } from '../lib/markets';
import { professionalServiceJsonLd } from '../lib/structured-data';
import type { LocalizedPageContext } from '../lib/page-context';
import { TradesProvider } from '../components/trades';

type HomeProps = PageProps<Queries.HomePageQuery, LocalizedPageContext>;

export default function HomePage({ data, pageContext, location }: HomeProps) {
  const { pricingPlan, homeQuoteCalculator, plumberCalculator } = data;
  // Back from the sketch's page: its answers, handed over in the history entry's state.
  const [intakePrefill, setIntakePrefill] = useState<IntakePrefill | null>(
    () => (location.state as IntakeLocationState | null)?.intakePrefill ?? null,
  );
  const planIntake = (prefill: IntakePrefill, how: 'chosen' | 'kept') => {
    setIntakePrefill(prefill);
    // A choice kept through the language switch only updates the intake's note: the visitor stays where they are.
    if (how === 'kept') return;
    renderAllSections();
    scrollToSection(SECTIONS.intake);
  };
  if (!pricingPlan || !homeQuoteCalculator || !plumberCalculator)
    throw new Error('content/home/pricing.json or one of content/calculators/ is missing');
  return (
    <Layout page={pageContext}>
      <TradesProvider trades={data.allTrade.nodes}>
        <Hero />
        <Benefits />
        <WhatYouGet included={pricingPlan.features} />
        <StatsAndAbout ownerRole={data.business?.owner.role ?? ''} />
        <Process steps={data.allProcessStep.nodes} />
        <Pricing plan={pricingPlan} calculator={homeQuoteCalculator} plumberPrices={plumberCalculator} onPlanIntake={planIntake} />
        <PortfolioSection allCases={data.allPortfolioCase.nodes} />
        <Testimonials testimonials={homePageReviews(data.allTestimonial.nodes, pageContext.language)} />
        <Trades trades={data.allTrade.nodes} />
        <BlogTeaser articles={data.latestArticles.nodes} />
        <Faq items={data.allFaqItem.nodes} />
        <ClosingCta />
        <IntakeSection prefill={intakePrefill} />
        <ContactSection ownerRole={data.business?.owner.role ?? ''} />
      </TradesProvider>
    </Layout>
  );
}

export const Head = localizedHead<Queries.HomePageQuery>(({ t, pageContext, business }) => {
  const description = t('home.metaDescription', { weeks: business.claims.launchWeeks });
  return {
    title: `${business.name} | ${t('site.tagline')}`,
    fullTitle: true,
    description,
    jsonLd: [professionalServiceJsonLd(business, pageContext.language, description)],
  };
});

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    ...SketchTrades
    business {
      owner {
        role(language: $language)
      }
    }
    allProcessStep(sort: { step: ASC }) {
      nodes {
        step
        title(language: $language)
        description(language: $language)
      }
    }
    pricingPlan {
      period(language: $language)
      description(language: $language)
      features(language: $language)
    }
    homeQuoteCalculator {
      packages {
        id
        pages
        label(language: $language)
        description(language: $language)
        monthlyExtra
      }
      features {
        id
        label(language: $language)
        monthly
      }
      included(language: $language)
    }
    plumberCalculator {
      ...PlumberCalculatorPrices
    }
    allPortfolioCase {
      nodes {
        ...PortfolioCaseCard
      }
    }
    allTestimonial(filter: { page: { eq: "home" } }) {
      nodes {
        itemId
        name
        company
        trade(language: $language)
        location
        market
        text(language: $language)
        result(language: $language)
        rating
        portrait
        onHomePage
      }
    }
    latestArticles: allArticle(filter: { language: { eq: $language } }, sort: [{ date: DESC }, { slug: ASC }], limit: 3) {
      nodes {
        ...ArticleCard
      }
    }
    allFaqItem(filter: { page: { eq: "home" } }) {
      nodes {
        itemId
        question(language: $language)
        answer(language: $language)
      }
    }
  }

  fragment PortfolioCaseCard on PortfolioCase {
    slug
    market
    title(language: $language)
    client
    trade
    location
    description(language: $language)
    result(language: $language)
    timeframe(language: $language)
    # What the mockups' alt text names (MockupImage), chosen at build time (src/node/schema/portfolio-mockup.ts).
    mockupPhone
    mockupPhoneFeature(language: $language)
    mockupDetailKind
    mockupDetailFeature(language: $language)
  }
`;
