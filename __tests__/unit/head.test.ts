import { fillPlaceholders, pageTranslator } from '../../src/lib/i18n';
import { serializeJsonLd } from '../../src/lib/json-ld';
import { localizedPageContext } from '../../src/lib/page-context';
import { pageAlternates } from '../../src/lib/routes';
import { sitemapSerialize } from '../../src/node/sitemap';
import { phoneDigits, whatsappUrl } from '../../src/lib/contact-links';
import business from '../../content/site/business.json';
import { LANGUAGES, languageDefinition } from '../../src/lib/languages';
import { formatMoney } from '../../src/lib/format';
import { articleJsonLd, plumberServiceJsonLd, professionalServiceJsonLd } from '../../src/lib/structured-data';

describe('head helpers', () => {
  const locales = {
    edges: [
      { node: { ns: 'common', language: 'nl', data: JSON.stringify({ legal: { lastUpdated: 'Laatst bijgewerkt: {{date}}' } }) } },
      { node: { ns: 'home', language: 'nl', data: JSON.stringify({ home: { hero: { title: 'Welkom' } } }) } },
      {
        node: {
          ns: 'admin',
          language: 'nl',
          data: JSON.stringify({ admin: { count_one: '{{count}} aanvraag', count_other: '{{count}} aanvragen' } }),
        },
      },
    ],
  };

  it('translates across namespaces with interpolation, and fails loudly on a key of a namespace the page did not load', () => {
    const t = pageTranslator('nl', locales);
    expect(t('home.hero.title')).toBe('Welkom');
    expect(t('legal.lastUpdated', { date: '11 augustus 2024' })).toBe('Laatst bijgewerkt: 11 augustus 2024');
    expect(() => t('plumber.metaTitle')).toThrow(/Missing translation "plumber.metaTitle" for nl in common, home, admin/);
  });

  it("chooses a counted text's plural form by the language's rules", () => {
    const t = pageTranslator('nl', locales);
    expect([0, 1, 2].map((count) => t('admin.count', { count }))).toEqual(['0 aanvragen', '1 aanvraag', '2 aanvragen']);
  });

  it('fills the placeholders of content texts with the same interpolation', () => {
    expect(fillPlaceholders('{{monthlyPrice}} a month, {{ minutes }} minutes', { monthlyPrice: '$49.50', minutes: 15 })).toBe(
      '$49.50 a month, 15 minutes',
    );
    // Visitor-facing content is plain text: values are not HTML-escaped.
    expect(fillPlaceholders('{{name}}', { name: 'Smith & Sons' })).toBe('Smith & Sons');
  });

  it('serialises JSON-LD as valid JSON that cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('gives every page the i18n context the plugin expects', () => {
    const context = localizedPageContext('terms', 'nl', pageAlternates('terms'), ['common']);
    expect(context.i18n).toEqual({
      language: 'nl',
      languages: ['en', 'nl'],
      defaultLanguage: 'en',
      generateDefaultLanguagePage: false,
      routed: true,
      originalPath: '/terms/',
      path: '/nl/algemene-voorwaarden/',
    });
    expect(context).not.toHaveProperty('path');
    expect(() => localizedPageContext('x', 'nl', [{ language: 'en', path: '/x/' }], ['common'])).toThrow();
  });

  it('lists sitemap alternates with x-default, and none for single-language pages', () => {
    const entry = sitemapSerialize({ path: '/nl/cookiebeleid/', pageContext: { alternates: pageAlternates('cookies') } }, 'https://e.com');
    expect(entry).toEqual({
      url: '/nl/cookiebeleid/',
      links: [
        { lang: 'en', url: 'https://e.com/cookies/' },
        { lang: 'nl', url: 'https://e.com/nl/cookiebeleid/' },
        { lang: 'x-default', url: 'https://e.com/cookies/' },
      ],
    });
    expect(
      sitemapSerialize({ path: '/blog/x/', pageContext: { alternates: [{ language: 'en', path: '/blog/x/' }] } }, 'https://e.com').links,
    ).toEqual([]);
  });
});

describe('contact links', () => {
  it('reduces the phone to digits for WhatsApp and encodes the text', () => {
    expect(phoneDigits('+31 6 4172-8390')).toBe('31641728390');
    expect(whatsappUrl('+31 6 4172 8390', "Hello! I'm interested?")).toBe("https://wa.me/31641728390?text=Hello!%20I'm%20interested%3F");
  });
});

describe('structured data', () => {
  it('describes the agency as a ProfessionalService with a monthly offer in the page currency, serialised safely', () => {
    const data = professionalServiceJsonLd({ ...business, name: 'Tradecraft </script> Web' }, 'nl', 'Beschrijving');
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    const parsed = JSON.parse(text) as ReturnType<typeof professionalServiceJsonLd>;
    expect(parsed['@type']).toBe('ProfessionalService');
    expect(parsed.url).toBe(`${business.siteUrl}/nl/`);
    expect(parsed.areaServed).toHaveLength(business.serviceAreaCities.length);
    expect(parsed.aggregateRating).toMatchObject({ ratingValue: business.claims.averageRating, ratingCount: business.claims.customers });
    expect(parsed.makesOffer.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: business.pricing.monthly.toFixed(2),
      priceCurrency: 'EUR',
      billingDuration: 1,
      unitCode: 'MON',
    });
    // The Dutch page's logo and image carry Dutch words.
    expect(parsed.logo).toBe(`${business.siteUrl}/brand/logo-nl.svg`);
    expect(parsed.priceRange).toBe(formatMoney(business.pricing.monthly, 'nl'));
  });

  it.each(LANGUAGES)('states prices in the currency the %s pages show', (language) => {
    const offer = professionalServiceJsonLd(business, language, 'd').makesOffer;
    expect(offer.priceCurrency).toBe(languageDefinition(language).currency);
    expect(formatMoney(Number(offer.price), language)).toBe(formatMoney(business.pricing.monthly, language));
  });

  it('describes the plumber service and an article with the testimonial rating', () => {
    const service = plumberServiceJsonLd(business, 'en', 'Website design for plumbers', 'd');
    expect(service).toMatchObject({
      '@type': 'Service',
      serviceType: 'Website design for plumbers',
      offers: { price: business.pricing.monthly.toFixed(2), priceCurrency: 'USD' },
      provider: { name: business.name },
    });
    const article = articleJsonLd(
      business,
      {
        title: 't',
        description: 'd',
        author: 'a',
        date: '2024-02-06',
        url: 'u',
        image: 'i',
        language: 'en',
        keywords: ['k'],
        ratings: [5, 5, 4],
      },
      4.7,
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      datePublished: '2024-02-06',
      aggregateRating: { ratingValue: 4.7, ratingCount: 3 },
    });
    const dutch = articleJsonLd(
      business,
      { title: 't', description: 'd', author: 'a', date: '2024-02-06', url: 'u', image: 'i', language: 'nl', keywords: [] },
      null,
    );
    expect(dutch).not.toHaveProperty('aggregateRating');
    expect(dutch.publisher.logo.url).toBe(`${business.siteUrl}/brand/logo-nl.svg`);
  });
});
