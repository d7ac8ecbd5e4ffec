import React from 'react';
import { useTranslation } from 'react-i18next';
import { whatsappUrl } from '../../lib/contact-links';
import { useBusiness } from '../../hooks/use-business';
import { Icon } from '../ui/Icon';

/** A chat with the business on WhatsApp, in a new tab (said to screen readers), with a prefilled message. */
export function WhatsAppLink({
  message,
  className,
  iconClassName,
  testId,
  children,
}: {
  message: string;
  className: string;
  iconClassName: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const business = useBusiness();
  return (
    <a href={whatsappUrl(business.phone, message)} target="_blank" rel="noopener noreferrer" className={className} data-testid={testId}>
      <Icon name="MessageCircle" className={iconClassName} />
      {children}
      <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
    </a>
  );
}

/** Floating click-to-chat button, bottom right, with a prefilled message in the page's language. */
export function WhatsAppButton({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <WhatsAppLink
      message={message}
      testId="whatsapp-button"
      className="fixed bottom-6 right-6 z-30 hidden h-14 w-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/20 transition-transform hover:scale-105 hover:bg-whatsapp-dark lg:inline-flex"
      iconClassName="h-7 w-7"
    >
      <span className="sr-only">{t('whatsapp.label')}</span>
    </WhatsAppLink>
  );
}
