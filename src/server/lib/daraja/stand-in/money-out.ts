import type { MoneyOutResultBody } from '../daraja-payloads';
import { nairobiTimestamp } from '../nairobi-time';
import { conversationId, mpesaReceiptNumber } from './stand-in-ids';

/**
 * How the stand-in ends a B2C or B2B request: paid (a Result on ResultURL), failed (a Result with ResultCode
 * 2040, the receiver cannot be paid), timed out (a call to QueueTimeOutURL and no Result), or silent (neither
 * ever comes, as Daraja sometimes does).
 */
export type MoneyOutOutcome = 'paid' | 'failed' | 'timeout' | 'silent';

/**
 * The default: a phone, paybill, till or account reference ending in 0001 fails and one ending in 0002 times
 * out, so a person at the app (or an e2e test) can choose either by the number they type.
 */
export function defaultMoneyOutOutcome(request: {
  partyB: string;
  accountReference?: string;
}): MoneyOutOutcome {
  const numbers = [request.partyB, request.accountReference ?? ''];
  if (numbers.some((n) => n.endsWith('0001'))) return 'failed';
  if (numbers.some((n) => n.endsWith('0002'))) return 'timeout';
  return 'paid';
}

interface MoneyOutOptions {
  outcome?: (request: MoneyOutRequest) => MoneyOutOutcome;
  /** The business account's balance for payouts; a payout above what is left fails with ResultCode 1. */
  startingBalance: number;
  /** When set, another initiator or credential fails with ResultCode 2001, as M-Pesa does. */
  initiator?: { name: string; securityCredential: string };
  resultDelayMs: number;
  now: () => number;
  deliver: (url: string, body: MoneyOutResultBody) => void;
}

export interface MoneyOutRequest {
  kind: 'b2c' | 'b2b';
  originatorConversationId: string;
  initiatorName: string;
  securityCredential: string;
  amount: number;
  partyB: string;
  accountReference?: string;
  resultUrl: string;
  queueTimeoutUrl: string;
}

const results = {
  paid: { code: 0, desc: 'The service request is processed successfully.' },
  insufficientFunds: { code: 1, desc: 'The balance is insufficient for the transaction.' },
  badInitiator: { code: 2001, desc: 'The initiator information is invalid.' },
  cannotReceive: {
    code: 2040,
    desc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
  },
} as const;

/** Dates as B2C's TransactionCompletedDateTime writes them: dd.MM.yyyy HH:mm:ss, Nairobi time. */
function completedDateTime(at: Date): string {
  const stamp = nairobiTimestamp(at);
  return `${stamp.slice(6, 8)}.${stamp.slice(4, 6)}.${stamp.slice(0, 4)} ${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12)}`;
}

/** B2C and B2B: accepted at once, then a Result on ResultURL, as M-Pesa does. */
export function createMoneyOut(options: MoneyOutOptions) {
  const seen = new Set<string>();
  let balance = options.startingBalance;

  function result(request: MoneyOutRequest, conversation: string, failed: boolean): MoneyOutResultBody {
    const at = new Date(options.now());
    const initiator = options.initiator;
    const outcome =
      initiator &&
      (initiator.name !== request.initiatorName ||
        initiator.securityCredential !== request.securityCredential)
        ? results.badInitiator
        : request.amount > balance
          ? results.insufficientFunds
          : failed
            ? results.cannotReceive
            : results.paid;
    const receipt = mpesaReceiptNumber(at);
    if (outcome === results.paid) balance -= request.amount;
    const b2cParameters = [
      { Key: 'TransactionAmount', Value: request.amount },
      { Key: 'TransactionReceipt', Value: receipt },
      { Key: 'ReceiverPartyPublicName', Value: `${request.partyB} - SIMULATED CUSTOMER` },
      { Key: 'TransactionCompletedDateTime', Value: completedDateTime(at) },
      { Key: 'B2CUtilityAccountAvailableFunds', Value: balance },
      { Key: 'B2CWorkingAccountAvailableFunds', Value: 0 },
      { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
      { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
    ];
    const b2bParameters = [
      { Key: 'Amount', Value: request.amount.toFixed(2) },
      { Key: 'TransCompletedTime', Value: nairobiTimestamp(at) },
      { Key: 'ReceiverPartyPublicName', Value: `${request.partyB} - SIMULATED BUSINESS` },
      { Key: 'DebitPartyCharges', Value: '' },
      { Key: 'Currency', Value: 'KES' },
    ];
    return {
      Result: {
        ResultType: 0,
        ResultCode: outcome.code,
        ResultDesc: outcome.desc,
        OriginatorConversationID: request.originatorConversationId,
        ConversationID: conversation,
        TransactionID: receipt,
        ...(outcome === results.paid
          ? { ResultParameters: { ResultParameter: request.kind === 'b2c' ? b2cParameters : b2bParameters } }
          : {}),
        ReferenceData: {
          ReferenceItem: [
            ...(request.accountReference
              ? [{ Key: 'BillReferenceNumber', Value: request.accountReference }]
              : []),
            { Key: 'QueueTimeoutURL', Value: request.queueTimeoutUrl },
          ],
        },
      },
    };
  }

  /** What M-Pesa sends QueueTimeOutURL when the request expired in its queue: no TransactionID, no money moved. */
  function timeout(request: MoneyOutRequest, conversation: string): MoneyOutResultBody {
    return {
      Result: {
        ResultType: 1,
        ResultCode: 'SVC0403',
        ResultDesc: 'The request timed out in the M-Pesa queue.',
        OriginatorConversationID: request.originatorConversationId,
        ConversationID: conversation,
        ReferenceData: { ReferenceItem: [{ Key: 'QueueTimeoutURL', Value: request.queueTimeoutUrl }] },
      },
    };
  }

  return {
    /** The ConversationID, or null for an OriginatorConversationID already used (Daraja refuses it). */
    submit(request: MoneyOutRequest): string | null {
      if (seen.has(request.originatorConversationId)) return null;
      seen.add(request.originatorConversationId);
      const conversation = conversationId(new Date(options.now()));
      // Decided when the request comes in, as M-Pesa's queue would.
      const outcome = (options.outcome ?? defaultMoneyOutOutcome)(request);
      if (outcome === 'silent') return conversation;
      setTimeout(
        () =>
          outcome === 'timeout'
            ? options.deliver(request.queueTimeoutUrl, timeout(request, conversation))
            : options.deliver(request.resultUrl, result(request, conversation, outcome === 'failed')),
        options.resultDelayMs,
      ).unref();
      return conversation;
    },
  };
}
