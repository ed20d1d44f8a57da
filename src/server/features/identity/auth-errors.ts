import { isAPIError } from 'better-auth/api';
import { authTexts } from '@common/auth/auth-texts';
import { AppError, type AppErrorCode } from '../../lib/app-error';

const codeForStatus: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'BAD_REQUEST',
  429: 'RATE_LIMITED',
};

/** better-auth's code of an APIError, e.g. INVALID_EMAIL_OR_PASSWORD; undefined for anything else. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Another failure of better-auth becomes our error shape with its own message ('An unexpected error…' if none). */
export function fromAuthError(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  if (error.statusCode >= 500) return error;
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return new AppError(
    codeForStatus[error.statusCode] ?? 'BAD_REQUEST',
    typeof message === 'string' && message ? message : authTexts.unexpected,
  );
}
