import type { AppConfig } from '../../config';

/** Where the bank stand-in is mounted in the app (app.ts), outside production only. */
export const bankStandInMountPath = '/standin/bank';

/** The path the bank posts its payment notifications to. */
export const bankNotificationPath = '/api/bank-notifications';

/** The header carrying the notification's signature: hex HMAC-SHA256 of the raw body. */
export const bankSignatureHeader = 'X-Bank-Signature';

/**
 * The shared secret the stand-in signs with when BANK_WEBHOOK_SECRET is unset (development and tests only:
 * loadConfig refuses production without a real one, and refuses this one there).
 */
export const standInBankWebhookSecret = 'abode-local-standin-bank-webhook-secret-0001';

export interface CollectionAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
}

/**
 * The local collection account shown when none is configured: a made-up number, for development and tests
 * only (loadConfig refuses production without every BANK_COLLECTION_* variable).
 */
const localCollectionAccount: CollectionAccount = {
  bankName: 'Co-operative Bank of Kenya',
  accountName: 'ABODE Collections',
  accountNumber: '01100 987 654 300',
  branch: 'Westlands',
};

export interface BankSettings {
  webhookSecret: string;
  collectionAccount: CollectionAccount;
  /** Whether the stand-in (and the page's 'Simulate a bank transfer') may run: never in production. */
  standIn: boolean;
  /** Where the stand-in posts notifications: this server, seen from itself. */
  localOrigin: string;
}

function loopbackOrHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export function bankSettingsOf(config: AppConfig): BankSettings {
  return {
    webhookSecret: config.BANK_WEBHOOK_SECRET ?? standInBankWebhookSecret,
    collectionAccount: {
      bankName: config.BANK_COLLECTION_BANK ?? localCollectionAccount.bankName,
      accountName: config.BANK_COLLECTION_ACCOUNT_NAME ?? localCollectionAccount.accountName,
      accountNumber: config.BANK_COLLECTION_ACCOUNT_NUMBER ?? localCollectionAccount.accountNumber,
      branch: config.BANK_COLLECTION_BRANCH ?? localCollectionAccount.branch,
    },
    standIn: config.NODE_ENV !== 'production',
    localOrigin: `http://${loopbackOrHost(config.HOST)}:${config.PORT}`,
  };
}
