import { validator } from 'hono/validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';

/** Turns zod issues into one message naming the first problem plus a message per field for forms. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    fields[field] ??= issue.message;
  }
  const [field, message] = Object.entries(fields)[0] ?? ['body', 'The request is not valid'];
  return new AppError('VALIDATION_FAILED', field === 'body' ? message : `${field}: ${message}`, { fields });
}

/** Validates one part of the request with a common zod schema, keeping the parsed type for the route. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (!result.success) throw validationError(result.error);
    return result.data;
  });
}
