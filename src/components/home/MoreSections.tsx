import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { pagePath } from '../../lib/routes';
import { mailtoUrl, telUrl, whatsappUrl } from '../../lib/contact-links';
import { useBusiness } from '../../hooks/use-business';
import { OWNER_PORTRAIT } from '../../lib/asset-paths';
import { useCurrentPage } from '../layout/page';
import { Section } from '../ui/Section';
import { ContentIcon, Icon } from '../ui/Icon';
import { FaqList } from '../ui/FaqList';
import type { IconName } from '../../lib/icons';
import { ArticleCard } from '../blog/ArticleCard';
import type { IntakePrefill } from '../forms/intake-values';
import { ContactForm, IntakeForm } from '../forms/islands';
import { NextSteps } from '../forms/NextSteps';

/** The trades we build for, with the plumber landing page as the worked-out example. */
export function Trades({ trades }: { trades: Queries.HomePageQuery['allTrade']['nodes'] }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  return (
    <Section tone="tint" eyebrow={t('home.trades.eyebrow')} title={t('home.trades.title')} subtitle={t('home.trades.subtitle')}>
      {/* Chips that wrap on a phone, tiles from 640 px. */}
      <ul className="flex flex-wrap justify-center gap-2 sm:grid sm:grid-cols-3 sm:gap-3 lg:grid-cols-6" data-testid="trades">
        {trades.map((trade) => (
          <li
            key={trade.itemId}
            className="flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-center sm:flex-col sm:gap-2 sm:rounded-xl sm:px-3 sm:py-5"
          >
            <ContentIcon name={trade.icon} className="h-4 w-4 text-brand-600 sm:h-7 sm:w-7" />
            <span className="text-sm font-semibold text-slate-800">{trade.label}</span>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link to={pagePath('plumber', language)} className="link inline-flex items-center gap-1.5">
          {t('home.trades.plumberLink')}
          <Icon name="ArrowRight" className="h-4 w-4" />
        </Link>
      </p>
    </Section>
  );
}

/** The latest three articles in the page's language; nothing when there are none. */
export function BlogTeaser({ articles }: { articles: readonly Queries.ArticleCardFragment[] }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  if (articles.length === 0) return null;
  return (
    <Section eyebrow={t('home.blog.eyebrow')} title={t('home.blog.title')}>
      <div className="scroll-frame scroll-row md:grid-cols-3" data-testid="blog-teaser">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
      <p className="mt-8 text-center">
        <Link to={pagePath('blog', language)} className="btn-secondary">
          {t('home.blog.all')}
        </Link>
      </p>
    </Section>
  );
}

export function Faq({ items }: { items: Queries.HomePageQuery['allFaqItem']['nodes'] }) {
  const { t } = useTranslation();
  return (
    <Section id={SECTIONS.faq} tone="tint" eyebrow={t('home.faq.eyebrow')} title={t('home.faq.title')}>
      <FaqList items={items} testId="faq" />
    </Section>
  );
}

export function ClosingCta() {
  const { t } = useTranslation();
  const { claims } = useBusiness();
  return (
    <section
      className="defer-render bg-gradient-to-br from-brand-800 to-brand-950 py-10 text-center sm:py-20"
      aria-labelledby="closing-heading"
    >
      <div className="container-page">
        <h2 id="closing-heading" className="heading-2 text-white">
          {t('home.closing.title')}
        </h2>
        {/* Not on a phone: the intake right below says it in its own heading. */}
        <p className="lead mx-auto mt-4 hidden max-w-2xl text-slate-300 sm:block">
          {t('home.closing.text', { hours: claims.replyHours, weeks: claims.launchWeeks })}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:mt-8 sm:flex-row">
          <a href={`#${SECTIONS.intake}`} className="btn-primary px-6 sm:text-lg">
            {t('home.closing.primary')}
          </a>
          <a href={`#${SECTIONS.contact}`} className="btn-on-dark px-6 sm:text-lg">
            {t('home.closing.secondary')}
          </a>
        </div>
      </div>
    </section>
  );
}

export function IntakeSection({ prefill }: { prefill: IntakePrefill | null }) {
  const { t } = useTranslation();
  const { claims } = useBusiness();
  return (
    <Section
      id={SECTIONS.intake}
      eyebrow={t('home.intake.eyebrow')}
      title={t('forms.intake.title')}
      subtitle={t('forms.intake.subtitle', { hours: claims.replyHours })}
    >
      <div className="card mx-auto max-w-3xl p-5 sm:p-10 js:lg:max-w-none">
        <IntakeForm prefill={prefill} />
      </div>
    </Section>
  );
}

const CONTACT_ITEM = 'flex items-start gap-3';
const CONTACT_ICON = 'mt-0.5 h-5 w-5 shrink-0 text-accent-300';
const CONTACT_LINK = 'font-semibold text-white underline-offset-4 hover:underline';

/** One way to reach us in the contact column: its icon, what it is, and the link or address. */
function ContactDetail({
  icon,
  label,
  className,
  children,
}: {
  icon: IconName;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <li className={className ? `${CONTACT_ITEM} ${className}` : CONTACT_ITEM}>
      <Icon name={icon} className={CONTACT_ICON} />
      <div>
        <p className="text-sm text-slate-400">{label}</p>
        {children}
      </div>
    </li>
  );
}

/**
 * #contact: every way to reach us, and the contact form. From 1024 px the details are a column as tall as the form,
 * ending on who reads the message, so the column does not stop short of the form beside it.
 */
export function ContactSection({ ownerRole }: { ownerRole: string }) {
  const { t } = useTranslation();
  const business = useBusiness();
  const hours = business.claims.replyHours;
  return (
    <Section
      id={SECTIONS.contact}
      tone="dark"
      align="left"
      eyebrow={t('home.contact.eyebrow')}
      title={t('home.contact.title')}
      subtitle={t('home.contact.subtitle', { hours })}
    >
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-stretch">
        <div className="flex flex-col gap-8" data-testid="contact-column">
          <ul className="space-y-5 text-slate-200 sm:space-y-8 lg:space-y-6" data-testid="contact-details">
            <ContactDetail icon="Mail" label={t('home.contact.email')}>
              <a href={mailtoUrl(business.email)} className={CONTACT_LINK}>
                {business.email}
              </a>
            </ContactDetail>
            <ContactDetail icon="Phone" label={t('home.contact.phone')}>
              <a href={telUrl(business.phone)} className={CONTACT_LINK}>
                {business.phone}
              </a>
            </ContactDetail>
            <ContactDetail icon="MessageCircle" label={t('home.contact.whatsapp')}>
              <a
                href={whatsappUrl(business.phone, t('whatsapp.message'))}
                target="_blank"
                rel="noopener noreferrer"
                className={CONTACT_LINK}
              >
                {t('home.contact.whatsappCta')}
                <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
              </a>
            </ContactDetail>
            {/* The address and the reply time are in the footer and the subtitle: not repeated on a phone. */}
            <ContactDetail icon="MapPin" label={t('home.contact.address')} className="max-sm:hidden">
              <address className="font-semibold not-italic text-white">
                {business.address.street}, {business.address.zipcode} {business.address.city}
              </address>
            </ContactDetail>
            <li className={`${CONTACT_ITEM} max-sm:hidden`}>
              <Icon name="Clock" className={CONTACT_ICON} />
              <p className="font-semibold text-white">{t('home.contact.reply', { hours })}</p>
            </li>
          </ul>
          {/* Beside the form only: stacked on a phone or tablet, the form follows at once and this would only add length. */}
          <div
            className="mt-auto hidden items-center gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 lg:flex"
            data-testid="contact-person"
          >
            <img
              src={OWNER_PORTRAIT}
              alt=""
              width={480}
              height={560}
              loading="lazy"
              decoding="async"
              className="h-16 w-16 shrink-0 rounded-full bg-brand-50 object-cover object-top"
            />
            <div>
              <p className="font-semibold text-white">{t('home.contact.person', { owner: business.owner.name })}</p>
              <p className="text-sm text-slate-300">{ownerRole}</p>
            </div>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-800 sm:p-8">
          <h3 className="heading-3">{t('forms.contact.title')}</h3>
          <div className="mt-5">
            <ContactForm />
          </div>
        </div>
      </div>
      {/* Across the width below both columns: beside the details it made them run far past the form. */}
      {/* Not on a phone: the intake just above and its confirmation say what happens next. */}
      <div className="mt-10 hidden rounded-2xl bg-white/5 p-8 text-slate-200 ring-1 ring-white/10 sm:block [&_h3]:text-white">
        <NextSteps headingLevel="h3" across />
      </div>
    </Section>
  );
}
