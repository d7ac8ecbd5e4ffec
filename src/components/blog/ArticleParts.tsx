import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { pagePath } from '../../lib/routes';
import { formatMoney } from '../../lib/format';
import { mailtoUrl } from '../../lib/contact-links';
import { shareLinks } from '../../lib/share';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';
import { NavTargetLink } from '../layout/NavTargetLink';
import { Stars } from '../ui/Stars';
import { ArticleCard } from './ArticleCard';
import { textBlocks } from '../../lib/text-blocks';
import { Icon } from '../ui/Icon';
import type { IconName } from '../../lib/icons';

/** Paragraphs split on blank lines (single line breaks kept), and "- " lines as a bulleted list. */
export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  return (
    <>
      {textBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className={className}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className={`whitespace-pre-line ${className}`}>
            {block.text}
          </p>
        ),
      )}
    </>
  );
}

/** A section of a Local SEO article under its own heading. */
function ArticleSection({ id, testId, title, children }: { id: string; testId: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12" data-testid={testId}>
      <h2 id={id} className="heading-3 text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

type LocalContent = NonNullable<Queries.ArticlePageQuery['localSeoArticle']>;

export function CustomerTestimonials({ city, testimonials }: { city: string; testimonials: LocalContent['testimonials'] }) {
  const { t } = useTranslation();
  return (
    <ArticleSection id="customers-say" testId="article-testimonials" title={t('blog.customersSay', { city })}>
      <ul className="mt-5 grid gap-4">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name} className="card flex flex-col p-5">
            <Stars rating={testimonial.rating} label={t('blog.ratingLabel', { rating: testimonial.rating })} />
            <blockquote className="mt-3 flex-1 text-slate-700">{testimonial.text}</blockquote>
            <p className="mt-4 font-semibold text-brand-900">{testimonial.name}</p>
            <p className="text-sm text-slate-600">{testimonial.location}</p>
          </li>
        ))}
      </ul>
    </ArticleSection>
  );
}

export function ServiceAreas({ city, areas }: { city: string; areas: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ArticleSection id="service-areas" testId="article-service-areas" title={t('blog.serviceAreas', { city })}>
      <ul className="mt-4 flex flex-wrap gap-2">
        {areas.map((area) => (
          <li
            key={area}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-800"
          >
            <Icon name="MapPin" className="h-4 w-4" />
            {area}
          </li>
        ))}
      </ul>
    </ArticleSection>
  );
}

/** The summing-up box: its text as elements, or as HTML (a general post's conclusion, Markdown made HTML by the build). */
export function ConclusionBox({ children, html }: { children?: React.ReactNode; html?: string }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('blog.conclusion')}
      className="mt-12 rounded-2xl border-l-4 border-accent-500 bg-accent-50 p-6"
      data-testid="article-conclusion"
    >
      <p className="text-sm font-bold uppercase tracking-wider text-accent-700">{t('blog.conclusion')}</p>
      {html === undefined ? (
        <div className="mt-2 space-y-3 text-slate-800 [&>p]:m-0">{children}</div>
      ) : (
        <div className="mt-2 space-y-3 text-slate-800 [&>p]:m-0" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </aside>
  );
}

export function GrowCta({ city, service, text }: { city: string; service: string; text: string }) {
  const { t } = useTranslation();
  const { email } = useBusiness();
  return (
    <section aria-labelledby="grow-cta" className="mt-12 rounded-2xl bg-brand-900 p-8 text-slate-200" data-testid="article-cta">
      <h2 id="grow-cta" className="heading-3 text-2xl text-white">
        {t('blog.ctaTitle', { service, city })}
      </h2>
      <p className="mt-3">{text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <NavTargetLink to={{ kind: 'section', anchor: SECTIONS.intake }} className="btn-primary">
          {t('blog.ctaConsultation')}
        </NavTargetLink>
        <a href={mailtoUrl(email)} className="btn-on-dark">
          <Icon name="Mail" className="h-4 w-4" />
          {t('blog.ctaEmail')}
        </a>
      </div>
    </section>
  );
}

const SHARE_ICONS = { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'Linkedin' } as const satisfies Record<string, IconName>;

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-12 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6" data-testid="share-links">
      <p className="font-semibold text-brand-900">{t('blog.share')}</p>
      {shareLinks(url, title).map((link) => {
        return (
          <a
            key={link.network}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            data-network={link.network}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 text-brand-800 hover:bg-brand-50"
          >
            <Icon name={SHARE_ICONS[link.network]} className="h-5 w-5" />
            <span className="sr-only">
              {t('blog.shareOn', { network: link.label })} {t('a11y.opensInNewTab')}
            </span>
          </a>
        );
      })}
    </div>
  );
}

export function ReadyBanner() {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  return (
    <section
      aria-labelledby="ready-banner"
      className="mt-16 rounded-3xl bg-gradient-to-br from-accent-600 to-accent-700 p-8 text-white sm:p-10"
      data-testid="ready-banner"
    >
      <h2 id="ready-banner" className="heading-2 text-white">
        {t('blog.bannerTitle')}
      </h2>
      <p className="mt-3 text-lg text-accent-50">{t('blog.bannerText', { price: formatMoney(business.pricing.monthly, language) })}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <NavTargetLink to={{ kind: 'section', anchor: SECTIONS.intake }} className="btn bg-white text-accent-700 hover:bg-accent-50">
          {t('blog.bannerIntake')}
          <Icon name="ArrowRight" className="h-4 w-4" />
        </NavTargetLink>
        <Link to={pagePath('portfolio', language)} className="btn-on-dark">
          {t('blog.bannerExamples')}
        </Link>
      </div>
    </section>
  );
}

export function RelatedArticles({ articles }: { articles: readonly Queries.ArticleCardFragment[] }) {
  const { t } = useTranslation();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-articles" className="defer-render bg-slate-50 py-16" data-testid="related-articles">
      <div className="container-page">
        <h2 id="related-articles" className="heading-2">
          {t('blog.related')}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      </div>
    </section>
  );
}
