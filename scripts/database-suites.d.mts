/** The vitest files that are database suites, relative to `root`, sorted (database-suites.mjs). */
export function databaseSuites(root?: string): string[];
