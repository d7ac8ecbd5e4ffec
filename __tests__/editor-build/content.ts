/**
 * What a new editor adds through /admin/ on an ordinary day, as the editor's own formats write it: a trade, a review
 * for the home page, a Local SEO article for the new trade, and a general post with its Dutch translation. No ids,
 * no cover chosen: the build has to find everything it needs in these fields alone.
 */
import glazierMadison from './glazier-madison.json';

export const NEW_TRADE = {
  id: 'glazier',
  label: { en: 'Glazier', nl: 'Glaszetter' },
  icon: 'House',
  preview: {
    role: { en: 'Local glazier', nl: 'Glaszetter bij jou in de buurt' },
    headline: { en: 'Broken glass replaced, often the same day', nl: 'Gebroken glas vervangen, vaak nog dezelfde dag' },
    services: [
      { en: 'Window repair', nl: 'Ruitherstel' },
      { en: 'Insulated glass', nl: 'Isolatieglas' },
      { en: 'Shower doors', nl: 'Douchewanden' },
      { en: 'Storefront glass', nl: 'Winkelruiten' },
    ],
    review: {
      en: 'Our cracked patio door was replaced within two days. Tidy work and a fair quote.',
      nl: 'Onze gebarsten schuifpui was binnen twee dagen vervangen. Netjes gewerkt en een eerlijke prijs.',
    },
  },
  cover: { motif: 'toolbox', palette: 'steel' },
};

export const NEW_REVIEW = {
  id: 'harriet-lindqvist-madison',
  name: 'Harriet Lindqvist',
  company: 'Lindqvist Glass & Glazing',
  trade: { en: 'Glazier', nl: 'Glaszetter' },
  location: 'Madison, WI',
  market: 'en',
  text: {
    en: 'The storm-damage page went live in May and the hail in June filled our week. Customers tell us they called because the site answered their questions before they had to ask.',
    nl: 'De pagina over stormschade stond in mei online en de hagel in juni vulde onze week. Klanten zeggen dat ze belden omdat de site hun vragen al beantwoordde voordat ze die stelden.',
  },
  result: { en: '+48% quote requests', nl: '+48% offerteaanvragen' },
  rating: 5,
  onHomePage: true,
};

/** The Local SEO article for the new trade, as the editor's form saves it (a real text, not filler: the build counts it). */
export const NEW_CITY_ARTICLE = glazierMadison;

const POST_DATE = '2026-11-24';

export const NEW_POST_EN = {
  language: 'en',
  slug: 'three-things-visitors-look-for-first',
  title: 'The three things visitors look for first on a tradesperson’s website',
  excerpt: 'What you do, where you work and how to reach you: get those three right and the rest of your site can be simple.',
  metaDescription:
    'Visitors decide in seconds: show your trade, your town and your phone number at a glance, and real photos of your own work.',
  keywords: ['tradesperson website', 'website tips', 'call button', 'local business website', 'contractor website'],
  category: 'website-tips',
  author: 'Sanne de Vries',
  date: POST_DATE,
  conclusion:
    'Trade, town and phone number at a glance win the call. [Tell us about your business](/#contact) and we will build it that way.',
};

export const NEW_POST_NL = {
  translationOf: NEW_POST_EN.slug,
  language: 'nl',
  slug: 'drie-dingen-die-bezoekers-eerst-zoeken',
  title: 'De drie dingen die bezoekers als eerste zoeken op de website van een vakman',
  excerpt: 'Wat je doet, waar je werkt en hoe ze je bereiken: zorg dat die drie kloppen, dan mag de rest van je site eenvoudig zijn.',
  metaDescription:
    'Bezoekers beslissen in seconden: laat je vak, je plaats en je telefoonnummer meteen zien, en echte foto’s van je eigen werk.',
  keywords: ['website vakman', 'websitetips', 'belknop', 'website lokaal bedrijf', 'website aannemer'],
  category: 'website-tips',
  author: 'Sanne de Vries',
  date: POST_DATE,
  conclusion:
    'Vak, plaats en telefoonnummer in één oogopslag winnen het telefoontje. [Vertel ons over je bedrijf](/nl/#contact) en we bouwen hem zo.',
};
