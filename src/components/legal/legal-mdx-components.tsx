import React from 'react';
import { slug } from 'github-slugger';
import { mailtoUrl, telUrl } from '../../lib/contact-links';
import type { LegalFactName } from '../../lib/legal-facts';

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
 * Configured facts the legal MDX texts use inline (e.g. `<HourlyRate />`), so a rate or an address is written once,
 * in content/site/business.json; their text comes from src/lib/legal-facts.ts, as in the content editor's preview.
 */
export const legalMdxComponents = (facts: Record<LegalFactName, string>) => ({
  // Section headings carry the id the table of contents links to.
  h2: ({ children }: { children?: React.ReactNode }) => <h2 id={slug(textOf(children))}>{children}</h2>,
  BusinessName: () => <>{facts.BusinessName}</>,
  BusinessEmail: () => <a href={mailtoUrl(facts.BusinessEmail)}>{facts.BusinessEmail}</a>,
  BusinessPhone: () => <a href={telUrl(facts.BusinessPhone)}>{facts.BusinessPhone}</a>,
  BusinessAddress: () => <>{facts.BusinessAddress}</>,
  ChamberOfCommerce: () => <>{facts.ChamberOfCommerce}</>,
  MonthlyPrice: () => <>{facts.MonthlyPrice}</>,
  HourlyRate: () => <>{facts.HourlyRate}</>,
  MinimumBillableMinutes: () => <>{facts.MinimumBillableMinutes}</>,
  ContactFormRetention: () => <>{facts.ContactFormRetention}</>,
});
