import { languageDefinition, type Language } from './languages';
import { absoluteUrl, pagePath } from './routes';
import { defaultSocialImagePath, logoPath } from './asset-paths';
import { formatMoney } from './format';

interface BusinessForJsonLd {
  name: string;
  email: string;
  phone: string;
  siteUrl: string;
  socialUrl?: string | null;
  address: { street: string; zipcode: string; city: string; countryCode: string };
  serviceAreaCities: readonly string[];
  pricing: { monthly: number };
  claims: { averageRating: number; customers: number };
}

/** The monthly subscription, in the page's currency (USD on English pages, EUR on Dutch ones), as the page shows it. */
function subscriptionOffer(business: BusinessForJsonLd, language: Language) {
  const { currency } = languageDefinition(language);
  return {
    '@type': 'Offer',
    priceCurrency: currency,
    price: business.pricing.monthly.toFixed(2),
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: business.pricing.monthly.toFixed(2),
      priceCurrency: currency,
      valueAddedTaxIncluded: false,
      billingDuration: 1,
      unitCode: 'MON',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
  };
}

function postalAddress(business: BusinessForJsonLd) {
  return {
    '@type': 'PostalAddress',
    streetAddress: business.address.street,
    postalCode: business.address.zipcode,
    addressLocality: business.address.city,
    addressCountry: business.address.countryCode,
  };
}

/** Home page: the agency as a ProfessionalService. */
export function professionalServiceJsonLd(business: BusinessForJsonLd, language: Language, description: string) {
  const url = absoluteUrl(business.siteUrl, pagePath('home', language));
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl(business.siteUrl, '/')}#business`,
    name: business.name,
    description,
    url,
    logo: absoluteUrl(business.siteUrl, logoPath(language)),
    image: absoluteUrl(business.siteUrl, defaultSocialImagePath(language)),
    // One price for every website: the monthly fee, written as the page writes it.
    priceRange: formatMoney(business.pricing.monthly, language),
    email: business.email,
    telephone: business.phone,
    address: postalAddress(business),
    areaServed: business.serviceAreaCities.map((name) => ({ '@type': 'City', name })),
    ...(business.socialUrl ? { sameAs: [business.socialUrl] } : {}),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.claims.averageRating,
      bestRating: 5,
      ratingCount: business.claims.customers,
    },
    makesOffer: subscriptionOffer(business, language),
  };
}

/** Plumber landing page: the plumber website service. */
export function plumberServiceJsonLd(business: BusinessForJsonLd, language: Language, name: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    serviceType: name,
    description,
    url: absoluteUrl(business.siteUrl, pagePath('plumber', language)),
    provider: {
      '@type': 'ProfessionalService',
      '@id': `${absoluteUrl(business.siteUrl, '/')}#business`,
      name: business.name,
      telephone: business.phone,
      address: postalAddress(business),
    },
    areaServed: business.serviceAreaCities.map((city) => ({ '@type': 'City', name: city })),
    offers: subscriptionOffer(business, language),
  };
}

interface ArticleForJsonLd {
  title: string;
  description: string;
  author: string;
  date: string;
  url: string;
  image: string;
  language: Language;
  keywords: readonly string[];
  ratings?: readonly number[];
}

/** Article page: headline, author, ISO date, image, publisher, and for Local SEO articles the testimonial rating. */
export function articleJsonLd(business: BusinessForJsonLd, article: ArticleForJsonLd, averageRating: number | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    inLanguage: article.language,
    author: { '@type': 'Person', name: article.author },
    datePublished: article.date,
    dateModified: article.date,
    image: [article.image],
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    keywords: article.keywords.join(', '),
    publisher: {
      '@type': 'Organization',
      name: business.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(business.siteUrl, logoPath(article.language)) },
    },
    ...(averageRating !== null && article.ratings
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: averageRating, bestRating: 5, ratingCount: article.ratings.length } }
      : {}),
  };
}
