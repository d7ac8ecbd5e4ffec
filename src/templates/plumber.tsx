import React, { useMemo } from 'react';
import { REVIEW_COUNT, ownMarketFirst } from '../lib/markets';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { localizedHead } from '../components/localized-head';
import { Section } from '../components/ui/Section';
import { Stars } from '../components/ui/Stars';
import { FaqList } from '../components/ui/FaqList';
import { QuoteForm } from '../components/forms/islands';
import { PlumberCalculator, type CalculatorState } from '../components/plumber/PlumberCalculator';
import { PlumberHero } from '../components/plumber/PlumberHero';
import { selectionSummary } from '../lib/calculators/plumber-summary';
import { useBusiness } from '../hooks/use-business';
import { defaultPlumberSelection, plumberQuote } from '../lib/calculators/plumber';
import { formatMoney } from '../lib/format';
import { plumberServiceJsonLd } from '../lib/structured-data';
import { TradesProvider } from '../components/trades';
import { PLUMBER_SECTIONS } from '../lib/navigation';
import { WhatsAppLink } from '../components/layout/WhatsAppButton';
import { renderAllSections } from '../browser/deferred-render';
import { scrollToSection } from '../browser/scroll';
import type { LocalizedPageContext } from '../lib/page-context';
import { Icon } from '../components/ui/Icon';
import { useSavedAnswers } from '../hooks/use-saved-answers';
import { SAVED_ANSWERS, restoredPlumberChoice } from '../lib/forms/saved-answers';

type PlumberProps = PageProps<Queries.PlumberPageQuery, LocalizedPageContext>;

const defaultCalculatorState = (options: NonNullable<Queries.PlumberPageQuery['plumberCalculator']>): CalculatorState => ({
  selection: defaultPlumberSelection(options),
  info: { hasLogo: false, hasContent: false, currentWebsite: false },
});

const FEATURES = [
  { id: 'emergency', icon: 'Siren' },
  { id: 'booking', icon: 'CalendarCheck' },
  { id: 'seo', icon: 'Search' },
  { id: 'maps', icon: 'MapPinned' },
  { id: 'reviews', icon: 'Star' },
  { id: 'mobile', icon: 'Smartphone' },
] as const;

const { contact: CONTACT_ID, features: FEATURES_ID, calculator: CALCULATOR_ID } = PLUMBER_SECTIONS;

