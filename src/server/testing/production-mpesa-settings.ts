/**
 * The M-Pesa and Paystack settings production insists on (it never runs on a stand-in): the Daraja sandbox's shortcode
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
  MPESA_INITIATOR_NAME: 'test-unused-initiator',
  MPESA_SECURITY_CREDENTIAL: 'test-unused-credential',
  PUBLIC_URL: 'https://abode.example',
  // Nor on the Paystack stand-in: live Paystack, on the same closed port.
  PAYSTACK_ENV: 'live',
  PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
  PAYSTACK_SECRET_KEY: 'sk_test_0unused0unused0unused0',
  // And the bank's own shared secret for its payment notifications (production refuses the stand-in's).
  BANK_WEBHOOK_SECRET: 'test0unused0bank0webhook0secret0000000',
  // And a real collection account (production never shows the local made-up one).
  BANK_COLLECTION_BANK: 'Test Bank',
  BANK_COLLECTION_ACCOUNT_NAME: 'ABODE Test Collections',
  BANK_COLLECTION_ACCOUNT_NUMBER: '0000 1111 2222',
  BANK_COLLECTION_BRANCH: 'Test Branch',
} as const;
