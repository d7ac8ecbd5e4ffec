import React, { useEffect, useMemo, useState } from 'react';
import { graphql, Link, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { localizedHead } from '../components/localized-head';
import { Icon } from '../components/ui/Icon';
import { PreviewLinksWhenNear } from '../components/site-preview/PreviewLinksWhenNear';
import { TradeSite } from '../components/trade-site/TradeSite';
import type { IntakeLocationState, IntakePrefill } from '../components/forms/intake-values';
import { answersFromFragment, hasPreview, NO_ANSWERS, type PreviewAnswers } from '../lib/site-preview/answers';
import { sitePreviewModel } from '../lib/site-preview/model';
import type { Translate } from '../lib/i18n';
import { SECTIONS } from '../lib/navigation';
import type { LocalizedPageContext } from '../lib/page-context';
import { sectionPath } from '../lib/routes';
import { TradesProvider } from '../components/trades';
import { WhatsAppLink } from '../components/layout/WhatsAppButton';
import { OTHER_TRADE, tradeValues } from '../lib/trades';

type PreviewProps = PageProps<Queries.PreviewPageQuery, LocalizedPageContext>;

/**
 * Run before the first paint: a link that names a business marks the page, and the page's own style keeps the example
 * out of sight until the script has drawn the visitor's own site, so what they see first is theirs and nothing changes
 * under their eyes (it shows after 4 s should the script never run). Inline in the head: the critical CSS would leave a
 * rule for a class the built HTML does not carry. The `b` key is FRAGMENT_KEYS.business (src/lib/site-preview/answers.ts).
 */
const OWN_SITE_PENDING = `if(/(?:^#|&)b=[^&]/.test(location.hash))document.documentElement.classList.add('preview-own')`;
const OWN_SITE_PENDING_STYLE =
  'html.preview-own [data-preview-pending]{visibility:hidden;animation:preview-reveal 0s 4s forwards}@keyframes preview-reveal{to{visibility:visible}}';

/** The trade the example business practises: the first listed (the plumber), so the example is a real trade's page. */
const EXAMPLE_TRADE_INDEX = 0;

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

/** A sensible business of the page's market, shown (and labelled) as an example when the link holds no answers. */
function exampleAnswers(t: Translate, trade: string): PreviewAnswers {
  return {
    ...NO_ANSWERS,
    business: t('sitePreview.exampleName'),
    trade,
    town: t('sitePreview.exampleTown'),
    phone: t('sitePreview.examplePhone'),
    style: 'modern',
  };
}

/**
 * The visitor's website full size, made from the answers in the link's fragment (`#b=…&t=…`): they keep or share the
 * link and go back into the intake with those answers filled in. Nothing of it is stored; the page is not indexed.
 * Without answers (and before the script reads the fragment, and without JavaScript) it shows an example business.
 */
export default function PreviewPage({ data, pageContext }: PreviewProps) {
  const { t } = useTranslation();
  const { language } = pageContext;
  const trades = data.allTrade.nodes;
  const [answers, setAnswers] = useState<PreviewAnswers | null>(null);
  const [fragment, setFragment] = useState('');
  useEffect(() => {
    const read = () => {
      setAnswers(answersFromFragment(window.location.hash));
      setFragment(window.location.hash);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const own = answers !== null && hasPreview(answers);
  const shown = own ? answers : exampleAnswers(t, trades[EXAMPLE_TRADE_INDEX]?.itemId ?? OTHER_TRADE);
  const model = useMemo(() => sitePreviewModel(shown, language, t, trades), [shown, language, t, trades]);
  const intake = sectionPath(language, SECTIONS.intake);
  const pending = answers === null ? '' : undefined;
  // The language switch leads to the other language's version with the same answers: it shows the same site.
  const page = useMemo(
    () =>
      own
        ? {
            ...pageContext,
            alternates: pageContext.alternates.map((alternate) => ({ ...alternate, path: `${alternate.path}${fragment}` })),
          }
        : pageContext,
    [own, pageContext, fragment],
  );
  return (
    <Layout page={page} actionBar={false}>
      <TradesProvider trades={trades}>
        {/* On a phone the visitor's site comes first, the agency's words and "continue" after it (CSS order: the
            outline stays title first); from 640 px the title introduces the site above it. */}
        <div className="flex flex-col">
          <section
            className="container-page order-2 pb-4 pt-6 sm:order-none sm:pb-10 sm:pt-14"
            data-testid="preview-page"
            data-preview-pending={pending}
          >
            <div className="max-w-3xl">
              {own ? (
                <p className="eyebrow">{t('sitePreview.sketchShort')}</p>
              ) : (
                <p
                  className="inline-flex rounded-full bg-accent-100 px-3 py-1 text-sm font-bold text-accent-800"
                  data-testid="preview-example-label"
                >
                  {t('sitePreview.exampleLabel')}
                </p>
              )}
              <h1 className="heading-1 mt-2">{own ? t('sitePreview.pageTitle') : t('sitePreview.exampleTitle')}</h1>
              <p className="lead mt-4">{own ? t('sitePreview.pageIntro') : t('sitePreview.exampleIntro')}</p>
            </div>
          </section>
          <div className="sm:container-page order-1 sm:order-none" data-preview-pending={pending}>
            <div
              className="overflow-hidden border-y border-slate-200 shadow-card sm:rounded-2xl sm:border"
              data-testid="preview-page-site"
              data-state={own ? 'own' : answers ? 'example' : 'waiting'}
            >
              <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-100 px-4 py-2" aria-hidden="true">
                {[0, 1, 2].map((dot) => (
                  <span key={dot} className="h-2.5 w-2.5 rounded-full bg-slate-300" />
                ))}
                <span className="ml-2 min-w-0 truncate text-sm font-semibold text-slate-700">
                  {own ? model.name : t('sitePreview.exampleLabel')}
                </span>
              </div>
              <TradeSite model={model} headingLevel={2} />
            </div>
          </div>
          <div className="sm:container-page order-3 pb-12 sm:order-none sm:pb-16">
            <div className="flex flex-col gap-4 px-4 sm:mt-8 sm:flex-row sm:items-start sm:justify-between sm:px-0">
              <div className="flex flex-wrap items-center gap-3">
                <Link
                  to={intake}
                  state={own ? ({ intakePrefill: prefillOf(answers, tradeValues(trades)) } satisfies IntakeLocationState) : undefined}
                  className="btn-primary"
                  data-testid="preview-continue"
                >
                  {own ? t('sitePreview.continue') : t('sitePreview.start')}
                  <Icon name="ArrowRight" className="h-4 w-4" />
                </Link>
                <WhatsAppLink message={t('whatsapp.message')} className="btn-secondary" iconClassName="h-4 w-4" testId="preview-whatsapp">
                  {t('actionBar.whatsapp')}
                </WhatsAppLink>
              </div>
              {own && (
                <div className="sm:max-w-md">
                  <PreviewLinksWhenNear answers={answers} language={language} open={false} />
                </div>
              )}
            </div>
          </div>
        </div>
      </TradesProvider>
    </Layout>
  );
}

export const Head = localizedHead<Queries.PreviewPageQuery>(({ t }) => ({
  title: t('sitePreview.pageTitle'),
  description: t('sitePreview.pageIntro'),
  noindex: true,
  children: (
    <>
      <style>{OWN_SITE_PENDING_STYLE}</style>
      <script dangerouslySetInnerHTML={{ __html: OWN_SITE_PENDING }} />
    </>
  ),
}));

export const query = graphql`
  query PreviewPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    ...SketchTrades
  }
`;
