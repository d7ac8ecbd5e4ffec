import React from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from './Header';
import { Footer } from './Footer';
import { WhatsAppButton } from './WhatsAppButton';
import { ActionBar, type PrimaryAction } from './ActionBar';
import { ToastProvider } from '../ui/Toaster';
import { CurrentPageContext, type CurrentPage } from './page';

export const MAIN_CONTENT_ID = 'main-content';

interface LayoutProps {
  page: CurrentPage;
  children: React.ReactNode;
  /** Prefilled WhatsApp text for this page (the plumber page has its own). */
  whatsappMessage?: string;
  /** The phone action bar's main button: the page's own form; by default the home page's intake; none (null). */
  primaryAction?: PrimaryAction | null;
  /**
   * false: no action bar on phones and no floating WhatsApp button, where the page's own content is someone else's site
   * (the preview page shows the visitor's website, whose own buttons the agency's would cover; the page offers WhatsApp
   * in its own row instead). The footer then keeps no room for the bar.
   */
  actionBar?: boolean;
}

/**
 * The frame every page uses: skip link, sticky header, main content, footer, and the ways to reach us: the floating
 * WhatsApp button from tablets up, the action bar on phones.
 */
export function Layout({ page, children, whatsappMessage, primaryAction, actionBar = true }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <CurrentPageContext.Provider value={page}>
      <ToastProvider>
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t('a11y.skipToContent')}
        </a>
        <div className={`flex min-h-screen flex-col ${actionBar ? '' : '[--action-bar-height:0px]'}`}>
          <Header />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer />
        </div>
        {actionBar && <WhatsAppButton message={whatsappMessage ?? t('whatsapp.message')} />}
        {actionBar && <ActionBar whatsappMessage={whatsappMessage ?? t('whatsapp.message')} primary={primaryAction} />}
      </ToastProvider>
    </CurrentPageContext.Provider>
  );
}
