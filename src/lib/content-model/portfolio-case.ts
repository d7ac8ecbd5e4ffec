import * as yup from 'yup';
import { contentType, list, localized, oneOf, patterned, slug, text } from './define';
import { realName } from './reserved';
import { STYLES } from '../forms/options';
import { market } from './testimonial';

const schema = yup
  .object({
    slug: slug('Names the case in links and its drawings').meta({
      label: 'Short name',
      hint: 'Lower-case words with hyphens, e.g. delgado-plumbing: names the case in links. Keep it when you edit the case; a new one needs its drawings from your developer.',
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
    features: list(localized('One feature'), 'Six features, one line each').min(3).max(8),
    result: localized('The measured result, e.g. +140% emergency calls'),
    resultDetail: localized('The result in a sentence or two', { long: true, label: 'Result explained' }),
    timeframe: localized('From complete content to online: at most the guarantee (2 weeks)'),
    testimonial: localized('What the client said', { long: true, label: 'Quote' }),
    testimonialAuthor: realName(text('Who said it: a distinct person across the whole site', { label: 'Quote by' })),
    testimonialRole: localized("The author's role at the client, e.g. owner", { label: 'Their role' }),
    image: text('File name (without .svg) of the desktop drawing under src/illustrations/portfolio; -phone and -detail beside it', {
      label: 'Drawing',
      hint: 'The name of the drawing of the site, e.g. delgado-plumbing (your developer draws a new one, with its phone and detail views).',
    }),
  })
  .noUnknown('a field the model does not have (${unknown})');

export const portfolioCaseType = contentType({
  typeName: 'PortfolioCase',
  description: 'A case study (content/portfolio/cases.json); the order of the file is the order of the page, per market',
  schema,
});

export type PortfolioCaseItem = yup.InferType<typeof schema>;
