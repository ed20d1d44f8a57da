// The addresses of the saved-search pages, apart from the contracts so the web app's paths load no zod.

/** The web page an alert's 'stop alerts' link opens (no sign-in needed). */
export const unsubscribePagePattern = '/saved-searches/unsubscribe/:token';
export const unsubscribePagePath = (token: string) =>
  `/saved-searches/unsubscribe/${encodeURIComponent(token)}`;
