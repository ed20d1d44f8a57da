import { config } from 'zod/v4/core';

/**
 * Zod compiles a fast parser for each object schema with `new Function`, first trying whether it may. The
 * Content-Security-Policy forbids eval, so that try is refused and reported on every page that builds a
 * schema (Lighthouse's best practices count the violation). Without the compiling, zod parses as fast as a
 * form needs and never tries. Imported first by main.tsx: a schema built before this would still try.
 */
config({ jitless: true });
