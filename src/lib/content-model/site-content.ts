import * as yup from 'yup';
import { CONTENT_ICON_NAMES } from '../content-icons';
import { COVER_PALETTES, TRADE_MOTIFS } from '../cover-choices';
import { TRADE_KINDS, TRADE_KIND_LABELS } from '../trade-kinds';
import { LANGUAGES } from '../languages';
import { ARTICLE_ID_PATTERN } from '../article-identity';
import { amount, contentType, integer, list, localized, object, oneOf, optionalText, patterned, slug, text } from './define';
import { spellingWordsType } from './spelling-words';
import { realName } from './reserved';

/*
 * The site's own content besides articles, reviews and cases: the business facts, the home page's pricing card,
 * process and trades, the FAQs, both calculators and the old addresses. As for every type of the model, the GraphQL
 * types, the editor's fields and the build's check all come from these declarations.
 */

/** `id` in a file: gatsby-transformer-json renames a node's own `id` to `jsonId`, and GraphQL shows it as itemId. */
const itemId = (description: string) => slug(description).meta({ graphqlName: 'itemId', directives: '@proxy(from: "jsonId")' });
/** An id inside an item (a calculator option): the file's key as it is. */
const optionId = (description: string) =>
  slug(description).meta({
    label: 'Short name',
    hint: 'Lower-case words with hyphens, e.g. emergency-service: how the page and the intake form name this choice. Visitors never see it; keep it when you edit the text, and give a new choice its own.',
  });
const icon = (description = 'A lucide-react icon name, one of those the site carries (src/lib/content-icons.ts)') =>
  oneOf(CONTENT_ICON_NAMES, description);
const count = (description: string) => integer(description).min(0);

