import * as yup from 'yup';
import { contentType, list, text } from './define';

/** The endings that tell the Englishes apart (-our and its -hood or -ite, -ise, -yse, -tre, -ence, doubled l). */
export const MARKET_WORD_ENDINGS = /(our(s|ed|ing|hood|ite|ites|able|ful|less)?|ise[sd]?|ising|isation|yse|tre|ence|lled|lling)$/i;

/** A word one market spells differently never goes on a list: it would let the other market's spelling through. */
const noMarketSpelling = (schema: yup.StringSchema<string>) =>
  schema.test(
    'no-market-spelling',
    '${path}: "${value}" is spelled differently in American and British English: it cannot go on the list (write the article in its market\'s spelling)',
    (value) => !MARKET_WORD_ENDINGS.test(value ?? ''),
  );

/**
 * The words the articles' spell check (scripts/spelling.ts) takes beyond its dictionaries (content/site/spelling.json).
 * Each article's own town and areas, the trades' names and the people the content names are known without a list.
 */
export const spellingWordsType = contentType({
  typeName: 'SpellingWords',
  description:
    "Words the articles' spell check takes beyond its dictionaries (content/site/spelling.json): names, and the trades' own words; an article's own town and areas, the trades and the people the site names are known already",
  schema: yup
    .object({
      names: list(
        noMarketSpelling(
          text('A name: a person, place or business', { label: 'Name' }).matches(/^[\p{Lu}\d]/u, {
            message: '${path}: "${value}" is not a name: names start with a capital (a lower-case word goes under Words)',
          }),
        ),
        'Names of people, places and businesses that no dictionary knows, each with its capital',
      ).meta({
        label: 'Names',
        hint: "Names no dictionary knows, each with its capital, e.g. Wicker Park. An article's own town and areas, the trades and the people the site quotes are known already.",
      }),
      terms: list(
        noMarketSpelling(text('A word', { label: 'Word' })),
        "Words of the trades and of customers' own languages that the dictionaries lack",
      ).meta({
        label: 'Words',
        hint: "Words of the trades and of customers' own languages the dictionaries lack, e.g. tankless, plomero. Never a word the Englishes spell differently (neighbourhood): write the article in its market's spelling.",
      }),
    })
    .noUnknown('a field the model does not have (${unknown})'),
});

export type SpellingWords = yup.InferType<typeof spellingWordsType.schema>;
