import type * as yup from 'yup';

/**
 * Names kept for the tests' made-up content. A test that needs a trade, a town or a person the site does not have
 * uses one of these; the model refuses them in content, so nothing an editor saves can ever collide with a test.
 */
export const RESERVED_FOR_TESTS = {
  trade: 'example-trade',
  town: 'Exampleton',
  person: 'Sam Example',
} as const;

/** Any word starting with "example": the reserved names above, and any others a test makes from them. */
const RESERVED_WORD = /(^|[^\p{L}])example/iu;

export const isReservedName = (value: string): boolean => RESERVED_WORD.test(value);

/** Refuses a reserved name in words an editor understands. */
export const realName = <S extends yup.StringSchema<string | undefined>>(schema: S): S =>
  schema.test(
    'not-reserved',
    '${path}: "${value}" is kept for the site\'s tests: use a real name (no word starting with "example")',
    (value) => typeof value !== 'string' || !isReservedName(value),
  ) as S;
