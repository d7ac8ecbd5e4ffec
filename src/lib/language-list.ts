/**
 * The site's languages, defined once: everything that differs per language and is not a translation
 * (those live in locales/{code}/) or content (content files hold every language's text). The first is the
 * default language, served at the root; the others under /{code}. Adding a language means adding an entry
 * here, its locales/{code}/ folder and its text in the content files, and nothing else.
 */
export const LANGUAGE_LIST = [
  {
    code: 'en',
    /** Shown in the language switch, in the language itself. */
    name: 'English',
    /** The switch's tooltip, in the language itself. */
    viewInLanguage: 'View this page in English',
    /** BCP 47 tag for Open Graph, dates and money. */
    locale: 'en-US',
    currency: 'USD',
    number: { group: ',', decimal: '.' },
    /** {sign}, {amount}: how an amount of money is written. */
    moneyPattern: '{sign}${amount}',
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    /** {day}, {month}, {year} */
    datePattern: '{month} {day}, {year}',
    /** URL slug of every page, without slashes. */
    slugs: {
      home: '',
      portfolio: 'portfolio',
      plumber: 'plumber-website-design',
      blog: 'blog',
      privacy: 'privacy',
      terms: 'terms',
      cookies: 'cookies',
      notFound: '404',
      thanks: 'thank-you',
      preview: 'website-preview',
    },
    /** Path segments of the blog's listings: /blog/category/{category}/page/{n}/ */
    blogPaths: {
      category: 'category',
      page: 'page',
      categories: { 'local-seo': 'local-seo', 'website-tips': 'website-tips', 'industry-specific': 'industry-specific' },
    },
  },
  {
    code: 'nl',
    name: 'Nederlands',
    viewInLanguage: 'Bekijk deze pagina in het Nederlands',
    locale: 'nl-NL',
    currency: 'EUR',
    number: { group: '.', decimal: ',' },
    moneyPattern: '€\u00a0{sign}{amount}',
    months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
    datePattern: '{day} {month} {year}',
    slugs: {
      home: '',
      portfolio: 'portfolio',
      plumber: 'loodgieter-website-maken',
      blog: 'blog',
      privacy: 'privacy',
      terms: 'algemene-voorwaarden',
      cookies: 'cookiebeleid',
      notFound: '404',
      thanks: 'bedankt',
      preview: 'website-voorbeeld',
    },
    blogPaths: {
      category: 'categorie',
      page: 'page',
      categories: { 'local-seo': 'lokale-seo', 'website-tips': 'websitetips', 'industry-specific': 'per-branche' },
    },
  },
] as const;
