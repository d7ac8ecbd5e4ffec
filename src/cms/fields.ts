/**
 * Decap CMS fields derived from the content itself: every key the files hold becomes a field, in the files' order,
 * with the widget its values call for (a bilingual `{ en, nl }` object becomes paired inputs per language), and the
 * rules the content tests enforce laid over it by path. Pure: the data comes in, a configuration goes out.
 */

export type Widget =
  | 'string'
  | 'text'
  | 'number'
  | 'boolean'
  | 'object'
  | 'list'
  | 'select'
  | 'markdown'
  | 'datetime'
  | 'hidden'
  | 'relation'
  | 'picture'
  | 'model-check';

/** One choice of the picture widget (src/cms/picture-widget.tsx): the value saved, its name, its picture's address. */
export interface PictureChoice {
  value: string;
  label: string;
  picture: string;
}

/** The part of Decap's field configuration this site uses (https://decapcms.org/docs/widgets/). */
export interface DecapField {
  name: string;
  label: string;
  widget: Widget;
  required?: boolean;
  hint?: string;
  /** A regular expression the value must match, and the message when it does not. */
  pattern?: [string, string];
  min?: number;
  max?: number;
  step?: number;
  value_type?: 'int' | 'float';
  options?: ReadonlyArray<string | { label: string; value: string }>;
  /** A hidden field's value may be an object (a JSON file's key order, src/cms/json-format.ts). */
  default?: string | number | boolean | Record<string, unknown>;
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  label_singular?: string;
  collapsed?: boolean;
  allow_add?: boolean;
  modes?: ReadonlyArray<'raw' | 'rich_text'>;
  minimal?: boolean;
  date_format?: string;
  time_format?: boolean;
  format?: string;
  collection?: string;
  /** A relation to a files collection: the file whose values it offers. */
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  /** How many choices a relation's menu shows (Decap's default: 20): every one (ALL_CHOICES, src/cms/relation-choices.ts). */
  options_length?: number;
  /** A "Translation of" menu: the language whose existing translations it marks (src/cms/relation-choices.ts). */
  translations_in?: string;
  /** The picture widget's choices, in order. */
  choices?: PictureChoice[];
}

/** What the content tests demand of a field, by its path ("sections", "sections.content", "address.country"). */
export type FieldRule = Partial<Omit<DecapField, 'name' | 'fields' | 'field'>>;
export type FieldRules = Readonly<Record<string, FieldRule>>;

