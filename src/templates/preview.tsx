import React, { useEffect, useState } from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo';
import { Icon } from '../components/ui/Icon';
import { PreviewLinks } from '../components/site-preview/PreviewLinks';
import { SketchFigure } from '../components/site-preview/SketchFigure';
import type { IntakeLocationState, IntakePrefill } from '../components/forms/IntakeForm';
import { answersFromFragment, hasPreview, type PreviewAnswers } from '../lib/site-preview/answers';
import { pageTranslator } from '../lib/i18n';
import { SECTIONS } from '../lib/navigation';
import { headPage, type LocalizedPageContext } from '../lib/page-context';
import { sectionPath } from '../lib/routes';
import { TradesProvider } from '../components/trades';
import { tradeValues } from '../lib/trades';

type PreviewProps = PageProps<Queries.PreviewPageQuery, LocalizedPageContext>;

/** The intake's values from a link's answers: a trade the site no longer offers (an old link's group) is left to choose. */
function prefillOf(answers: PreviewAnswers, tradeIds: readonly string[]): IntakePrefill {
  return {
    industry: tradeIds.includes(answers.trade) ? answers.trade : '',
    company: answers.business,
    town: answers.town,
    phone: answers.phone,
    style: answers.style,
    addOns: answers.addOns.join(','),
  };
}

/**
 * The sketch full size, drawn from the answers in the link's fragment (`#b=…&t=…`): the visitor keeps or shares it,
 * and goes back into the intake with those answers filled in. Nothing of it is stored; the page is not indexed.
 */
export default function PreviewPage({ data, pageContext }: PreviewProps) {
  const { t } = useTranslation();
  const { language } = pageContext;
  const [answers, setAnswers] = useState<PreviewAnswers | null>(null);
  useEffect(() => {
    const read = () => setAnswers(answersFromFragment(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const drawn = answers !== null && hasPreview(answers);
  const intake = sectionPath(language, SECTIONS.intake);
  return (
    <Layout page={pageContext}>
      <TradesProvider trades={data.allTrade.nodes}>
        <section className="container-page py-12 sm:py-16" data-testid="preview-page">
          <div className="max-w-3xl">
            <p className="eyebrow">{t('sitePreview.sketchShort')}</p>
            <h1 className="heading-1 mt-2">{t('sitePreview.pageTitle')}</h1>
            <p className="lead mt-4">{t('sitePreview.pageIntro')}</p>
          </div>
          <div
            className="mt-10 w-full max-w-5xl"
            data-testid="preview-page-drawing"
            data-state={drawn ? 'drawn' : answers ? 'empty' : 'waiting'}
          >
            {drawn ? (
              <SketchFigure answers={answers} language={language} t={t} />
            ) : (
              <div className="flex aspect-[640/400] items-center justify-center rounded-2xl border-2 border-dashed border-slate-200 bg-slate-50 p-6 text-center text-slate-600">
                <p className="max-w-md">
                  <span className="no-js:hidden">{answers && !drawn ? t('sitePreview.pageEmpty') : ''}</span>
                  <span className="js:hidden">{t('sitePreview.pageNoScript')}</span>
                </p>
              </div>
            )}
          </div>
          <div className="mt-6 flex max-w-5xl flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <Link
              to={intake}
              state={
                drawn ? ({ intakePrefill: prefillOf(answers, tradeValues(data.allTrade.nodes)) } satisfies IntakeLocationState) : undefined
              }
              className="btn-primary"
              data-testid="preview-continue"
            >
              {drawn ? t('sitePreview.continue') : t('sitePreview.start')}
              <Icon name="ArrowRight" className="h-4 w-4" />
            </Link>
            {drawn && (
              <div className="sm:max-w-md">
                <PreviewLinks answers={answers} language={language} open={false} />
              </div>
            )}
          </div>
        </section>
      </TradesProvider>
    </Layout>
  );
}

export const Head: HeadFC<Queries.PreviewPageQuery, LocalizedPageContext> = ({ data, pageContext }) => {
  const t = pageTranslator(pageContext.language, data.locales);
  return <Seo page={headPage(pageContext)} title={t('sitePreview.pageTitle')} description={t('sitePreview.pageIntro')} noindex />;
};

export const query = graphql`
  query PreviewPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleFields
    }
    allTrade {
      nodes {
        ...TradeSketch
      }
    }
  }
`;
