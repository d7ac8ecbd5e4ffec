import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS, SECTIONS } from '../../lib/navigation';
import { pagePath } from '../../lib/routes';
import { useBusiness } from '../../hooks/use-business';
import { NavTargetLink } from './NavTargetLink';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { useCurrentPage } from './page';
import { Icon } from '../ui/Icon';

const MOBILE_MENU_ID = 'mobile-menu';
const MENU_OPEN_CLASS = 'menu-open';

export function Header() {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    // The page behind the open menu does not scroll (src/styles/global.css).
    document.documentElement.classList.add(MENU_OPEN_CLASS);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.documentElement.classList.remove(MENU_OPEN_CLASS);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  // The spec's nav-contact: the header's call to action, to the free intake.
  const intakeTarget = { kind: 'section', anchor: SECTIONS.intake } as const;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* Wider than the page's content column: at 1280 px the Dutch navigation did not fit in max-w-6xl. */}
      <div className="mx-auto flex h-14 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:h-[4.5rem] sm:px-6 lg:px-8">
        <Link to={pagePath('home', language)} className="shrink-0 rounded" onClick={closeMenu}>
          <Logo language={language} name={business.name} alt={t('a11y.logoAlt', { name: business.name })} />
        </Link>

        <nav aria-label={t('a11y.mainNavigation')} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {NAV_ITEMS.map((item) => (
              <li key={item.id}>
                <NavTargetLink
                  to={item}
                  data-testid={`nav-${item.id}`}
                  className="whitespace-nowrap rounded-md px-2 py-2 text-[0.9375rem] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900 aria-[current]:text-accent-600"
                >
                  {t(`nav.${item.id}`)}
                </NavTargetLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden sm:inline-flex" />
          <NavTargetLink
            to={intakeTarget}
            data-testid="nav-contact"
            className="btn-primary hidden whitespace-nowrap px-4 text-sm sm:inline-flex"
          >
            {t('nav.contact')}
          </NavTargetLink>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
            data-testid="menu-toggle"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <Icon name="X" className="h-6 w-6" /> : <Icon name="Menu" className="h-6 w-6" />}
          </button>
        </div>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        aria-label={t('a11y.mainNavigation')}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-var(--header-height))] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white xl:hidden"
      >
        <ul className="container-page flex flex-col py-3">
          {NAV_ITEMS.map((item) => (
            <li key={item.id}>
              <NavTargetLink
                to={item}
                data-testid={`mobile-nav-${item.id}`}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-accent-700"
                onClick={closeMenu}
              >
                {t(`nav.${item.id}`)}
              </NavTargetLink>
            </li>
          ))}
          <li className="mt-2 flex flex-wrap items-center gap-3 border-t border-slate-100 px-3 pt-4">
            <NavTargetLink to={intakeTarget} className="btn-primary flex-1" onClick={closeMenu} data-testid="mobile-nav-contact">
              {t('nav.contact')}
            </NavTargetLink>
            <LanguageSwitch />
          </li>
        </ul>
      </nav>
    </header>
  );
}
