import React from 'react';
import { useTranslation } from 'react-i18next';
import { otherMarketOf } from '../../lib/markets';
import { useCurrentPage } from '../layout/page';
import { caseMockupBase, type MockupView } from '../../lib/asset-paths';
import { MOCKUP_DETAIL_KINDS, type MockupDetailKind } from '../../lib/case-site/mockup-choice';
import { responsiveImage } from '../../lib/responsive-image';
import { Icon } from '../ui/Icon';
import type { IconName } from '../../lib/icons';

// Apart from PortfolioSection.tsx: the portfolio page draws its cases with these, and importing them from the home's
// section brought that whole island into the page's scripts.

export type PortfolioCase = Queries.PortfolioCaseCardFragment;

/** The position of the featured project in the portfolio list (the spec's third case). */
export const FEATURED_INDEX = 2;

export type { MockupView } from '../../lib/asset-paths';

/** The close-up's kind as GraphQL gives it (a string), checked against the kinds it can be. */
function mockupDetailKindOf(kind: string): MockupDetailKind {
  const known = MOCKUP_DETAIL_KINDS.find((candidate) => candidate === kind);
  if (!known) throw new Error(`Unknown mockup close-up "${kind}"`);
  return known;
}

/**
 * A drawing of the case's site (src/node/case-mockups.ts draws them from its data): on a laptop, its main feature on a
 * phone, or a close-up of a section. The alt text says what it shows, in the page's language: the name, the phone as
 * the drawing prints it, and the feature or section drawn, all chosen at build time (src/node/schema/portfolio-mockup.ts).
 */
export function MockupImage({
  item,
  view = 'main',
  eager = false,
  sizes = '(min-width: 1024px) 560px, calc(100vw - 2rem)',
  className = '',
}: {
  item: Pick<PortfolioCase, 'slug' | 'client' | 'mockupPhone' | 'mockupPhoneFeature' | 'mockupDetailKind' | 'mockupDetailFeature'>;
  view?: MockupView;
  eager?: boolean;
  /** How wide the image shows: full width below lg by default, half the container or less from lg up. */
  sizes?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const alt = (() => {
    if (view === 'main') return t('home.portfolio.imageAlt', { client: item.client, phone: item.mockupPhone });
    if (view === 'phone')
      return t('home.portfolio.imageAltPhone', {
        client: item.client,
        feature: item.mockupPhoneFeature ?? t('home.portfolio.mockupSection.reviews'),
      });
    const feature = item.mockupDetailFeature ?? t(`home.portfolio.mockupSection.${mockupDetailKindOf(item.mockupDetailKind)}`);
    return t('home.portfolio.imageAltDetail', { client: item.client, feature });
  })();
  return (
    <img
      {...responsiveImage(caseMockupBase(item.slug, view))}
      sizes={sizes}
      alt={alt}
      width={800}
      height={560}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`w-full rounded-xl bg-slate-100 ${className}`}
    />
  );
}

/** A client of another market than the page's, marked as such ("Client in the Netherlands"); nothing for the page's own. */
export function MarketBadge({ item, className = '' }: { item: Pick<PortfolioCase, 'market'>; className?: string }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const market = otherMarketOf(item, language);
  if (!market) return null;
  return (
    <p className={`badge self-start bg-slate-100 text-slate-700 ${className}`} data-testid="case-market" data-market={market}>
      <Icon name="Globe" className="h-4 w-4" />
      {t(`home.portfolio.clientIn.${market}`)}
    </p>
  );
}

/** A case's place or time, after its icon: the same line on the home's cards and on the portfolio page. */
export function CaseFact({ icon, children }: { icon: IconName; children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon name={icon} className="h-4 w-4" />
      {children}
    </span>
  );
}
