import { ValidationError, type AnyObjectSchema, type ValidateOptions } from 'yup';

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

/** A schema of the model (one item's, or a list of them), as far as parsing needs it. */
export interface ContentSchema<T> {
  validateSync(value: unknown, options: ValidateOptions): T;
}

/**
 * Content as its type in the model has it, checked rather than cast: the value itself when the model accepts it, else
 * an error that names `file` and every problem, in the words of the build's check.
 */
export function parseContent<T>(schema: ContentSchema<T>, data: unknown, file: string, context: Record<string, unknown> = {}): T {
  try {
    return schema.validateSync(data, { strict: true, abortEarly: false, context });
  } catch (error) {
    if (error instanceof ValidationError) throw new Error(`${file}: ${error.errors.join('; ')}`);
    throw error;
  }
}
