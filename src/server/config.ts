import { z } from 'zod';
import { defaultMaxUploadMb } from '@common/kyc/kyc-documents';
import { parseOfficeHours } from '@common/contact/contact-details';
import { normalizeKenyanPhone } from '@common/phone/kenyan-phone';
import { refusedDarajaWordIn } from './lib/daraja/daraja-url-words';
import { standInBankWebhookSecret } from './lib/bank/bank-settings';

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
    /** `0` sends every statement unprepared, for a pooler that cannot keep them (PgBouncer < 1.21, transaction mode). */
    DATABASE_PREPARED_STATEMENTS: z
      .enum(['0', '1', 'true', 'false'])
      .default('1')
      .transform((value) => value === '1' || value === 'true'),
    ABODE_ALLOW_EMBEDDED_DB: booleanFlag,
    /** `1` asks for the demo (accounts, data, readable SMS outbox) on PostgreSQL too; `0` turns it off. */
    ABODE_DEMO: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true')),
    // How many proxies stand in front (a load balancer is one); `1`/`true` for one, `0`/`false` for none.
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'must be 0, 1, true, false or the number of proxies in front')
      .optional()
      .transform((value) =>
        value === undefined || value === 'false' ? 0 : value === 'true' ? 1 : Number(value),
      )
      .pipe(z.number().max(10, 'must be at most 10 proxies')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: z.url().optional(),
    SEED_DEMO_DATA: z
      .enum(['0', '1', 'true', 'false'])
      .default('1')
      .transform((value) => value === '1' || value === 'true'),
    // Uploaded files: `local` keeps them in `${DATA_DIR}/files`, `s3` in any S3-compatible bucket.
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag,
    MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(defaultMaxUploadMb),
    /** `0` runs this instance without a job worker (web only); the instances with one run every job. */
    JOBS: z
      .enum(['0', '1', 'true', 'false'])
      .default('1')
      .transform((value) => value === '1' || value === 'true'),
    /** ABODE's own contact details, shown on the contact page and in the footer (GET /api/contact-details). */
    CONTACT_EMAIL: z.email('must be an email address').default('hello@abode.co.ke'),
    CONTACT_PHONE: z
      .string()
      .default('+254700123456')
      .transform((value) => normalizeKenyanPhone(value) ?? '')
      .pipe(z.string().min(1, 'must be a Kenyan phone number, e.g. +254700123456')),
    /** The street address, its lines separated by '|'. */
    CONTACT_ADDRESS: z
      .string()
      .default('ABODE House, 5th Floor | Waiyaki Way, Westlands | P.O. Box 12345-00100, Nairobi')
      .transform((value) =>
        value
          .split('|')
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string()).min(1, 'needs at least one line')),
    CONTACT_OFFICE_HOURS: z
      .string()
      .default('Monday-Friday=9:00 AM - 6:00 PM; Saturday=10:00 AM - 4:00 PM; Sunday=Closed')
      .transform((value) => parseOfficeHours(value) ?? [])
      .pipe(
        z
          .array(z.object({ days: z.string(), hours: z.string() }))
          .min(1, "must be like 'Monday-Friday=9:00 AM - 6:00 PM; Sunday=Closed'"),
      ),
    /** ABODE City's office line: 'Call Us Now' dials it and the team's texts go to it (any Kenyan form). */
    ABODE_CITY_PHONE: z
      .string()
      .default('+254722418305')
      .transform((value) => normalizeKenyanPhone(value) ?? '')
      .pipe(z.string().min(1, 'must be a Kenyan phone number, e.g. +254722418305')),
    /** Signs session cookies and keys code hashes; dev and test keep a generated one in the database. */
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** `outbox` (the default outside production) stores texts in the database; `africastalking` sends them. */
    SMS_PROVIDER: z.enum(['outbox', 'africastalking']).optional(),
    AFRICASTALKING_USERNAME: z.string().min(1).optional(),
    AFRICASTALKING_API_KEY: z.string().min(1).optional(),
    AFRICASTALKING_SENDER_ID: z.string().min(1).max(11).optional(),
    /** Defaults to the live API, or the sandbox for the `sandbox` username; tests point it at a stand-in. */
    AFRICASTALKING_BASE_URL: z.url().optional(),
    /**
     * Email (the contact inbox's replies): `outbox` (the default outside production) stores mail in the database,
     * `resend` sends it through Resend's HTTP API (or any server speaking it), `off` (production's default) offers
     * no email replies. Production refuses `outbox`.
     */
    EMAIL_DRIVER: z.enum(['off', 'outbox', 'resend']).optional(),
    /** Who the mail is from, e.g. `ABODE <hello@abode.co.ke>`; defaults to CONTACT_EMAIL. */
    EMAIL_FROM: z.string().min(3).max(200).optional(),
    RESEND_API_KEY: z.string().min(1).optional(),
    /** Defaults to https://api.resend.com; tests point it at a stand-in. */
    RESEND_BASE_URL: z.url().optional(),
    /** `standin` (the default outside production) is the local Daraja stand-in; production refuses it. */
    MPESA_ENV: z.enum(['standin', 'sandbox', 'production']).optional(),
    /** Any Daraja-compatible server; defaults per MPESA_ENV (see darajaSettingsOf). */
    MPESA_BASE_URL: z.url().optional(),
    MPESA_CONSUMER_KEY: z.string().min(1).optional(),
    MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
    MPESA_SHORTCODE: z
      .string()
      .regex(/^\d{5,7}$/, 'must be the paybill or store number: 5 to 7 digits')
      .optional(),
    MPESA_PASSKEY: z.string().min(1).optional(),
    /**
     * B2C and B2B (withdrawals): the API operator's name and its password encrypted with Safaricom's
     * certificate. Required off the stand-in (loadConfig refuses sandbox and production without them).
     */
    MPESA_INITIATOR_NAME: z.string().min(1).max(60).optional(),
    MPESA_SECURITY_CREDENTIAL: z.string().min(1).optional(),
    // The secret part of every callback path: only Daraja (which we give the URLs to) knows them.
    MPESA_CALLBACK_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9_-]{24,128}$/, 'must be 24 to 128 letters, digits, - or _ (openssl rand -hex 16)')
      .optional(),
    /** Signs the bank's payment notifications (HMAC-SHA256); outside production a local one serves the stand-in. */
    BANK_WEBHOOK_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters (openssl rand -hex 32)')
      .optional(),
    /** ABODE's collection account that tenants transfer to: required in production, local defaults elsewhere. */
    BANK_COLLECTION_BANK: z.string().min(2).max(80).optional(),
    BANK_COLLECTION_ACCOUNT_NAME: z.string().min(2).max(80).optional(),
    BANK_COLLECTION_ACCOUNT_NUMBER: z
      .string()
      .regex(/^[0-9 -]{6,24}$/, 'must be 6 to 24 digits (spaces and dashes allowed)')
      .optional(),
    BANK_COLLECTION_BRANCH: z.string().min(2).max(80).optional(),
    /** `standin` (the default outside production) is the local Paystack stand-in; production refuses it. */
    PAYSTACK_ENV: z.enum(['standin', 'live']).optional(),
    /** Any Paystack-compatible server; defaults per PAYSTACK_ENV (see paystackSettingsOf). */
    PAYSTACK_BASE_URL: z.url().optional(),
    /** The secret key (sk_live_… or sk_test_…): it authorises API calls and signs Paystack's webhooks. */
    PAYSTACK_SECRET_KEY: z
      .string()
      .regex(/^sk_(live|test)_[A-Za-z0-9]{16,}$/, 'must be a Paystack secret key: sk_live_… or sk_test_…')
      .optional(),
    /** `off`, `standin` (the local OpenID Connect stand-in) or `google`; see googleEnvOf. Production refuses `standin`. */
    GOOGLE_ENV: z.enum(['off', 'standin', 'google']).optional(),
    /** The Google OAuth client ('Continue with Google'): both or neither. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.ABODE_DEMO) {
      ctx.addIssue({
        code: 'custom',
        path: ['ABODE_DEMO'],
        message: 'cannot be 1 when NODE_ENV=production: demo accounts have published passwords',
      });
    }
    // The embedded database does not fsync, so a crash can lose committed writes: not for real users.
    if (config.NODE_ENV === 'production' && !config.DATABASE_URL && !config.ABODE_ALLOW_EMBEDDED_DB) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is required when NODE_ENV=production: the embedded database does not fsync and takes one connection, so it can lose data (set ABODE_ALLOW_EMBEDDED_DB=1 to run it anyway)',
      });
    }
    if (config.STORAGE_DRIVER === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!config[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER=s3' });
        }
      }
    }
    if (config.NODE_ENV === 'production' && !config.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['BETTER_AUTH_SECRET'],
        message:
          'is required when NODE_ENV=production (32 or more random characters: openssl rand -base64 32)',
      });
    }
    if (config.NODE_ENV === 'production' && config.SMS_PROVIDER !== 'africastalking') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message:
          'must be africastalking when NODE_ENV=production: the outbox driver only stores texts, for development',
      });
    }
    if (config.NODE_ENV === 'production' && config.EMAIL_DRIVER === 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['EMAIL_DRIVER'],
        message:
          'must be resend or off when NODE_ENV=production: the outbox driver only stores mail, for development',
      });
    }
    if (config.EMAIL_DRIVER === 'resend' && !config.RESEND_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['RESEND_API_KEY'],
        message: 'is required when EMAIL_DRIVER=resend',
      });
    }
    if (config.SMS_PROVIDER === 'africastalking') {
      for (const name of ['AFRICASTALKING_USERNAME', 'AFRICASTALKING_API_KEY'] as const) {
        if (!config[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when SMS_PROVIDER=africastalking',
          });
        }
      }
    }
    const mpesaEnv = config.MPESA_ENV ?? 'standin';
    if (config.NODE_ENV === 'production' && mpesaEnv === 'standin') {
      ctx.addIssue({
        code: 'custom',
        path: ['MPESA_ENV'],
        message:
          'must be sandbox or production when NODE_ENV=production: the stand-in only simulates payments, for development',
      });
    }
    if (mpesaEnv !== 'standin') {
      const required = [
        'MPESA_CONSUMER_KEY',
        'MPESA_CONSUMER_SECRET',
        'MPESA_SHORTCODE',
        'MPESA_PASSKEY',
        'MPESA_CALLBACK_TOKEN',
        'PUBLIC_URL',
      ] as const;
      for (const name of required) {
        if (!config[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: `is required when MPESA_ENV=${mpesaEnv}` });
        }
      }
    }
    const paystackEnv = config.PAYSTACK_ENV ?? 'standin';
    if (config.NODE_ENV === 'production' && paystackEnv === 'standin') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_ENV'],
        message:
          'must be live when NODE_ENV=production: the stand-in only simulates card payments, for development',
      });
    }
    if (paystackEnv === 'live' && !config.PAYSTACK_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_SECRET_KEY'],
        message: 'is required when PAYSTACK_ENV=live',
      });
    }
    // Withdrawals, bills and tills go out by B2C and B2B, which Daraja takes only from a named operator.
    if (mpesaEnv !== 'standin') {
      for (const name of ['MPESA_INITIATOR_NAME', 'MPESA_SECURITY_CREDENTIAL'] as const) {
        if (!config[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required when MPESA_ENV=${mpesaEnv}: B2C and B2B (withdrawals, bills, tills) are made as the API operator`,
          });
        }
      }
    }
    // Daraja calls PUBLIC_URL back: live M-Pesa only over https.
    if (mpesaEnv === 'production' && config.PUBLIC_URL && !config.PUBLIC_URL.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'must be https when MPESA_ENV=production: Daraja calls back only https URLs',
      });
    }
    // The bank's notifications credit wallets: production needs the real shared secret, never the stand-in's.
    if (
      config.NODE_ENV === 'production' &&
      (!config.BANK_WEBHOOK_SECRET || config.BANK_WEBHOOK_SECRET === standInBankWebhookSecret)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['BANK_WEBHOOK_SECRET'],
        message:
          "is required when NODE_ENV=production: the secret the bank signs its payment notifications with (the stand-in's own is refused)",
      });
    }
    // Tenants send real money to the collection account shown to them: production never shows a made-up one.
    if (config.NODE_ENV === 'production') {
      for (const name of [
        'BANK_COLLECTION_BANK',
        'BANK_COLLECTION_ACCOUNT_NAME',
        'BANK_COLLECTION_ACCOUNT_NUMBER',
        'BANK_COLLECTION_BRANCH',
      ] as const) {
        if (!config[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              'is required when NODE_ENV=production: the collection account tenants transfer to by bank',
          });
        }
      }
    }
    // 'Continue with Google': both halves of the client or neither; production signs in at Google's own endpoints.
    if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message:
          'is required with the other half of the Google client (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)',
      });
    }
    if (config.GOOGLE_ENV === 'google' && !config.GOOGLE_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_ID'],
        message: 'is required when GOOGLE_ENV=google',
      });
    }
    if (config.NODE_ENV === 'production' && config.GOOGLE_ENV === 'standin') {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_ENV'],
        message:
          'must be google or off when NODE_ENV=production: the stand-in signs anyone in as any Google account, for development',
      });
    }
    for (const name of ['PUBLIC_URL', 'MPESA_CALLBACK_TOKEN'] as const) {
      const word = refusedDarajaWordIn(config[name] ?? '');
      if (word) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must not contain "${word}": Daraja refuses callback URLs with it`,
        });
      }
    }
  });

export type AppConfig = z.infer<typeof configSchema>;

/**
 * The demo (accounts with published passwords, demo data, the readable SMS outbox) is asked for, never
 * defaulted into: `ABODE_DEMO=1`, or the embedded database in a local folder, which only a developer's or a
 * visitor's `npm start` uses. Never in production.
 */
export function demoModeOf(config: AppConfig): boolean {
  if (config.NODE_ENV === 'production') return false;
  return config.ABODE_DEMO ?? !config.DATABASE_URL;
}

/** Secure cookies in production and wherever the public address is https, whatever NODE_ENV says. */
export function secureCookiesOf(config: AppConfig): boolean {
  return config.NODE_ENV === 'production' || Boolean(config.PUBLIC_URL?.startsWith('https:'));
}

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
