import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { FOOTER_SECTION_ITEMS } from '../../lib/navigation';
import { ADMIN_PATH, LEGAL_PAGE_IDS, pagePath } from '../../lib/routes';
import { mailtoUrl, telUrl } from '../../lib/contact-links';
import { useBusiness } from '../../hooks/use-business';
import { NavTargetLink } from './NavTargetLink';
import { useCurrentPage } from './page';
import { BUILD_YEAR } from '../build-year';
import { Icon } from '../ui/Icon';

const linkClass = 'rounded text-slate-300 hover:text-white hover:underline underline-offset-4';

export function Footer() {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();

  return (
    <footer className="defer-render bg-brand-950 pb-[var(--action-bar-height)] text-slate-300" data-testid="site-footer">
      {/* On a phone too the two lists of links sit side by side. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-7 py-8 sm:gap-10 sm:py-14 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold text-white">{business.name}</p>
          {/* Not on a phone, where the page above has just said it. */}
          <p className="mt-3 hidden text-sm leading-relaxed sm:block">{t('footer.about')}</p>
          {business.socialUrl && (
            <a
              href={business.socialUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`mt-4 inline-flex items-center gap-2 text-sm ${linkClass}`}
            >
              <Icon name="Linkedin" className="h-4 w-4" />
              {t('footer.social')}
              <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
            </a>
          )}
        </div>

        <nav aria-label={t('a11y.footerNavigation')}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t('footer.sections')}</h2>
          <ul className="mt-3 space-y-2 text-sm sm:mt-4 sm:space-y-2.5">
            {FOOTER_SECTION_ITEMS.map((item) => (
              <li key={item.id}>
                <NavTargetLink to={item} className={linkClass} data-testid={`footer-${item.id}`}>
                  {t(`footer.${item.id}`)}
                </NavTargetLink>
              </li>
            ))}
            {/* The editors' and the owner's way in (the content editor, and from there the leads inbox); not a page of the site. */}
            <li>
              <a href={ADMIN_PATH} rel="nofollow" className={linkClass} data-testid="nav-admin">
                {t('nav.admin')}
              </a>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t('footer.legal')}</h2>
          <ul className="mt-3 space-y-2 text-sm sm:mt-4 sm:space-y-2.5">
            {LEGAL_PAGE_IDS.map((pageId) => (
              <li key={pageId}>
                <Link to={pagePath(pageId, language)} className={linkClass} data-testid={`footer-${pageId}`}>
                  {t(`footer.${pageId}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div className="col-span-2 sm:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t('footer.contact')}</h2>
          <ul className="mt-3 space-y-2 text-sm sm:mt-4 sm:space-y-2.5">
            {(
              [
                ['Mail', mailtoUrl(business.email), business.email],
                ['Phone', telUrl(business.phone), business.phone],
              ] as const
            ).map(([icon, href, text]) => (
              <li key={icon}>
                <a href={href} className={`inline-flex items-center gap-2 ${linkClass}`}>
                  <Icon name={icon} className="h-4 w-4 shrink-0" />
                  {text}
                </a>
              </li>
            ))}
            <li className="flex gap-2">
              <Icon name="MapPin" className="mt-0.5 h-4 w-4 shrink-0" />
              <address className="not-italic">
                {business.address.street}
                <br />
                {business.address.zipcode} {business.address.city}
              </address>
            </li>
            <li className="[text-wrap:balance]">{t('footer.chamberOfCommerce', { number: business.chamberOfCommerce })}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { from: business.foundingYear, to: BUILD_YEAR, name: business.legalName })}</p>
          <p>{t('footer.pricesExclVat')}</p>
        </div>
      </div>
    </footer>
  );
}
