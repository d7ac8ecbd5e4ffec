import type { CaseFeatureKind } from './features';

/**
 * Which of a case's features its portfolio mockups show (src/node/case-mockup-svg.ts draws them): the build that draws
 * them and the page that describes them in its alt text choose with the same functions. Kinds are compared as the
 * strings GraphQL and the content model both give.
 */

interface ChoiceFeature {
  kind: string;
}

export interface MockupChoiceCase<F extends ChoiceFeature> {
  slug: string;
  features: readonly F[];
  site: {
    services: ReadonlyArray<{ price?: string | null }>;
    credentials?: readonly string[] | null;
  };
}

/** What the phone shows, in order of preference: a feature the site shows working, then one of its sections. */
const PHONE_KINDS: readonly CaseFeatureKind[] = [
  'emergency-form',
  'quote-form',
  'booking',
  'before-after',
  'price-list',
  'gallery',
  'banner',
  'reviews',
  'service-area',
  'credentials',
];
/** What the close-up may show: a section with names and facts a visitor checks. */
export const MOCKUP_DETAIL_KINDS = ['reviews', 'price-list', 'service-area', 'credentials'] as const satisfies readonly CaseFeatureKind[];
export type MockupDetailKind = (typeof MOCKUP_DETAIL_KINDS)[number];

/** A kind the case can draw: a price list needs a price, credentials need one to list. */
function drawable(item: MockupChoiceCase<ChoiceFeature>, kind: string): boolean {
  if (kind === 'price-list') return item.site.services.some((service) => service.price);
  if (kind === 'credentials') return Boolean(item.site.credentials?.length);
  return true;
}

/** The feature the phone shows: the case's first by PHONE_KINDS; none when it names none of them (then its reviews). */
export function phoneFeature<F extends ChoiceFeature>(item: MockupChoiceCase<F>): F | undefined {
  for (const kind of PHONE_KINDS) {
    const feature = item.features.find((candidate) => candidate.kind === kind);
    if (feature && drawable(item, kind)) return feature;
  }
  return undefined;
}

/**
 * A stable number from a text, to pick among choices by case without randomness: FNV-1a, then mixed (MurmurHash3's
 * finaliser) so that slugs alike in their last letters do not land on the same choice.
 */
function stableNumber(text: string): number {
  let value = 2166136261;
  for (const character of text) {
    value ^= character.codePointAt(0) ?? 0;
    value = Math.imul(value, 16777619);
  }
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}

/**
 * The section the close-up shows: one of the sections the case names other than the phone's, picked by its slug (so
 * that cases naming the same sections do not all show the first); reviews, which every site has, when it names none.
 */
export function detailKind(item: MockupChoiceCase<ChoiceFeature>): MockupDetailKind {
  const onPhone = phoneFeature(item)?.kind;
  const named = MOCKUP_DETAIL_KINDS.filter(
    (kind) => kind !== onPhone && drawable(item, kind) && item.features.some((feature) => feature.kind === kind),
  );
  if (named.length) return named[stableNumber(item.slug) % named.length]!;
  if (onPhone !== 'reviews') return 'reviews';
  return item.site.credentials?.length ? 'credentials' : 'service-area';
}

/** The feature the close-up shows, when the case names it. */
export function detailFeature<F extends ChoiceFeature>(item: MockupChoiceCase<F>): F | undefined {
  const kind = detailKind(item);
  return item.features.find((feature) => feature.kind === kind);
}
