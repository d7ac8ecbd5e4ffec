import React from 'react';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { telUrl } from '../../lib/contact-links';
import { WhatsAppLink } from './WhatsAppButton';
import { useBusiness } from '../../hooks/use-business';
import { NavTargetLink } from './NavTargetLink';
import { Icon } from '../ui/Icon';

export interface PrimaryAction {
  /** An in-page anchor of the current page, e.g. `#quote-form`. */
  href: string;
  label: string;
}

const ITEM = 'flex min-h-[48px] flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-2 text-xs font-semibold';

/**
 * Phones and tablets: call, WhatsApp and the page's main form, always one tap away at the bottom of the screen. The
 * footer keeps the bar's height free below its last line (--action-bar-height), so it never covers text. `primary`
 * null leaves the form out: the thank-you page does not ask for the intake just sent.
 */
export function ActionBar({ whatsappMessage, primary }: { whatsappMessage: string; primary?: PrimaryAction | null }) {
  const { t } = useTranslation();
  const business = useBusiness();
  return (
    <nav
      aria-label={t('actionBar.label')}
      className="action-bar fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-2 pb-[calc(0.375rem+env(safe-area-inset-bottom))] pt-1.5 shadow-[0_-4px_16px_rgb(11_31_51/0.08)] backdrop-blur lg:hidden"
      data-testid="action-bar"
    >
      <ul className="flex gap-2">
        <li className="flex flex-1">
          <a href={telUrl(business.phone)} className={`${ITEM} text-brand-900 hover:bg-brand-50`} data-testid="action-call">
            <Icon name="Phone" className="h-5 w-5" />
            {t('actionBar.call')}
          </a>
        </li>
        <li className="flex flex-1">
          <WhatsAppLink
            message={whatsappMessage}
            className={`${ITEM} text-whatsapp-dark hover:bg-emerald-50`}
            iconClassName="h-5 w-5"
            testId="action-whatsapp"
          >
            {t('actionBar.whatsapp')}
          </WhatsAppLink>
        </li>
        {primary !== null && (
          <li className="flex flex-[1.4]">
            {primary ? (
              <a href={primary.href} className={`${ITEM} bg-accent-600 text-white hover:bg-accent-700`} data-testid="action-primary">
                <Icon name="CalendarCheck" className="h-5 w-5" />
                {primary.label}
              </a>
            ) : (
              <NavTargetLink
                to={{ kind: 'section', anchor: SECTIONS.intake }}
                className={`${ITEM} bg-accent-600 text-white hover:bg-accent-700`}
                data-testid="action-primary"
              >
                <Icon name="CalendarCheck" className="h-5 w-5" />
                {t('actionBar.intake')}
              </NavTargetLink>
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
