import { formatKesAmount } from '../i18n/locale';
/** The tenant's Bank Transfer page, where a deposit's notice leads. */
export const bankDepositPagePath = '/dashboard/tenant/bank';

/** Every text the bank deposit API answers with, and the shapes of its answers. */
export const bankDepositMessages = {
  noticeTitle: 'Bank deposit received',
  noticeBody: (amount: number, bankTransactionId: string) =>
    `${formatKesAmount(amount)} from your bank transfer (${bankTransactionId}) is in your wallet.`,
  badSignature: 'The notification is not signed with the shared secret.',
  notANotification: 'The body is not a bank payment notification.',
  notWholeShillings: 'The amount must be whole shillings above zero.',
  notMultipart: 'Send the statement as a multipart form with the CSV file in the field "file".',
  oneFileOnly: 'Send one statement file at a time.',
  tooLarge: (maxMb: number) => `The statement file is larger than ${maxMb} MB. Split it into smaller files.`,
  noFile: 'Choose the bank statement CSV file to import.',
  emptyFile: 'The statement file is empty.',
  notText: 'The statement is not a UTF-8 text (CSV) file.',
  missingColumns: (missing: string[]) =>
    `Line 1: the header has no ${missing.join(', ')} column. Expected columns: date, reference, amount, transaction id.`,
  unclosedQuote: (line: number) => `Line ${line}: a quoted field is never closed.`,
  wrongFieldCount: (line: number, found: number, expected: number) =>
    `Line ${line}: ${found} fields where the header has ${expected}.`,
  noLines: 'The statement has a header but no lines.',
  tooManyLines: (max: number) => `A statement may hold at most ${max} lines; split it into smaller files.`,
  lineBadDate: 'the date is not a date (YYYY-MM-DD or DD/MM/YYYY)',
  lineBadAmount: 'the amount is not whole shillings above zero (a debit or a fraction is not a deposit)',
  lineNoTransactionId:
    'the bank transaction id is missing or has characters other than letters, digits and . _ / -',
  lineRepeated: (first: number) => `the same bank transaction id as line ${first}`,
} as const;

/** The collection account a tenant transfers to. */
export interface CollectionAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
}

export interface BankDepositView {
  id: string;
  amount: number;
  bankTransactionId: string;
  source: 'notification' | 'statement';
  receivedAt: string;
}

/** GET /api/bank-deposits: where to send money, the reference to write, and the last deposits that arrived. */
export interface BankDepositDetails {
  account: CollectionAccount;
  reference: string;
  deposits: BankDepositView[];
  /** True where the bank stand-in runs (never in production): the page offers 'Simulate a bank transfer'. */
  simulator: boolean;
}

/** POST /api/bank-statements: what an import did, line by line where it matters. */
export interface StatementImportSummary {
  lines: number;
  credited: { count: number; amount: number };
  toSuspense: { count: number; amount: number };
  duplicates: number;
  refused: Array<{ line: number; reason: string }>;
}

/** A rail's money for a period: what came in and went out through it. */
export interface RailMoney {
  rail: string;
  inCount: number;
  inAmount: number;
  outCount: number;
  outAmount: number;
}

/** GET /api/back-office/money: the superadmin's view of money by rail, from the ledger. */
export interface MoneyOverview {
  asOf: string;
  today: RailMoney[];
  month: RailMoney[];
  /** Journal transactions this month by kind (every rail, whatever it is called). */
  monthByKind: Array<{ kind: string; count: number; amount: number }>;
  suspense: { balance: number; count: number };
  held: { balance: number };
  failures: Array<{ rail: string; id: string; amount: number; reason: string; at: string }>;
}
