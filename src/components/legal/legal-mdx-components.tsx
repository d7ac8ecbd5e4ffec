import React from 'react';
import { slug } from 'github-slugger';
import { formatMoney } from '../../lib/format';
import { mailtoUrl, telUrl } from '../../lib/contact-links';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';

function useMoney(pick: (pricing: Queries.BusinessFieldsFragment['pricing']) => number): string {
  const { language } = useCurrentPage();
  return formatMoney(pick(useBusiness().pricing), language);
}

/** The text of a heading's children, as MDX gives them. */
function textOf(node: React.ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The sections of a legal text, from gatsby-plugin-mdx's table of contents (its urls are github-slugger slugs). */
export function tableOfContents(value: unknown): Array<{ url: string; title: string }> {
  const items = (value as { items?: Array<{ url?: string; title?: string }> } | null)?.items ?? [];
  return items.flatMap((item) => (item.url && item.title ? [{ url: item.url, title: item.title }] : []));
}

/**
 * Configured facts the legal MDX texts use inline (e.g. `<HourlyRate />`), so a rate or an address is
 * written once, in content/site/business.json. `country` is the country's name in the page's language.
 */
export const legalMdxComponents = ({ country, retention }: { country: string; retention: string }) => ({
  // The same configured number the inbox purges by (content/site/business.json, retention).
  ContactFormRetention: () => <>{retention}</>,
  // Section headings carry the id the table of contents links to.
  h2: ({ children }: { children?: React.ReactNode }) => <h2 id={slug(textOf(children))}>{children}</h2>,
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
  MinimumBillableMinutes: () => <>{useBusiness().pricing.minBillableMinutes}</>,
});
