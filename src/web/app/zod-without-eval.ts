/**
 * Zod compiles a fast parser for each object schema with `new Function`, first trying whether it may. The
 * Content-Security-Policy forbids eval, so that try is refused and reported on every page that builds a
 * schema (Lighthouse's best practices count the violation). Without the compiling ('jitless'), zod parses as
 * fast as a form needs and never tries. Imported first by main.tsx: a schema built before this would still try.
 *
 * Set on the object zod keeps its settings in (`globalThis.__zod_globalConfig`, shared by every copy of zod
 * and created by the first), not through `z.config`: importing zod here would put all of it in the entry.
 * zod-without-eval.test.ts checks that zod reads it. The module is listed in src/web/package.json's
 * `sideEffects`, or the build would drop it (it exports nothing).
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
