import React from 'react';
import { DEFAULT_LANGUAGE, languageDefinition, type Language } from '../lib/languages';
import { defaultSocialImagePath } from '../lib/asset-paths';
import { absoluteUrl, type Alternate } from '../lib/routes';
import { serializeJsonLd } from '../lib/json-ld';
import { useBusiness } from '../hooks/use-business';

export interface SeoProps {
  /** The page's language, its own path, and its versions in every language it exists in. */
  page: { language: Language; path: string; alternates: Alternate[] };
  /** Page title; the business name is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Root-relative path of a 1200x630 social preview image (default: the site's, in the page's language). */
  image?: string;
  /** What the image shows (default: the page title, which the site's and the articles' images display). */
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  keywords?: readonly string[];
  jsonLd?: object[];
  children?: React.ReactNode;
}

/** Open Graph writes locales with an underscore: en_US. */
const ogLocale = (language: Language) => languageDefinition(language).locale.replace('-', '_');

/**
 * Everything a page puts in <head>: title, description, canonical, hreflang alternates (with x-default),
 * Open Graph and Twitter tags, and structured data. Rendered through Gatsby's Head export, so it is in the
 * built HTML and leaves with the page on client-side navigation. <html lang> is set from the path instead
 * (gatsby-ssr and gatsby-browser): Gatsby's Head re-sets it on hydration, which restyles the whole page.
 */
export function Seo({
  page: { language, path, alternates },
  title: pageTitle,
  fullTitle,
  description,
  image,
  imageAlt,
  type = 'website',
  noindex,
  keywords,
  jsonLd = [],
  children,
}: SeoProps) {
  const business = useBusiness();
  const title = fullTitle ? pageTitle : `${pageTitle} | ${business.name}`;
  const url = (to: string) => absoluteUrl(business.siteUrl, to);
  const imageUrl = url(image ?? defaultSocialImagePath(language));
  const defaultVersion = alternates.find((alternate) => alternate.language === DEFAULT_LANGUAGE);
  const listAlternates = alternates.length > 1;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url(path)} />
      {listAlternates &&
        alternates.map((alternate) => (
          <link key={alternate.language} rel="alternate" hrefLang={alternate.language} href={url(alternate.path)} />
        ))}
      {listAlternates && defaultVersion && <link rel="alternate" hrefLang="x-default" href={url(defaultVersion.path)} />}
      <meta property="og:site_name" content={business.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(path)} />
      <meta property="og:locale" content={ogLocale(language)} />
      {alternates
        .filter((alternate) => alternate.language !== language)
        .map((alternate) => (
          <meta key={alternate.language} property="og:locale:alternate" content={ogLocale(alternate.language)} />
        ))}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt ?? pageTitle} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt ?? pageTitle} />
      <meta name="theme-color" content="#12304d" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {jsonLd.map((block, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
      ))}
      {children}
    </>
  );
}