export default function PlumberPage({ data, pageContext }: PlumberProps) {
  const { t } = useTranslation();
  const business = useBusiness();
  const { language } = pageContext;
  const options = data.plumberCalculator;
  if (!options) throw new Error('content/calculators/plumber.json is missing');
  // The visitor's choice stays with them through the language switch (kept in this tab, by id).
  const [state, setState] = useSavedAnswers<CalculatorState>(
    SAVED_ANSWERS.plumberCalculator,
    () => defaultCalculatorState(options),
    (saved) => restoredPlumberChoice(saved, options, defaultCalculatorState(options)),
  );
  // One computation per change of selection: the calculator shows it, the quote form carries its summary.
  const quote = useMemo(
    () => plumberQuote(options, state.selection, business.pricing.monthly),
    [options, state.selection, business.pricing.monthly],
  );
  const summary = useMemo(() => selectionSummary(options, state, quote, language, t), [options, state, quote, language, t]);
  const whatsappMessage = t('plumber.contact.whatsappMessage');
  const goToQuote = () => {
    renderAllSections();
    scrollToSection(CONTACT_ID);
  };

  return (
    <Layout page={pageContext} whatsappMessage={whatsappMessage} primaryAction={{ href: '#quote-form', label: t('plumber.actionBar') }}>
      <PlumberHero contactId={CONTACT_ID} calculatorId={CALCULATOR_ID} />
      <Section
        id={FEATURES_ID}
        eyebrow={t('plumber.features.eyebrow')}
        title={t('plumber.features.title')}
        subtitle={t('plumber.features.subtitle')}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="plumber-features">
          {FEATURES.map(({ id, icon }) => (
            <li key={id} className="card">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent-50 text-accent-600">
                <Icon name={icon} className="h-6 w-6" />
              </span>
              <h3 className="heading-3 mt-4">{t(`plumber.features.items.${id}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`plumber.features.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id={CALCULATOR_ID}
        tone="tint"
        deferRender={false}
        eyebrow={t('plumber.calculator.eyebrow')}
        title={t('plumber.calculator.title')}
        subtitle={t('plumber.calculator.subtitle')}
      >
        <PlumberCalculator options={options} state={state} quote={quote} onChange={setState} onRequestQuote={goToQuote} />
      </Section>

      <Section eyebrow={t('plumber.stories.eyebrow')} title={t('plumber.stories.title')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {ownMarketFirst(data.stories.nodes, pageContext.language, REVIEW_COUNT).map((story) => (
            <li key={story.itemId} className="card flex flex-col" data-testid="success-story">
              {/* Two lines kept for the company, so the stars of every card in a row line up. */}
              <div className="flex items-start gap-3 md:min-h-[4.25rem]">
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
                >
                  {story.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <div>
                  <p className="font-semibold text-brand-900">{story.name}</p>
                  <p className="text-sm text-slate-600">
                    {story.company}, {story.location}
                  </p>
                </div>
              </div>
              <div className="mt-4">
                <Stars rating={story.rating} label={t('plumber.stories.stars', { rating: story.rating })} />
              </div>
              <blockquote className="mt-3 flex-1 text-slate-700">{story.text}</blockquote>
              <p className="mt-4 self-start rounded-md bg-emerald-50 px-2.5 py-1 text-sm font-bold text-emerald-800">{story.result}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="tint" eyebrow={t('plumber.faq.eyebrow')} title={t('plumber.faq.title')}>
        <FaqList items={data.faq.nodes} testId="plumber-faq" />
      </Section>

      <Section
        id={CONTACT_ID}
        title={t('plumber.contact.title', { count: business.claims.plumberCustomers })}
        subtitle={t('plumber.contact.subtitle', { hours: business.claims.replyHours })}
      >
        {/* The form follows right below; the other way in is a chat. */}
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <WhatsAppLink
            message={whatsappMessage}
            className="btn border border-whatsapp bg-white px-6 text-lg text-whatsapp-dark hover:bg-emerald-50"
            iconClassName="h-5 w-5"
            testId="plumber-whatsapp"
          >
            {t('plumber.contact.whatsapp')}
          </WhatsAppLink>
        </div>
        <div id="quote-form" className="card mx-auto mt-10 max-w-3xl p-6 sm:p-10">
          <h3 className="heading-3">{t('forms.quote.title')}</h3>
          <div className="mt-5">
            <TradesProvider trades={data.allTrade.nodes}>
              <QuoteForm selection={summary} />
            </TradesProvider>
          </div>
        </div>
      </Section>
    </Layout>
  );
}

export const Head = localizedHead<Queries.PlumberPageQuery>(({ t, pageContext, business }) => {
  const price = formatMoney(business.pricing.monthly, pageContext.language);
  const description = t('plumber.metaDescription', { price, weeks: business.claims.launchWeeks });
  return {
    title: t('plumber.metaTitle'),
    description,
    jsonLd: [plumberServiceJsonLd(business, pageContext.language, t('plumber.serviceName'), description)],
  };
});

export const query = graphql`
  query PlumberPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    plumberCalculator {
      websiteTypes {
        id
        name(language: $language)
        description(language: $language)
        price
        default
        features(language: $language)
      }
      addons {
        id
        name(language: $language)
        description(language: $language)
        price
        icon
      }
      speeds {
        id
        name(language: $language)
        duration(language: $language)
        multiplier
        icon
      }
      businessTypes {
        id
        name(language: $language)
        discountPercent
      }
      alwaysIncluded(language: $language)
      comparison {
        saved
        oneTime
      }
    }
    allTrade {
      nodes {
        ...TradeChoice
      }
    }
    stories: allTestimonial(filter: { page: { eq: "plumber" } }) {
      nodes {
        itemId
        name
        company
        location
        market
        text(language: $language)
        result(language: $language)
        rating
      }
    }
    faq: allFaqItem(filter: { page: { eq: "plumber" } }) {
      nodes {
        itemId
        question(language: $language)
        answer(language: $language)
      }
    }
  }
`;
