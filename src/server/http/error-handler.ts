import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { AppError, type AppErrorCode } from '../lib/app-error';

const codeForStatus: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

export function errorBody(code: AppErrorCode, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...details } };
}

/** The one place a failure becomes an HTTP answer: the JSON error shape, never a stack trace. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    const retryAfter = error.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    return c.json(errorBody(error.code, error.message, error.details), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = codeForStatus[error.status] ?? 'BAD_REQUEST';
    return c.json(
      errorBody(code, error.message || 'The request could not be processed'),
      error.status as ContentfulStatusCode,
    );
  }
  const logger = c.get('logger') ?? c.get('deps')?.logger;
  logger?.error({ err: error, requestId: c.get('requestId') }, 'Unhandled error');
  return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
}
