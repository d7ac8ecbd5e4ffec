import { object, type AnyObjectSchema, type AnySchema } from 'yup';
import type { SchemaDescription, SchemaFieldDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';
import type { ContentType, FieldMeta } from './define';

/** A field as yup describes it, with this model's meta. */
type Described = SchemaFieldDescription & { meta?: FieldMeta };

const metaOf = (field: Described): FieldMeta => (field as { meta?: FieldMeta }).meta ?? {};
const quote = (text: string) => JSON.stringify(text.replace(/\s+/g, ' '));
const isOptional = (field: Described) => 'optional' in field && (field as SchemaDescription).optional;
const hasTest = (field: Described, name: string) =>
  'tests' in field && (field as SchemaDescription).tests.some((test) => test.name === name);

/** The SDL of a content type and of the nested object types it names (ArticleSection, …). */
export function typeDefs(type: ContentType): string {
  const nested = new Map<string, string>();

  const scalar = (field: Described): string => {
    const meta = metaOf(field);
    if (meta.localized) return 'String';
    switch (field.type) {
      case 'string':
        return meta.date ? 'Date' : 'String';
      case 'number':
        return hasTest(field, 'integer') ? 'Int' : 'Float';
      case 'boolean':
        return 'Boolean';
      case 'object':
        return objectType(field as SchemaObjectDescription);
      default:
        throw new Error(`${type.typeName}: no GraphQL type for a yup ${field.type}`);
    }
  };

  const objectType = (field: SchemaObjectDescription): string => {
    const name = metaOf(field).typeName;
    if (!name) throw new Error(`${type.typeName}: a nested object needs meta.typeName`);
    if (!nested.has(name)) {
      nested.set(name, '');
      nested.set(name, block(name, metaOf(field).description, '', fieldLines(field)));
    }
    return name;
  };

  const fieldLine = (key: string, field: Described): string | null => {
    const meta = metaOf(field);
    if (meta.fileOnly) return null;
    const required = isOptional(field) ? '' : '!';
    let graphqlType: string;
    let directives = meta.directives ? ` ${meta.directives}` : '';
    if (field.type === 'array') {
      const inner = (field as SchemaInnerTypeDescription).innerType as Described;
      graphqlType = `[${scalar(inner)}!]${required}`;
      if (metaOf(inner).localized) directives += ' @localized';
    } else {
      graphqlType = `${scalar(field)}${required}`;
      if (meta.localized) directives += ' @localized';
      if (meta.date) directives += ' @dateformat';
    }
    const description = meta.description ? `  ${quote(meta.description)}\n` : '';
    return `${description}  ${meta.graphqlName ?? key}: ${graphqlType}${directives}`;
  };

  const fieldLines = (object: SchemaObjectDescription) =>
    Object.entries(object.fields).flatMap(([key, field]) => fieldLine(key, field as Described) ?? []);

  const root = type.schema.describe() as SchemaObjectDescription;
  const suffix = type.node === false ? '' : ' implements Node @dontInfer';
  const main = block(type.typeName, type.description, suffix, [...fieldLines(root), ...(type.derivedFields ?? [])]);
  return [main, ...nested.values()].join('\n');
}

function block(name: string, description: string | undefined, suffix: string, lines: string[]): string {
  return `${description ? `${quote(description)}\n` : ''}type ${name}${suffix} {\n${lines.join('\n')}\n}\n`;
}

/**
 * One schema holding the fields of several (MDX front matter is one GraphQL type for posts and legal texts): a field
 * is required only where every schema requires it.
 */
export function mergedSchema(...schemas: AnyObjectSchema[]): AnyObjectSchema {
  const shape: Record<string, AnySchema> = {};
  for (const schema of schemas) {
    for (const [key, field] of Object.entries(schema.fields as Record<string, AnySchema>)) {
      const everywhere = schemas.every((other) => key in other.fields && !(other.fields[key] as AnySchema).describe().optional);
      shape[key] ??= everywhere ? field : field.optional();
    }
  }
  return object(shape);
}
