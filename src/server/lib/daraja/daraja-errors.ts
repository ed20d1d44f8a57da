/** A request the client refuses before any HTTP call: Daraja would refuse it, or take it wrongly. */
export class DarajaInputError extends Error {
  override name = 'DarajaInputError';
}

/**
 * Daraja answered with an error (`errorCode`, e.g. 404.001.03, 500.003.02), a refusal (ResponseCode other than
 * 0), something other than JSON, or could not be reached (`status` null).
 */
export class DarajaApiError extends Error {
  override name = 'DarajaApiError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string,
  ) {
    super(message);
  }
}
