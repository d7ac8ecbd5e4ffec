import * as yup from 'yup';
import { LANGUAGES } from '../languages';
import type { PictureKind } from '../cover-choices';

/**
 * The vocabulary content types are declared in (one yup schema per type, under this folder). Each field carries
 * what the other views of the model need in its `meta`: GraphQL's description and type, the editor's widget and
 * hint. From one declaration come the GraphQL SDL (./graphql.ts), the TypeScript type (yup's InferType), the
 * editor's fields (src/cms/model-fields.ts) and the content checks (./validate.ts).
 */
export interface FieldMeta {
  /** What the field holds: GraphiQL's description, the editor's hint unless `hint` says otherwise. */
  description?: string;
  /** The editor's hint when it should say more (or less) than the description. */
  hint?: string;
  /** Multi-line text: a text area in the editor. */
  long?: boolean;
  /** A `{ en, nl }` object: one text per language, resolved to the page's language in GraphQL (`@localized`). */
  localized?: boolean;
  /** A date written as YYYY-MM-DD. */
  date?: boolean;
  /** The GraphQL type of a nested object, e.g. ArticleSection. */
  typeName?: string;
  /** The GraphQL field name when it differs from the file's key (gatsby-transformer-json renames `id` to `jsonId`). */
  graphqlName?: string;
  /** Extra GraphQL directives, e.g. '@proxy(from: "jsonId")'. */
  directives?: string;
  /** Decided by the folder or the collection, never typed by an editor. */
  fixed?: boolean;
  /** The editor offers the values of another collection (e.g. the English post a Dutch post translates). */
  relation?: { collection: string; valueField: string; displayField: string };
  /** Leave out of the GraphQL type (used only by the files' own checks). */
  fileOnly?: boolean;
  /** What the editor says when a value does not match the field's pattern. */
  patternMessage?: string;
  /** The editor's label when the field's name says too little ("id" → "Address name"). */
  label?: string;
  /** The editor shows the field's choices as pictures of this kind, not as a list of names (src/lib/cover-choices.ts). */
  picker?: PictureKind;
  /** The editor's names for the field's choices (a value without one shows as written). */
  choiceLabels?: Readonly<Record<string, string>>;
}

/** Why a value is refused, in words an editor understands (yup's defaults name the path, e.g. "sections must …"). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const text = (description: string, meta: Omit<FieldMeta, 'description'> = {}) =>
  yup
    .string()
    .trim()
    .required()
    .meta({ description, ...meta });

export const longText = (description: string, meta: Omit<FieldMeta, 'description' | 'long'> = {}) =>
  text(description, { ...meta, long: true });

export const optionalText = (description: string, meta: Omit<FieldMeta, 'description'> = {}) => text(description, meta).optional();

/** A text that must match `regex`; `message` is what the build, the tests and the editor say when it does not. */
export const patterned = (regex: RegExp, message: string, description: string, meta: Omit<FieldMeta, 'description'> = {}) =>
  text(description, { ...meta, patternMessage: message }).matches(regex, { message: `\${path}: ${message}` });

export const slug = (description: string) =>
  patterned(SLUG_PATTERN, 'lower-case letters, digits and single hyphens, e.g. plumber-chicago', description);

/** A date as YYYY-MM-DD that exists in the calendar. */
export const isoDate = (description: string) =>
  text(description, { date: true })
    .matches(ISO_DATE, { message: '${path}: a date as YYYY-MM-DD' })
    .test('calendar-date', '${path}: not a date in the calendar', (value) => {
      if (!value) return true;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    });

export const oneOf = <T extends string>(values: readonly T[], description: string) =>
  yup
    .string()
    .required()
    .oneOf([...values])
    .meta({ description }) as yup.StringSchema<T>;

export const integer = (description: string, meta: Omit<FieldMeta, 'description'> = {}) =>
  yup
    .number()
    .required()
    .integer()
    .meta({ description, ...meta });
export const amount = (description: string, meta: Omit<FieldMeta, 'description'> = {}) =>
  yup
    .number()
    .required()
    .min(0)
    .meta({ description, ...meta });

/** One text per language of the language list: `{ "en": "…", "nl": "…" }`. */
export const localized = (description: string, meta: Omit<FieldMeta, 'description' | 'localized'> = {}) =>
  yup
    .object(
      Object.fromEntries(LANGUAGES.map((language) => [language, yup.string().trim().required()])) as Record<
        string,
        yup.StringSchema<string>
      >,
    )
    .required()
    .default(undefined)
    .meta({ description, localized: true, ...meta });

export const list = <T>(item: yup.ISchema<T>, description: string) => yup.array(item).required().meta({ description });

export const object = <T extends yup.ObjectShape>(typeName: string, shape: T, description?: string) =>
  yup.object(shape).required().default(undefined).meta({ typeName, description });

/** A content type: its GraphQL name, what it is, and the schema of one item of it. */
export interface ContentType<S extends yup.AnyObjectSchema = yup.AnyObjectSchema> {
  typeName: string;
  description: string;
  schema: S;
  /** GraphQL fields a node has besides the file's (from its folder or computed), as SDL lines. */
  derivedFields?: string[];
  /** false for a type nested in a node (MDX front matter): no `implements Node`. */
  node?: boolean;
}

export function contentType<S extends yup.AnyObjectSchema>(type: ContentType<S>): ContentType<S> {
  return type;
}
