import React, { useEffect, useState } from 'react';
import { graphql, Link, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { localizedHead } from '../components/localized-head';
import { NextSteps } from '../components/forms/NextSteps';
import { pagePath } from '../lib/routes';
import { OWNER_PORTRAIT } from '../lib/asset-paths';
import { telUrl } from '../lib/contact-links';
import { WhatsAppLink } from '../components/layout/WhatsAppButton';
import { useBusiness } from '../hooks/use-business';
import type { LocalizedPageContext } from '../lib/page-context';
import { Icon } from '../components/ui/Icon';
import { KeptSketch } from '../components/site-preview/KeptSketch';
import { answersFromFragment, hasPreview, type PreviewAnswers } from '../lib/site-preview/answers';
import type { Language } from '../lib/languages';
import { TradesProvider } from '../components/trades';

/** A sent intake's sketch, when the Function's redirect carried it here in the fragment (a form posted before the script ran). */
function SentSketch({ language }: { language: Language }) {
  const [answers, setAnswers] = useState<PreviewAnswers | null>(null);
  useEffect(() => {
    const fromLink = answersFromFragment(window.location.hash);
    if (hasPreview(fromLink)) setAnswers(fromLink);
  }, []);
  if (!answers) return null;
  return (
    <KeptSketch
      answers={answers}
      language={language}
      heading="h2"
      className="mt-10 rounded-2xl border border-slate-200 p-6 sm:p-8"
      testId="thanks-preview"
    />
  );
}

type ThanksProps = PageProps<Queries.ThanksPageQuery, LocalizedPageContext>;

/** Where a form posted without JavaScript lands once the lead is in (the Function answers 303 to here). */
export default function ThanksPage({ data, pageContext }: ThanksProps) {
  const { t } = useTranslation();
  const { language } = pageContext;
  const { owner, phone } = useBusiness();
  return (
    <Layout page={pageContext} primaryAction={null}>
      <section className="container-page grid gap-10 py-16 sm:py-24 lg:grid-cols-[3fr_2fr] lg:items-start lg:gap-16" data-testid="thanks">
        <div>
          <Icon name="CheckCircle2" className="h-14 w-14 text-emerald-600" />
          <h1 className="heading-1 mt-6">{t('thanks.title')}</h1>
          <p className="lead mt-5">{t('thanks.text')}</p>
          <div className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700 sm:p-8">
            <NextSteps headingLevel="h2" />
          </div>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to={pagePath('portfolio', language)} className="btn-primary">
              {t('thanks.portfolio')}
              <Icon name="ArrowRight" className="h-4 w-4" />
            </Link>
            <Link to={pagePath('home', language)} className="btn-secondary">
              {t('thanks.home')}
            </Link>
          </div>
          {/* Last in its column: drawn after the script reads the fragment, it moves nothing above it. */}
          <TradesProvider trades={data.allTrade.nodes}>
            <SentSketch language={language} />
          </TradesProvider>
        </div>
        {/* Someone who cannot wait for the reply reaches the owner directly. */}
        <aside aria-labelledby="thanks-hurry" className="rounded-2xl bg-brand-900 p-6 text-slate-200 sm:p-8 lg:mt-20">
          <img
            src={OWNER_PORTRAIT}
            alt=""
            width={480}
            height={560}
            className="h-20 w-20 rounded-full bg-brand-50 object-cover object-top"
          />
          <h2 id="thanks-hurry" className="heading-3 mt-5 text-white">
            {t('thanks.hurryTitle')}
          </h2>
          <p className="mt-2">{t('thanks.hurryText', { owner: owner.name })}</p>
          <div className="mt-6 flex flex-col gap-3">
            <a href={telUrl(phone)} className="btn-primary">
              <Icon name="Phone" className="h-4 w-4" />
              {t('thanks.call', { phone })}
            </a>
            <WhatsAppLink message={t('whatsapp.message')} className="btn-on-dark" iconClassName="h-4 w-4">
              {t('thanks.whatsapp')}
            </WhatsAppLink>
          </div>
        </aside>
      </section>
    </Layout>
  );
}

export const Head = localizedHead<Queries.ThanksPageQuery>(({ t }) => ({
  title: t('thanks.title'),
  description: t('thanks.text'),
  noindex: true,
}));

export const query = graphql`
  query ThanksPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    ...SketchTrades
  }
`;
