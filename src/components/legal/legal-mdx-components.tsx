import React from 'react';
import { formatMoney } from '../../lib/format';
import { mailtoUrl, telUrl } from '../../lib/contact-links';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';

function useMoney(pick: (pricing: Queries.BusinessFieldsFragment['pricing']) => number): string {
  const { language } = useCurrentPage();
  return formatMoney(pick(useBusiness().pricing), language);
}

/**
 * Configured facts the legal MDX texts use inline (e.g. `<HourlyRate />`), so a rate or an address is
 * written once, in content/site/business.json. `country` is the country's name in the page's language.
 */
export const legalMdxComponents = ({ country }: { country: string }) => ({
  BusinessName: () => <>{useBusiness().legalName}</>,
  BusinessEmail: () => {
    const { email } = useBusiness();
    return <a href={mailtoUrl(email)}>{email}</a>;
  },
  BusinessPhone: () => {
    const { phone } = useBusiness();
    return <a href={telUrl(phone)}>{phone}</a>;
  },
  BusinessAddress: () => {
    const { address } = useBusiness();
    return <>{`${address.street}, ${address.zipcode} ${address.city}, ${country}`}</>;
  },
  ChamberOfCommerce: () => <>{useBusiness().chamberOfCommerce}</>,
  MonthlyPrice: () => <>{useMoney((pricing) => pricing.monthly)}</>,
  HourlyRate: () => <>{useMoney((pricing) => pricing.hourlyRate)}</>,
  DomainValue: () => <>{useMoney((pricing) => pricing.domainValue)}</>,
  MinimumBillableMinutes: () => <>{useBusiness().pricing.minBillableMinutes}</>,
});
