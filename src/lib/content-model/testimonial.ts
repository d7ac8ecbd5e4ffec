import * as yup from 'yup';
import { LANGUAGES } from '../languages';
import { contentType, integer, localized, oneOf, optionalText, text } from './define';
import { realName } from './reserved';

/** The language of the pages that show an item first: a Dutch client leads on Dutch pages. */
export const market = () =>
  oneOf(LANGUAGES, 'The market the client belongs to: the language of the pages that show it first').meta({
    label: "Client's market",
    hint: 'en for a client in an English-speaking country, nl for a Dutch client: the pages in that language show them first.',
  });

const schema = yup
  .object({
    id: text('firstname-lastname-city: names the review in the file', {
      graphqlName: 'itemId',
      directives: '@proxy(from: "jsonId")',
      label: 'Short name',
      hint: "The client's name and town in lower case with hyphens, e.g. maria-delgado-chicago. Visitors never see it; keep it when you edit the review.",
    }),
    name: realName(text('The client: a distinct person across the whole site')),
    company: text('Their business'),
    trade: localized('Their trade, as a visitor reads it').optional(),
    location: text('City (and state or province where that is how it is written)'),
    market: market(),
    text: localized('What they said'),
    result: localized('The measured result, e.g. +65% phone calls'),
    rating: integer('Stars, 1 to 5', { label: 'Stars' }).min(1).max(5),
    portrait: optionalText('File name (without .svg) under static/images/people; reviews without one show initials', {
      label: 'Portrait drawing',
      hint: 'The name of a drawing in static/images/people without .svg, e.g. portrait-3 (ask your developer for a new one). Leave it empty and the review shows the initials.',
    }),
    onHomePage: yup.boolean().optional().meta({
      description: "Shown on the home page in its market's language (home reviews only)",
      label: 'Show on the home page',
      hint: 'Ticked: this review is one of the three on the home page of its market (English reviews on the English home page, Dutch on the Dutch one). Tick exactly three per market.',
    }),
  })
  .noUnknown('a field the model does not have (${unknown})');

export const testimonialType = contentType({
  typeName: 'Testimonial',
  description: 'A client review (content/{page}/testimonials.json): on the home page with a portrait, on the plumber page with initials',
  schema,
  derivedFields: ['  "The page it is on: home or plumber"\n  page: String! @fileFolder'],
});

export type TestimonialItem = yup.InferType<typeof schema>;
