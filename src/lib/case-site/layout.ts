import type { Style } from '../site-preview/answers';

/**
 * How a client's site is laid out in each style, beside its palette and type (src/lib/site-preview/theme.ts): the
 * hero's arrangement, the cards' treatment and the order of the sections, so that two clients read as two businesses.
 */

export type HeroArrangement =
  /** Text beside the picture on a coloured band (modern). */
  | 'split'
  /** A centred, framed title over a narrow picture strip, like a shop sign (klassiek). */
  | 'framed'
  /** The picture tilted on a coloured field, a sticker-like headline (speels). */
  | 'tilted'
  /** The picture full width under a dark veil, the headline set on it (luxe). */
  | 'overlay'
  /** Words first on a light ground, the picture beneath as a wide strip (simpel). */
  | 'stacked';

export type CardTreatment = 'raised' | 'ruled' | 'bubble' | 'hairline' | 'plain';

/** The sections a client's site can have; a section is left out when its case gives it nothing to show. */
export type CaseSiteSection =
  | 'request'
  | 'booking'
  | 'services'
  | 'prices'
  | 'before-after'
  | 'gallery'
  | 'reviews'
  | 'about'
  | 'credentials'
  | 'area'
  | 'hours'
  | 'panels'
  | 'contact';

export interface CaseSiteLayout {
  hero: HeroArrangement;
  cards: CardTreatment;
  /** Services as a grid of cards, or as a numbered list. */
  services: 'grid' | 'list';
  order: CaseSiteSection[];
}

export const CASE_SITE_LAYOUTS: Record<Style, CaseSiteLayout> = {
  // Call-first: the request right under the hero, proof after.
  modern: {
    hero: 'split',
    cards: 'raised',
    services: 'grid',
    order: [
      'request',
      'services',
      'prices',
      'booking',
      'before-after',
      'gallery',
      'reviews',
      'about',
      'credentials',
      'area',
      'hours',
      'panels',
      'contact',
    ],
  },
  // The owner and the trade's standing first, as an established firm introduces itself.
  klassiek: {
    hero: 'framed',
    cards: 'ruled',
    services: 'list',
    order: [
      'about',
      'services',
      'credentials',
      'prices',
      'reviews',
      'request',
      'booking',
      'before-after',
      'gallery',
      'area',
      'hours',
      'panels',
      'contact',
    ],
  },
  // Pictures and booking early, reviews as bright bubbles.
  speels: {
    hero: 'tilted',
    cards: 'bubble',
    services: 'grid',
    order: [
      'booking',
      'services',
      'prices',
      'gallery',
      'before-after',
      'reviews',
      'request',
      'about',
      'area',
      'hours',
      'credentials',
      'panels',
      'contact',
    ],
  },
  // The work speaks first; the menu of services as a quiet list.
  luxe: {
    hero: 'overlay',
    cards: 'hairline',
    services: 'list',
    order: [
      'gallery',
      'before-after',
      'services',
      'prices',
      'booking',
      'about',
      'reviews',
      'request',
      'credentials',
      'area',
      'hours',
      'panels',
      'contact',
    ],
  },
  // What they do and what it costs, plainly, then how to ask.
  simpel: {
    hero: 'stacked',
    cards: 'plain',
    services: 'grid',
    order: [
      'services',
      'prices',
      'request',
      'booking',
      'before-after',
      'gallery',
      'reviews',
      'area',
      'hours',
      'about',
      'credentials',
      'panels',
      'contact',
    ],
  },
};
