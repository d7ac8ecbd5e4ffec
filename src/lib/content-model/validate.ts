import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * Every problem of one content item against its type, as messages that name the field ("sections must have 4
 * items"); empty when it is fine. `context` carries what the rules compare against (the trades, other items).
 */
export function contentProblems(schema: AnyObjectSchema, data: unknown, context: Record<string, unknown> = {}): string[] {
  try {
    schema.validateSync(data, { strict: true, abortEarly: false, context });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}
