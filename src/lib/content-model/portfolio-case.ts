import * as yup from 'yup';
import { contentType, list, localized, slug, text } from './define';
import { market } from './testimonial';

const schema = yup
  .object({
    slug: slug('Names the case in links and its drawings'),
    title: localized('The headline of the case'),
    client: text('The business the site was made for'),
    trade: text('The trade (an id from content/home/trades.json)'),
    location: text('Where the client works'),
    market: market(),
    description: localized('One or two sentences: what was built'),
    challenge: localized('Where the client stood', { long: true }),
    solution: localized('What was built, and why', { long: true }),
    features: list(localized('One feature'), 'Six features, one line each').min(3).max(8),
    result: localized('The measured result, e.g. +140% emergency calls'),
    resultDetail: localized('The result in a sentence or two', { long: true }),
    timeframe: localized('From complete content to online: at most the guarantee (2 weeks)'),
    testimonial: localized('What the client said', { long: true }),
    testimonialAuthor: text('Who said it: a distinct person across the whole site'),
    testimonialRole: localized("The author's role at the client, e.g. owner"),
    image: text('File name (without .svg) of the desktop drawing under src/illustrations/portfolio; -phone and -detail beside it'),
  })
  .noUnknown('a field the model does not have (${unknown})');

export const portfolioCaseType = contentType({
  typeName: 'PortfolioCase',
  description: 'A case study (content/portfolio/cases.json); the order of the file is the order of the page, per market',
  schema,
});

export type PortfolioCaseItem = yup.InferType<typeof schema>;
