import type { PageId } from './routes';
import type { KeysUnder } from './translation-keys';

/** Section anchors on the home page. The ids are the original site's (Dutch) anchors, the same in every language. */
export const SECTIONS = {
  benefits: 'voordelen',
  whatYouGet: 'wat-krijgt-u',
  process: 'werkwijze',
  pricing: 'prijzen',
  portfolio: 'portfolio',
  testimonials: 'testimonials',
  about: 'over-ons',
  faq: 'faq',
  intake: 'intake-form',
  contact: 'contact',
} as const;

export type SectionAnchor = (typeof SECTIONS)[keyof typeof SECTIONS];

/** Anchors of the plumber page's sections. */
export const PLUMBER_SECTIONS = {
  features: 'features',
  calculator: 'calculator',
  contact: 'contact',
} as const;

export type NavTarget = { kind: 'page'; page: PageId } | { kind: 'section'; anchor: SectionAnchor };
/** A link and its id: the key of its label under the menu's group of keys (`nav.{id}`, `footer.{id}`). */
export type NavItem<Id extends string = string> = NavTarget & { id: Id };

/** Header navigation, in order. Labels are `nav.{id}` in locales/{lang}/common.json. */
export const NAV_ITEMS: Array<NavItem<KeysUnder<'nav.'>>> = [
  { id: 'home', kind: 'page', page: 'home' },
  { id: 'services', kind: 'section', anchor: SECTIONS.whatYouGet },
  { id: 'pricing', kind: 'section', anchor: SECTIONS.pricing },
  { id: 'portfolio', kind: 'page', page: 'portfolio' },
  { id: 'testimonials', kind: 'section', anchor: SECTIONS.testimonials },
  { id: 'about', kind: 'section', anchor: SECTIONS.about },
  { id: 'blog', kind: 'page', page: 'blog' },
  { id: 'plumber-websites', kind: 'page', page: 'plumber' },
];

/** Footer section links (spec: What You Get, How We Work, Pricing, Portfolio). */
export const FOOTER_SECTION_ITEMS: Array<NavItem<KeysUnder<'footer.'>>> = [
  { id: 'whatYouGet', kind: 'section', anchor: SECTIONS.whatYouGet },
  { id: 'process', kind: 'section', anchor: SECTIONS.process },
  { id: 'pricing', kind: 'section', anchor: SECTIONS.pricing },
  { id: 'portfolio', kind: 'section', anchor: SECTIONS.portfolio },
];

/** The page of the main navigation a page belongs to: blog listings and articles are part of the blog. */
export function sectionOf(pageId: string): PageId | null {
  return pageId.startsWith('article-') || pageId.startsWith('blog-') ? 'blog' : null;
}
