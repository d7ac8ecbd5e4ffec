import * as yup from 'yup';
import { contentType, integer, list, localized, longText, object, oneOf, optionalText, patterned, slug, text } from './define';
import { CASE_FEATURE_KINDS, CASE_FEATURE_LABELS, CASE_LOGO_MARKS } from '../case-site/features';
import { realName } from './reserved';
import { STYLES } from '../forms/options';
import { market } from './testimonial';

const schema = yup
  .object({
    slug: slug('Names the case in links and its drawings').meta({
      label: 'Short name',
      hint: 'Lower-case words with hyphens, e.g. delgado-plumbing: names the case in links and its portfolio drawings. Keep it when you edit the case.',
    }),
    title: localized('The headline of the case'),
    client: text('The business the site was made for'),
    trade: text('The trade (an id from content/home/trades.json)', {
      hint: "The short name of one of the trades (Home page → Trades), e.g. plumber or beauty-salon: its site's texts and picture come from that trade.",
    }),
    location: text('Where the client works', {
      hint: 'The town as its site names it, e.g. Austin, TX or Utrecht: the area its site serves.',
    }),
    phone: patterned(
      /^\+[1-9][\d ]{7,18}$/,
      'Write it with its country code, e.g. +1 512 555 0134',
      "The phone number on the client's site",
      {
        label: 'Phone number',
        hint: 'With its country code, e.g. +1 512 555 0134 or +31 30 204 5170: its call buttons dial it, and each language prints it as its visitors would dial it.',
      },
    ),
    style: oneOf(STYLES, "The style of the client's site: modern, klassiek (classic), speels (playful), luxe or simpel").meta({
      label: 'Site style',
    }),
    market: market(),
    description: localized('One or two sentences: what was built'),
    challenge: localized('Where the client stood', { long: true }),
    solution: localized('What was built, and why', { long: true }),
    features: list(
      object('CaseFeature', {
        kind: oneOf(
          CASE_FEATURE_KINDS,
          'What kind of feature it is: the client site shows it working, as a section, or in a short panel',
        ).meta({
          choiceLabels: CASE_FEATURE_LABELS,
        }),
        text: localized('The feature in one line, as the case text names it'),
      }),
      'Three to eight features, each with its kind and one line',
    )
      .min(3)
      .max(8),
    site: object(
      'CaseSiteContent',
      {
        logo: oneOf(CASE_LOGO_MARKS, "How the client's name is drawn as a logo: monogram, wordmark, badge, emblem or script"),
        tagline: text("The line under the name in the logo, in the client's own language"),
        headline: text("The headline of the client's home page, in the client's own language"),
        since: integer('The year the business started').min(1900).max(2100),
        owner: realName(text('Who runs the business: a distinct person across the whole site', { label: 'Owner' })),
        about: longText("About the owner and the business, in the client's own language: two to four sentences"),
        services: list(
          object('CaseService', {
            name: text('The service'),
            line: text('What it is, in one line'),
            price: optionalText('Its price as the client shows it, e.g. € 45 or from $129; empty where the trade shows no prices'),
            minutes: integer('How long it takes, in minutes (for a booking)').min(5).max(600).optional(),
          }),
          "The client's services, each with a line, in the client's own language",
        )
          .min(3)
          .max(8),
        hours: list(
          object('CaseHours', { days: text('Days, e.g. Mon–Fri'), hours: text('Hours, e.g. 8:00–18:00, or 24 hours') }),
          'Opening or working hours',
        )
          .min(1)
          .max(4),
        areas: list(text('A town or district the client serves'), 'The towns and districts the client serves').min(2).max(12),
        credentials: list(
          text('A licence, insurance or membership, with its number where it has one'),
          'Licences, insurance and memberships',
        )
          .max(4)
          .optional(),
        banner: optionalText(
          "The banner's message where the case has a banner feature, as the client would put it up, in the client's own language",
          {
            label: 'Banner message',
            hint: 'E.g. "Hail damage? We are repairing roofs in Aurora this week: call (303) 555-0169". Empty: the banner shows the feature\'s line.',
          },
        ),
        reviews: list(
          object('CaseReview', {
            text: longText("What the customer said, in the client's own language"),
            author: realName(text('The customer: a distinct person across the whole site')),
            town: text('Where the customer lives'),
          }),
          "Reviews by named customers on the client's site",
        )
          .min(3)
          .max(6),
      },
      "What the client's own site shows, in the client's own language (its market's): the site, the case text and the mockups read it",
    ),
    result: localized('The measured result, e.g. +140% emergency calls'),
    resultDetail: localized('The result in a sentence or two', { long: true, label: 'Result explained' }),
    timeframe: localized('From complete content to online: at most the guarantee (2 weeks)'),
    testimonial: localized('What the client said', { long: true, label: 'Quote' }),
    testimonialAuthor: realName(text('Who said it: a distinct person across the whole site', { label: 'Quote by' })),
    testimonialRole: localized("The author's role at the client, e.g. owner", { label: 'Their role' }),
  })
  .noUnknown('a field the model does not have (${unknown})');

export const portfolioCaseType = contentType({
  typeName: 'PortfolioCase',
  description: 'A case study (content/portfolio/cases.json); the order of the file is the order of the page, per market',
  schema,
});

export type PortfolioCaseItem = yup.InferType<typeof schema>;
