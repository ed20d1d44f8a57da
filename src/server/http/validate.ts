import { validator } from 'hono/validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { findUnstorableText, unstorableTextMessage } from '@common/text/storable-text';
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

/** 400 naming the field when a string in `value` cannot be stored (see storable-text.ts). */
export function refuseUnstorableText(value: unknown, whole = 'body'): void {
  const found = findUnstorableText(value);
  if (found === null) return;
  const field = found || whole;
  throw new AppError('VALIDATION_FAILED', `${field}: ${unstorableTextMessage}`, {
    fields: { [field]: unstorableTextMessage },
  });
}

/** The part of the request a validator checks and the schema it checks it with. */
export interface ValidatedInput {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}

// Keyed by the middleware itself, so the API document (features/api-docs) reads, from the app's own route
// list, the very schemas the routes validate with: it cannot describe an input the route does not check.
const validatedInputs = new WeakMap<object, ValidatedInput>();

/** What `handler` validates, when it is a `validate` middleware. */
export function validatedInputOf(handler: unknown): ValidatedInput | undefined {
  return typeof handler === 'function' ? validatedInputs.get(handler) : undefined;
}

/**
 * Validates one part of the request with a common zod schema, keeping the parsed type for the route. Text no
 * column can store is refused first, whatever the schema says.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = validator(target, (value): z.output<Schema> => {
    refuseUnstorableText(value);
    const result = schema.safeParse(value);
    if (!result.success) throw validationError(result.error);
    return result.data;
  });
  validatedInputs.set(middleware, { target, schema });
  return middleware;
}
