/**
 * One OAuth token for every caller in this process: Daraja may invalidate the previous token each time a new
 * one is issued, so concurrent callers share one request and one token, renewed `refreshMarginMs` before its
 * hour ends rather than at the last second.
 */
export interface AccessTokenCache {
  get(): Promise<string>;
  /** Forgets a token Daraja called invalid (404.001.03), unless another caller already replaced it. */
  invalidate(token: string): void;
}

export function createAccessTokenCache(options: {
  fetchToken: () => Promise<{ token: string; expiresInSeconds: number }>;
  now: () => number;
  refreshMarginMs: number;
}): AccessTokenCache {
  let current: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  return {
    get() {
      if (current && options.now() < current.renewAt) return Promise.resolve(current.token);
      inFlight ??= options
        .fetchToken()
        .then(({ token, expiresInSeconds }) => {
          current = { token, renewAt: options.now() + expiresInSeconds * 1000 - options.refreshMarginMs };
          return token;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    invalidate(token) {
      if (current?.token === token) current = null;
    },
  };
}
