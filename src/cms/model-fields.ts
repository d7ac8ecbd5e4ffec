import type { AnyObjectSchema, SchemaDescription, SchemaFieldDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';
import { ISO_DATE, type FieldMeta } from '../lib/content-model/define';
import type { PictureKind } from '../lib/cover-choices';
import { PICTURE_CHOICES, picturePath } from '../lib/picture-choices';
import { humanize, summaryOf, type DecapField, type PictureChoice } from './fields';
import { ALL_CHOICES } from './relation-choices';

/**
 * The editor's fields of a content type, from its declaration in src/lib/content-model: the same names, order,
 * required fields, lengths, counts, patterns and choices the build and the content tests check, so a save the
 * build would refuse is refused in the editor. `languages` names the inputs of a `{ en, nl }` text.
 */
export interface ModelFieldOptions {
  languages: ReadonlyArray<{ code: string; name: string }>;
  /** Values of fields the collection decides (a language folder's language), hidden from the editor. */
  fixed?: Readonly<Record<string, string>>;
  /** Choices that come from other content (trade ids), by field name. */
  choices?: Readonly<Record<string, readonly string[]>>;
}

type Described = SchemaFieldDescription & { meta?: FieldMeta };
type Test = SchemaDescription['tests'][number];

const metaOf = (field: Described): FieldMeta => (field as { meta?: FieldMeta }).meta ?? {};
const testsOf = (field: Described): Test[] => ('tests' in field ? (field as SchemaDescription).tests : []);
const param = (field: Described, name: string, key: string): unknown => testsOf(field).find((test) => test.name === name)?.params?.[key];
const isOptional = (field: Described) => (field as SchemaDescription).optional;

/** A string's rules as one regular expression Decap can check: its pattern and its length. */
function stringPattern(field: Described): [string, string] | undefined {
  const regex = param(field, 'matches', 'regex');
  const min = param(field, 'min', 'min') as number | undefined;
  const max = param(field, 'max', 'max') as number | undefined;
  if (regex instanceof RegExp) return [regex.source, metaOf(field).patternMessage ?? `The form ${regex.source}`];
  if (min === undefined && max === undefined) return undefined;
  const range = `{${min ?? 0},${max ?? ''}}`;
  const words =
    max === undefined ? `At least ${min} characters` : min === undefined ? `At most ${max} characters` : `${min} to ${max} characters`;
  return [`^[\\s\\S]${range}$`, words];
}

function hintOf(meta: FieldMeta, count?: string): string | undefined {
  const hint = meta.hint ?? meta.description;
  return [hint, count].filter(Boolean).join(' ') || undefined;
}

/** A field's choices as pictures: the values the model allows (or the kind's whole list), each with its picture. */
function pictureChoices(kind: PictureKind, allowed: readonly string[]): PictureChoice[] {
  const values = allowed.length ? allowed : PICTURE_CHOICES[kind];
  return values.map((value) => ({ value, label: humanize(value), picture: picturePath(kind, value) }));
}

export function modelFields(schema: AnyObjectSchema, options: ModelFieldOptions): DecapField[] {
  const root = schema.describe() as SchemaObjectDescription;
  return objectFields(root, options, true);
}

function objectFields(object: SchemaObjectDescription, options: ModelFieldOptions, top: boolean): DecapField[] {
  return Object.entries(object.fields).map(([name, field]) => fieldOf(name, field as Described, options, top));
}

function fieldOf(name: string, field: Described, options: ModelFieldOptions, top: boolean): DecapField {
  const meta = metaOf(field);
  const label = meta.label ?? humanize(name);
  const required = !isOptional(field);
  const base = { name, label, ...(required ? {} : { required: false }) };
  const fixedValue = top ? options.fixed?.[name] : undefined;
  const oneOf = (field as SchemaDescription).oneOf?.filter((value): value is string => typeof value === 'string') ?? [];
  if (meta.fixed || fixedValue !== undefined) {
    return { ...base, widget: 'hidden', default: fixedValue ?? oneOf[0] ?? '' };
  }
  if (
    meta.relation &&
    fixedValue === undefined &&
    top &&
    options.fixed?.language &&
    options.fixed.language !== options.languages[0]?.code
  ) {
    return {
      ...base,
      widget: 'relation',
      label: 'Translation of',
      collection: meta.relation.collection,
      value_field: meta.relation.valueField,
      search_fields: [meta.relation.displayField],
      display_fields: [meta.relation.displayField],
      options_length: ALL_CHOICES,
      translations_in: options.fixed.language,
      hint: 'The English post this one translates: the link between the two. A post marked "already translated" has its translation in this language.',
    };
  }
  if (meta.localized) {
    return {
      ...base,
      widget: 'object',
      collapsed: false,
      ...(hintOf(meta) ? { hint: hintOf(meta) } : {}),
      fields: options.languages.map(({ code, name: languageName }) => ({
        name: code,
        label: languageName,
        widget: meta.long ? 'text' : 'string',
      })),
    };
  }
  const hint = hintOf(meta);
  switch (field.type) {
    case 'string': {
      if (meta.picker) return { ...base, widget: 'picture', choices: pictureChoices(meta.picker, oneOf), ...(hint ? { hint } : {}) };
      const choices = (top ? options.choices?.[name] : undefined) ?? (oneOf.length ? oneOf : undefined);
      if (choices) {
        // The editor's names for the choices where the model gives them; the file keeps the value.
        const labels = meta.choiceLabels;
        const choiceOptions = labels ? choices.map((value) => ({ label: labels[value] ?? value, value })) : [...choices];
        return { ...base, widget: 'select', options: choiceOptions, ...(hint ? { hint } : {}) };
      }
      // Decap's datetime widget is the browser's date input, which shows the date as the browser's language writes it
      // (11/27/2026), not as the hint and the files do: a text field shows and takes exactly YYYY-MM-DD.
      if (meta.date)
        return {
          ...base,
          widget: 'string',
          pattern: [ISO_DATE.source, 'A date as YYYY-MM-DD, e.g. 2026-03-14'],
          ...(hint ? { hint } : {}),
        };
      const pattern = stringPattern(field);
      return { ...base, widget: meta.long ? 'text' : 'string', ...(pattern ? { pattern } : {}), ...(hint ? { hint } : {}) };
    }
    case 'number': {
      const min = param(field, 'min', 'min') as number | undefined;
      const max = param(field, 'max', 'max') as number | undefined;
      const integer = testsOf(field).some((test) => test.name === 'integer');
      return {
        ...base,
        widget: 'number',
        value_type: integer ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(integer ? {} : { step: 0.01 }),
        ...(hint ? { hint } : {}),
      };
    }
    case 'boolean':
      return { ...base, widget: 'boolean', ...(hint ? { hint } : {}) };
    case 'object':
      return {
        ...base,
        widget: 'object',
        collapsed: false,
        fields: objectFields(field as SchemaObjectDescription, options, false),
        ...(hint ? { hint } : {}),
      };
    case 'array': {
      const inner = (field as SchemaInnerTypeDescription).innerType as Described;
      const length = param(field, 'length', 'length') as number | undefined;
      const min = length ?? (param(field, 'min', 'min') as number | undefined);
      const max = length ?? (param(field, 'max', 'max') as number | undefined);
      const counts = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      const listHint = hintOf(meta);
      const singular = humanize(singularName(name)).toLowerCase();
      if (inner.type === 'object' && !metaOf(inner).localized) {
        const fields = objectFields(inner as SchemaObjectDescription, options, false);
        const summary = summaryOf(fields);
        return {
          ...base,
          widget: 'list',
          label_singular: singular,
          collapsed: true,
          fields,
          ...(summary ? { summary } : {}),
          ...counts,
          ...(listHint ? { hint: listHint } : {}),
        };
      }
      if (metaOf(inner).localized) {
        const item = fieldOf(singularName(name), inner, options, false);
        return {
          ...base,
          widget: 'list',
          label_singular: singular,
          collapsed: true,
          fields: item.fields,
          summary: `{{fields.${options.languages[0]?.code}}}`,
          ...counts,
          ...(listHint ? { hint: listHint } : {}),
        };
      }
      return {
        ...base,
        widget: 'list',
        label_singular: singular,
        field: fieldOf(singularName(name), inner, options, false),
        ...counts,
        ...(listHint ? { hint: listHint } : {}),
      };
    }
    default:
      throw new Error(`CMS: no widget for a yup ${field.type} (${name})`);
  }
}

/** "keywords" → "keyword", "serviceAreas" → "serviceArea". */
function singularName(name: string): string {
  return name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.endsWith('s') ? name.slice(0, -1) : `${name}Item`;
}
