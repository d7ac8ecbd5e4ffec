import React, { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/languages';
import type { PreviewAnswers } from '../../lib/site-preview/answers';
import { formatPhone } from '../../lib/site-preview/phone';
import { Icon } from '../ui/Icon';

/**
 * Phones: the visitor's website in one line above the intake's fields, as they type: their business name and a call
 * button with their own number (a real `tel:` link once it can be dialled). One line, about 52 px, so the field being
 * typed and its label keep the screen with the keyboard open; the page itself is revealed after step 1 (SiteReveal).
 */
export const LiveBar = forwardRef<HTMLDivElement, { answers: PreviewAnswers; language: Language; sticky: boolean; className?: string }>(
  function LiveBar({ answers, language, sticky, className = '' }, ref) {
    const { t } = useTranslation();
    const phone = answers.phone ? formatPhone(answers.phone, language) : null;
    const callLabel = phone ? t('sitePreview.call', { phone: phone.display }) : t('forms.intake.site.barCall');
    const button = 'inline-flex min-h-[40px] max-w-[50%] shrink-0 items-center gap-1.5 rounded-md px-3 text-sm font-semibold';
    return (
      <div
        ref={ref}
        className={`${sticky ? 'sticky top-[var(--header-height)] shadow-[0_10px_8px_-10px_rgb(11_31_51/0.25)]' : 'relative'} z-10 -mx-5 flex h-[3.25rem] items-center gap-3 border-b border-slate-200 bg-white px-5 sm:-mx-10 sm:px-10 ${className}`}
        data-testid="site-preview-bar"
        data-typing={sticky || undefined}
      >
        <p className="min-w-0 flex-1 leading-tight">
          <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">{t('forms.intake.site.barLabel')}</span>
          <span
            className={`block truncate text-base font-bold ${answers.business ? 'text-brand-900' : 'text-slate-500'}`}
            data-testid="site-preview-bar-name"
          >
            {answers.business || t('forms.intake.site.barName')}
          </span>
        </p>
        {phone?.href ? (
          // The number alone on the button leaves the name its room; the link's name says "Call" too.
          <a
            href={phone.href}
            aria-label={callLabel}
            className={`${button} bg-accent-600 text-white hover:bg-accent-700`}
            data-testid="site-preview-bar-call"
          >
            <Icon name="Phone" className="h-4 w-4 shrink-0" />
            <span className="min-w-0 truncate">{phone.display}</span>
          </a>
        ) : (
          // Until the number can be dialled, the button shows where it will be, without pretending to call.
          <span className={`${button} border border-dashed border-slate-300 text-slate-600`} data-testid="site-preview-bar-call">
            <Icon name="Phone" className="h-4 w-4 shrink-0" />
            <span className="min-w-0 truncate">{phone ? phone.display : callLabel}</span>
          </span>
        )}
      </div>
    );
  },
);