export const businessType = contentType({
  typeName: 'Business',
  description: "The agency's business configuration (content/site/business.json): one source for every fact the site shows.",
  schema: yup
    .object({
      name: text('The brand, as the site and its mails name it'),
      legalName: text('The registered name, as the legal texts name it'),
      email: patterned(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/, 'an e-mail address', 'Where leads and questions go'),
      phone: patterned(/^\+[0-9 ]{8,}$/, 'international format, e.g. +31 6 4172 8390', 'The phone number, international format'),
      chamberOfCommerce: text('Dutch Chamber of Commerce (KvK) registration number'),
      vatNumber: optionalText('The VAT number', { label: 'VAT number' }),
      foundingYear: integer('The year the agency started').min(1900).max(2100),
      siteUrl: patterned(/^https:\/\/[^/]+$/, 'https:// and the domain, without a slash at the end', 'The address of this site', {
        label: 'Site address',
        hint: 'https:// and the domain, e.g. https://www.example.com: links, search engines and "View live" use it.',
      }),
      socialUrl: patterned(/^https:\/\//, 'a full https:// address', 'The company page on LinkedIn', { label: 'LinkedIn page' }).optional(),
      address: object('BusinessAddress', {
        street: text('Street and number'),
        zipcode: text('Postcode'),
        city: text('City'),
        country: localized('Country, as each language writes it'),
        countryCode: patterned(/^[A-Z]{2}$/, 'two capital letters, e.g. NL', 'ISO country code', {
          hint: 'Two capital letters, e.g. NL for the Netherlands (search engines read it).',
        }),
      }),
      owner: object('BusinessOwner', {
        name: text('The owner, whom the about section introduces'),
        role: localized('Their role'),
      }),
      serviceAreaCities: list(text('A city'), 'Cities the agency serves (structured data)')
        .min(1)
        .meta({ label: 'Cities served', hint: 'The cities the agency works for, as search engines are told.' }),
      pricing: object(
        'BusinessPricing',
        {
          monthly: amount('The subscription per month', { hint: 'Excluding VAT, in the page currency on every page.' }),
          hourlyRate: amount('Work outside the subscription, per hour'),
          minBillableMinutes: integer('The least time billed for such work, in minutes', { label: 'Least time billed (minutes)' }).min(0),
          domainValue: amount('What the domain name is worth (the terms name it)'),
          setupFee: amount('The one-time fee for more than a standard website'),
        },
        "Prices excluding VAT, in the page's currency",
      ),
      claims: object(
        'BusinessClaims',
        {
          customers: count('Customers served'),
          satisfactionPercent: integer('Share of satisfied customers', { label: 'Satisfied customers (%)' }).min(0).max(100),
          averageRating: amount('Average review rating').min(1).max(5),
          averageGrowthPercent: integer('Average growth in enquiries', { label: 'Average growth in enquiries (%)' }).min(0),
          plumberCustomers: count('Plumbers among the customers'),
          launchWeeks: integer('Weeks from complete content to online').min(1),
          replyHours: integer('Hours within which a lead gets an answer').min(1),
        },
        'Marketing claims, shown the same everywhere',
      ),
      retention: object(
        'BusinessRetention',
        {
          contactFormMonths: integer('Contact-form data: kept this many months after the last contact', {
            label: 'Keep contact-form data (months)',
            hint: 'The privacy statement promises this; the inbox erases older leads.',
          }).min(1),
        },
        'How long lead data is kept (the privacy statement promises it)',
      ),
    })
    .noUnknown('a field the model does not have (${unknown})'),
});

export const pricingPlanType = contentType({
  typeName: 'PricingPlan',
  description: 'The subscription card on the home page (content/home/pricing.json); the amount comes from Business.pricing',
  schema: yup
    .object({
      period: localized('What the amount is for, e.g. per month'),
      description: localized('What the subscription is, in a sentence', { long: true }),
      features: list(localized('One line of what is included'), 'What is included, one line each').min(1),
    })
    .noUnknown('a field the model does not have (${unknown})'),
});

export const processStepType = contentType({
  typeName: 'ProcessStep',
  description: 'A step of the process on the home page (content/home/process.json)',
  schema: yup
    .object({
      step: integer('Its number, from 1', { label: 'Step number' }).min(1),
      title: localized('The step in a word or two'),
      description: localized('What happens, and what the client gets', { long: true }),
    })
    .noUnknown('a field the model does not have (${unknown})'),
});

export const faqItemType = contentType({
  typeName: 'FaqItem',
  description: "A question of a page's FAQ (content/{page}/faq.json); answers may use {{monthlyPrice}} and similar placeholders",
  schema: yup
    .object({
      id: itemId('Names the question (its anchor)').meta({
        label: 'Short name',
        hint: "Lower-case words with hyphens, e.g. what-does-it-cost: the question's own address on the page (#what-does-it-cost). Keep it when you edit the question.",
      }),
      question: localized('The question, as a visitor asks it'),
      answer: localized('The answer; {{monthlyPrice}} and similar placeholders fill in the configured facts', { long: true }),
    })
    .noUnknown('a field the model does not have (${unknown})'),
  derivedFields: ['  "The page it is on: home or plumber"\n  page: String! @fileFolder'],
});

export const tradeType = contentType({
  typeName: 'Trade',
  description:
    "A trade the agency builds websites for (content/home/trades.json): the trades section, the forms' and the calculator's choices, the website preview and the Local SEO covers all read it",
  schema: yup
    .object({
      id: realName(itemId('Names the trade: Local SEO articles, cases and stored leads refer to it')).meta({
        label: 'Address name',
        hint: 'Lower-case letters and hyphens, e.g. glazier. Never change it once articles or leads use it.',
      }),
      label: localized('The trade, as a visitor reads it in the trades section and in the forms', { label: 'Name on the site' }),
      icon: icon("The picture on the trade's tile, in the website preview's hero and on its Local SEO covers").meta({
        label: 'Icon',
        picker: 'icon',
      }),
      kind: oneOf(
        TRADE_KINDS,
        "How customers reach this kind of business: the website preview's call to action and sections follow it",
      ).meta({
        label: 'Kind of business',
        choiceLabels: TRADE_KIND_LABELS,
        hint: 'What a customer of this trade does first: call (emergencies), book a visit (opening hours, prices) or ask for a quote (projects).',
      }),
      preview: object(
        'TradePreview',
        {
          role: localized('Who the business is, as its own site would say it, e.g. 24/7 plumber', {
            label: 'Role in the website preview',
            hint: 'Shown as "{role} in {town}": a few words, e.g. "24/7 plumber" or "Licensed electrician".',
          }),
          headline: localized('The promise in the hero of the website preview', {
            label: 'Hero headline in the website preview',
            hint: 'One short line a customer of this trade wants to read, e.g. "Leaks and blocked drains fixed today".',
          }),
          services: list(localized('One service, in two or three words'), 'Four services the trade offers, in the order shown')
            .length(4)
            .meta({ label: 'Services in the website preview', hint: 'Exactly four, two or three words each.' }),
          prices: list(
            localized('A sample price of the service in the same place, e.g. "from $45"'),
            "Sample prices of the four services, in their order: the price list of an appointment trade's preview",
          )
            .length(4)
            .optional()
            .default(undefined)
            .meta({
              label: 'Sample prices in the website preview',
              hint: 'Only for a trade whose customers book (kind: appointment): four short prices in the order of the services, each in its market\'s currency, e.g. "from $45" and "vanaf € 40". Without them the preview says "price on request".',
            }),
          review: localized("A customer's review line, as one would write it about this trade", {
            label: 'Review in the website preview',
            hint: 'One or two short sentences, e.g. "Here within the hour and the leak was fixed."',
            long: true,
          }),
        },
        "What the visitor's own website looks like in the intake's live preview",
      ).meta({ label: 'Website preview' }),
      cover: object(
        'TradeCover',
        {
          motif: oneOf(TRADE_MOTIFS, 'The tools drawn large on the covers of its Local SEO articles').meta({
            label: 'Cover drawing',
            picker: 'trade-motif',
            hint: 'The toolbox suits any trade without a drawing of its own.',
          }),
          palette: oneOf(COVER_PALETTES, 'The colours and time of day of its covers').meta({
            label: 'Cover colours',
            picker: 'cover-palette',
          }),
        },
        'The covers of its Local SEO articles',
      ).meta({ label: 'Article covers' }),
    })
    .noUnknown('a field the model does not have (${unknown})'),
});

export const homeQuoteCalculatorType = contentType({
  typeName: 'HomeQuoteCalculator',
  description:
    'Options of the home page quote calculator (content/calculators/home-quote.json); the businesses to choose from are the trades (content/home/trades.json) and "other"',
  schema: yup
    .object({
      packages: list(
        object('HomeQuotePackage', {
          id: optionId('Names the package'),
          pages: text('How many pages, e.g. 3-5', { label: 'Number of pages' }),
          label: localized('The package'),
          description: localized('What it holds'),
          monthlyExtra: amount('Extra per month over the subscription', { label: 'Extra per month' }),
        }),
        'The sizes of site a visitor can choose',
      ).min(1),
      features: list(
        object('HomeQuoteFeature', {
          id: optionId('Names the feature'),
          label: localized('The feature'),
          monthly: amount('Extra per month; 0 means included', { label: 'Extra per month' }),
        }),
        'The extras a visitor can add',
      ),
      included: list(localized('One line of what every site includes'), 'What every site includes').min(1),
    })
    .noUnknown('a field the model does not have (${unknown})'),
});

export const plumberCalculatorType = contentType({
  typeName: 'PlumberCalculator',
  description: 'Options of the plumber page price calculator (content/calculators/plumber.json)',
  schema: yup
    .object({
      websiteTypes: list(
        object('PlumberWebsiteType', {
          id: optionId('Names the type'),
          name: localized('The type of website'),
          description: localized('What it is for', { long: true }),
          price: amount('Part of the one-time setup fee (times the speed multiplier)'),
          default: yup.boolean().optional().meta({ description: 'Chosen when the page opens', label: 'Chosen at first' }),
          features: list(localized('One line of what it includes'), 'What it includes').min(1),
        }),
        'The websites a plumber can choose',
      ).min(1),
      addons: list(
        object('PlumberAddon', {
          id: optionId('Names the add-on'),
          name: localized('The add-on'),
          description: localized('What it does'),
          price: amount('Its setup fee'),
          icon: icon().meta({ picker: 'icon', hint: 'The picture beside the add-on.' }),
        }),
        'The add-ons a plumber can choose',
      ),
      speeds: list(
        object('PlumberSpeed', {
          id: optionId('Names the speed'),
          name: localized('The speed'),
          duration: localized('How long it takes'),
          multiplier: amount('The setup fee is multiplied by this', { label: 'Price factor' }).min(1),
          icon: icon().meta({ picker: 'icon', hint: 'The picture beside the speed.' }),
        }),
        'How fast the site is delivered',
      ).min(1),
      businessTypes: list(
        object('PlumberBusinessType', {
          id: optionId('Names the business'),
          name: localized('The business'),
          discountPercent: amount('Discount on the setup fee, in percent', { label: 'Discount (%)' }).max(100),
        }),
        'The businesses a visitor can choose',
      ).min(1),
      alwaysIncluded: list(localized('One line of what every site includes'), 'What every site includes').min(1),
      comparison: object(
        'PlumberComparison',
        {
          saved: amount('What a plumber saves'),
          oneTime: amount('What a one-time build elsewhere costs', { label: 'One-time price elsewhere' }),
        },
        "The fixed comparison line under the quote: 'Save {saved} vs. {oneTime} one-time'",
      ),
    })
    .noUnknown('a field the model does not have (${unknown})'),
});

export const legacyRedirectType = contentType({
  typeName: 'LegacyRedirect',
  description: 'A legacy URL and the page it now lives at (content/redirects/legacy-paths.json)',
  schema: yup
    .object({
      from: patterned(/^\//, 'an address on this site, starting with /', 'The old address', {
        label: 'Old address',
        hint: 'The part after the domain, starting with /, e.g. /services/plumbing.',
      }),
      page: optionalText('A page id of the route map (home, portfolio, plumber, blog, privacy, terms, cookies)', {
        label: 'Leads to the page',
        hint: 'One of home, portfolio, plumber, blog, privacy, terms, cookies; or leave it empty and name an article below.',
      }),
      articleId: patterned(
        ARTICLE_ID_PATTERN,
        'a language and a slug, e.g. en/plumber-chicago',
        'Or an article: the language and slug of its original version (en/plumber-chicago; a translated post is named by its English original, en/{English slug})',
        {
          label: 'Or an article',
          hint: 'Or an article, as the language and address of its original: en/plumber-chicago for /blog/plumber-chicago/, nl/loodgieter-utrecht for /nl/blog/loodgieter-utrecht/. A translated post goes by its English original (en/{English slug}), and the language below picks the version.',
        },
      ).optional(),
      language: oneOf(LANGUAGES, 'The language of the page it leads to').meta({ label: 'In the language' }),
      note: optionalText('Why the address exists', { label: 'Note (for the team)' }),
    })
    .noUnknown('a field the model does not have (${unknown})')
    .test('one-target', 'a page or an article, one of the two', (item) => Boolean(item.page) !== Boolean(item.articleId)),
});

/** Every type above whose items come from content/, by its GraphQL name. */
export const SITE_CONTENT_TYPES = [
  businessType,
  pricingPlanType,
  processStepType,
  faqItemType,
  tradeType,
  homeQuoteCalculatorType,
  plumberCalculatorType,
  legacyRedirectType,
  spellingWordsType,
];

/** The items of the types above, as their files hold them (an item's `id` as written, before GraphQL names it itemId). */
export type BusinessFile = yup.InferType<typeof businessType.schema>;
export type PricingPlanItem = yup.InferType<typeof pricingPlanType.schema>;
export type ProcessStepItem = yup.InferType<typeof processStepType.schema>;
export type FaqItem = yup.InferType<typeof faqItemType.schema>;
export type TradeItem = yup.InferType<typeof tradeType.schema>;
export type HomeQuoteCalculatorFile = yup.InferType<typeof homeQuoteCalculatorType.schema>;
export type PlumberCalculatorFile = yup.InferType<typeof plumberCalculatorType.schema>;
export type LegacyRedirectItem = yup.InferType<typeof legacyRedirectType.schema>;