export interface DeriveOptions {
  /** Language codes and their names: an object with exactly these keys is one text in every language. */
  languages: ReadonlyArray<{ code: string; name: string }>;
  rules?: FieldRules;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** "metaDescription" → "Meta description", "seo" → "SEO". */
export function humanize(name: string): string {
  if (/^[a-z]{2,4}$/.test(name) && ['seo', 'cta', 'url', 'id', 'vat'].includes(name)) return name.toUpperCase();
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LONG_TEXT = 90;
const isLongText = (values: readonly unknown[]) =>
  values.some((value) => typeof value === 'string' && (value.length > LONG_TEXT || value.includes('\n')));

function isBilingual(values: readonly unknown[], languages: DeriveOptions['languages']): values is Array<Record<string, unknown>> {
  const codes = languages.map((language) => language.code).sort();
  return (
    values.length > 0 &&
    values.every(
      (value) =>
        isPlainObject(value) &&
        Object.keys(value).sort().join() === codes.join() &&
        Object.values(value).every((text) => typeof text === 'string'),
    )
  );
}

/** Derives fields and records which rules it used, so a rule for a path that no longer exists is found. */
class Deriver {
  readonly used = new Set<string>();
  constructor(private readonly options: DeriveOptions) {}

  fields(samples: ReadonlyArray<Record<string, unknown>>, prefix = ''): DecapField[] {
    const names: string[] = [];
    for (const sample of samples) for (const key of Object.keys(sample)) if (!names.includes(key)) names.push(key);
    return names.map((name) => {
      const values = samples.map((sample) => sample[name]).filter((value) => value !== undefined && value !== null);
      const everywhere = samples.every((sample) => sample[name] !== undefined && sample[name] !== null && sample[name] !== '');
      const field = this.field(name, values, `${prefix}${name}`);
      return everywhere ? field : { ...field, required: false };
    });
  }

  private field(name: string, values: readonly unknown[], path: string, label = humanize(name)): DecapField {
    const rule = this.options.rules?.[path];
    if (rule) this.used.add(path);
    return { ...this.derived(name, values, path, label), ...rule };
  }

  /** One input per language, labelled with the language's name. */
  private perLanguage(values: ReadonlyArray<Record<string, unknown>>, path: string): DecapField[] {
    return this.options.languages.map(({ code, name }) =>
      this.field(
        code,
        values.map((value) => value[code]),
        `${path}.${code}`,
        name,
      ),
    );
  }

  private derived(name: string, values: readonly unknown[], path: string, label: string): DecapField {
    const { languages } = this.options;
    if (isBilingual(values, languages)) {
      return { name, label, widget: 'object', collapsed: false, fields: this.perLanguage(values, path) };
    }
    if (values.length && values.every(isPlainObject)) {
      return { name, label, widget: 'object', collapsed: false, fields: this.fields(values, `${path}.`) };
    }
    if (values.length && values.every(Array.isArray)) {
      const items = values.flat();
      if (items.length && items.every(isPlainObject)) {
        const fields = isBilingual(items, languages) ? this.perLanguage(items, path) : this.fields(items, `${path}.`);
        return { name, label, label_singular: singularLabel(name), widget: 'list', collapsed: true, fields, summary: summaryOf(fields) };
      }
      return { name, label, label_singular: singularLabel(name), widget: 'list', field: this.field(singular(name), items, `${path}.item`) };
    }
    if (values.every((value) => typeof value === 'number')) {
      return { name, label, widget: 'number', value_type: values.every((value) => Number.isInteger(value)) ? 'int' : 'float' };
    }
    if (values.every((value) => typeof value === 'boolean')) return { name, label, widget: 'boolean' };
    if (values.length && values.every((value) => value instanceof Date)) {
      return { name, label, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD' };
    }
    return { name, label, widget: isLongText(values) ? 'text' : 'string' };
  }
}

/** "keywords" → "keyword", "serviceAreas" → "serviceArea": the name of one item of a list. */
function singular(name: string): string {
  return name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.endsWith('s') ? name.slice(0, -1) : `${name}Item`;
}

/** "serviceAreas" → "service area": what one item of a list is called on the editor's buttons. */
const singularLabel = (name: string) => humanize(singular(name)).toLowerCase();

/** Keys that name an item rather than describe it: a summary of their value tells an editor little. */
const IDENTIFIERS = new Set(['id', 'slug', 'icon', 'step', 'itemId']);

/** What a collapsed list item shows: its first text that is not an identifier, in the first language if it has one. */
export function summaryOf(fields: readonly DecapField[]): string | undefined {
  for (const field of fields) {
    const first = field.fields?.[0];
    if (field.widget === 'object' && first && ['string', 'text'].includes(first.widget)) return `{{fields.${field.name}.${first.name}}}`;
    if (field.widget === 'string' && !IDENTIFIERS.has(field.name)) return `{{fields.${field.name}}}`;
  }
  const text = fields.find((field) => field.widget === 'string');
  return text ? `{{fields.${text.name}}}` : undefined;
}

/**
 * The fields of a kind of content from all its files (or entries). Throws when a rule names a path the content does
 * not have: the configuration and the content cannot drift apart unnoticed.
 */
export function deriveFields(samples: ReadonlyArray<Record<string, unknown>>, options: DeriveOptions): DecapField[] {
  const deriver = new Deriver(options);
  const fields = deriver.fields(samples);
  const unused = Object.keys(options.rules ?? {}).filter((path) => !deriver.used.has(path));
  if (unused.length) throw new Error(`CMS rules for fields the content does not have: ${unused.join(', ')}`);
  return fields;
}
