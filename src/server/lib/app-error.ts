/** Every failure a client may see carries one of these codes; the error handler maps each to its HTTP status. */
export const appErrorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The client asked for a form of answer the route does not give (a live stream to a non-stream client). */
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  /** A wallet cannot afford a payment (features/ledger): a 409 of its own so the web can offer a top-up. */
  INSUFFICIENT_FUNDS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof appErrorStatus;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Extra machine-readable facts, e.g. the field a validation error is about. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): (typeof appErrorStatus)[AppErrorCode] {
    return appErrorStatus[this.code];
  }
}
