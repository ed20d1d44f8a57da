/**
 * The M-Pesa settings production insists on (it never runs on the stand-in): the Daraja sandbox's shortcode
 * with made-up keys, on a closed local port, so a test in production mode starts and nothing is ever called.
 */
export const productionMpesaSettings = {
  MPESA_ENV: 'sandbox',
  MPESA_BASE_URL: 'http://127.0.0.1:9',
  MPESA_CONSUMER_KEY: 'test-unused-key',
  MPESA_CONSUMER_SECRET: 'test-unused-secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'test-unused-passkey',
  MPESA_CALLBACK_TOKEN: 'test0unused0callback0token0',
  PUBLIC_URL: 'https://abode.example',
  // And the bank's own shared secret for its payment notifications (production refuses the stand-in's).
  BANK_WEBHOOK_SECRET: 'test0unused0bank0webhook0secret0000000',
} as const;
