import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    ABODE_ALLOW_EMBEDDED_DB: booleanFlag,
    TRUST_PROXY: booleanFlag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: z.url().optional(),
    SEED_DEMO_DATA: z
      .enum(['0', '1', 'true', 'false'])
      .default('1')
      .transform((value) => value === '1' || value === 'true'),
  })
  .superRefine((config, ctx) => {
    // The embedded database does not fsync, so a crash can lose committed writes: not for real users.
    if (config.NODE_ENV === 'production' && !config.DATABASE_URL && !config.ABODE_ALLOW_EMBEDDED_DB) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is required when NODE_ENV=production: the embedded database does not fsync and takes one connection, so it can lose data (set ABODE_ALLOW_EMBEDDED_DB=1 to run it anyway)',
      });
    }
  });

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start; a bad value becomes one line naming the variable and the problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const relevant = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(relevant);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const variable = issue.path.join('.') || 'environment';
  throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
}
