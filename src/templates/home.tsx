import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo';
import { Hero } from '../components/home/Hero';
import { Benefits } from '../components/home/Benefits';
import { WhatYouGet } from '../components/home/WhatYouGet';
import { StatsAndAbout } from '../components/home/StatsAndAbout';
import { Process } from '../components/home/Process';
import { Pricing } from '../components/home/Pricing';
import { PortfolioSection } from '../components/home/PortfolioSection';
import { Testimonials } from '../components/home/Testimonials';
import { BlogTeaser, ClosingCta, ContactSection, Faq, IntakeSection, Trades } from '../components/home/MoreSections';
import { useBusiness } from '../hooks/use-business';
import { headTranslator } from '../lib/head-translator';
import { professionalServiceJsonLd } from '../lib/structured-data';
import type { LocalizedPageContext } from '../lib/page-context';

type HomeProps = PageProps<Queries.HomePageQuery, LocalizedPageContext>;

export default function HomePage({ data, pageContext }: HomeProps) {
  const { pricingPlan, homeQuoteCalculator } = data;
  if (!pricingPlan || !homeQuoteCalculator) throw new Error('content/home/pricing.json or content/calculators/home-quote.json is missing');
  return (
    <Layout page={pageContext}>
      <Hero />
      <Benefits />
      <WhatYouGet included={pricingPlan.features} />
      <StatsAndAbout />
      <Process steps={data.allProcessStep.nodes} />
      <Pricing plan={pricingPlan} calculator={homeQuoteCalculator} />
      <PortfolioSection cases={data.allPortfolioCase.nodes} />
      <Testimonials testimonials={data.allTestimonial.nodes} />
      <Trades trades={data.allTrade.nodes} />
      <BlogTeaser articles={data.latestArticles.nodes} />
      <Faq items={data.allFaqItem.nodes} />
      <ClosingCta />
      <IntakeSection />
      <ContactSection />
    </Layout>
  );
}

export const Head: HeadFC<Queries.HomePageQuery, LocalizedPageContext> = ({ data, pageContext }) => {
  const t = headTranslator(data.locales);
  const business = useBusiness();
  return (
    <Seo
      language={pageContext.language}
      path={pageContext.i18n.path}
      alternates={pageContext.alternates}
      title={`${business.name} | ${t('site.tagline')}`}
      fullTitle
      description={t('home.metaDescription')}
      jsonLd={[professionalServiceJsonLd(business, pageContext.language, t('home.metaDescription'))]}
    />
  );
};

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "home", "forms", "blog"] } }) {
      ...LocaleFields
    }
    allProcessStep(sort: { step: ASC }) {
      nodes {
        step
        title {
          en
          nl
        }
        description {
          en
          nl
        }
      }
    }
    pricingPlan {
      period {
        en
        nl
      }
      description {
        en
        nl
      }
      features {
        en
        nl
      }
    }
    homeQuoteCalculator {
      businessTypes {
        id
        label {
          en
          nl
        }
      }
      packages {
        id
        pages
        label {
          en
          nl
        }
        description {
          en
          nl
        }
        monthlyExtra
      }
      features {
        id
        label {
          en
          nl
        }
        monthly
      }
      included {
        en
        nl
      }
    }
    allPortfolioCase {
      nodes {
        ...PortfolioCaseCard
      }
    }
    allTestimonial {
      nodes {
        itemId
        name
        company
        trade {
          en
          nl
        }
        location
        text {
          en
          nl
        }
        result {
          en
          nl
        }
        rating
        portrait
      }
    }
    allTrade {
      nodes {
        itemId
        label {
          en
          nl
        }
        icon
      }
    }
    latestArticles: allArticle(filter: { language: { eq: $language } }, sort: { date: DESC }, limit: 3) {
      nodes {
        ...ArticleCard
      }
    }
    allFaqItem {
      nodes {
        itemId
        question {
          en
          nl
        }
        answer {
          en
          nl
        }
      }
    }
  }

  fragment PortfolioCaseCard on PortfolioCase {
    slug
    title {
      en
      nl
    }
    client
    trade
    location
    description {
      en
      nl
    }
    result {
      en
      nl
    }
    timeframe {
      en
      nl
    }
    image
  }
`;
