import type { MoneyOutResultBody } from '../daraja-payloads';
import { nairobiTimestamp } from '../nairobi-time';
import { conversationId, mpesaReceiptNumber, proxyRequestId } from './stand-in-ids';

/**
 * How the stand-in ends a B2C or B2B request: paid (a Result on ResultURL), failed (a Result with ResultCode
 * 2040, the receiver cannot be paid), timed out (a call to QueueTimeOutURL and no Result), silent (M-Pesa never
 * takes it up: neither ever comes, and Transaction Status finds no such transaction), or paid or failed with
 * the Result lost on its way (M-Pesa ended it, the app never hears: only Transaction Status tells).
 */
export type MoneyOutOutcome =
  'paid' | 'failed' | 'timeout' | 'silent' | 'paid_result_lost' | 'failed_result_lost';

/**
 * The default: a phone, paybill, till or account reference ending in 0001 fails, 0002 times out, 0003 is paid
 * but its Result is lost, and 0004 is never taken up (silent), so a person at the app (or an e2e test) can
 * choose any of them by the number they type.
 */
export function defaultMoneyOutOutcome(request: {
  partyB: string;
  accountReference?: string;
}): MoneyOutOutcome {
  const numbers = [request.partyB, request.accountReference ?? ''];
  const endsWith = (digits: string) => numbers.some((n) => n.endsWith(digits));
  if (endsWith('0001')) return 'failed';
  if (endsWith('0002')) return 'timeout';
  if (endsWith('0003')) return 'paid_result_lost';
  if (endsWith('0004')) return 'silent';
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
  /** The shortcode payouts leave from, as Transaction Status names the debit party. */
  shortcode: string;
}

/** A Transaction Status request as the stand-in reads it. */
export interface TransactionStatusQuery {
  initiatorName: string;
  securityCredential: string;
  transactionId?: string;
  originalConversationId?: string;
  resultUrl: string;
  queueTimeoutUrl: string;
  occasion?: string;
}

/** What M-Pesa knows of one request: how it ended (or that it never started), with its Result's codes. */
interface KnownTransaction {
  request: MoneyOutRequest;
  conversation: string;
  state: 'unprocessed' | 'completed' | 'failed' | 'expired';
  receipt: string;
  resultCode: number | string;
  resultDesc: string;
  initiatedAt: Date;
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

/** The stand-in's answer to a Transaction Status query about a transaction M-Pesa never took up. */
const statusNotFound = { code: 'R000001', desc: 'The transaction could not be found.' } as const;

/** Dates as B2C's TransactionCompletedDateTime writes them: dd.MM.yyyy HH:mm:ss, Nairobi time. */
function completedDateTime(at: Date): string {
  const stamp = nairobiTimestamp(at);
  return `${stamp.slice(6, 8)}.${stamp.slice(4, 6)}.${stamp.slice(0, 4)} ${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12)}`;
}

/** B2C and B2B: accepted at once, then a Result on ResultURL, as M-Pesa does; and Transaction Status on them. */
export function createMoneyOut(options: MoneyOutOptions) {
  const seen = new Set<string>();
  /** Every request, by its OriginatorConversationID, its ConversationID and its receipt. */
  const known = new Map<string, KnownTransaction>();
  let balance = options.startingBalance;

  const wrongInitiator = (given: { initiatorName: string; securityCredential: string }) => {
    const initiator = options.initiator;
    return (
      initiator !== undefined &&
      (initiator.name !== given.initiatorName || initiator.securityCredential !== given.securityCredential)
    );
  };

  /** Ends the request now, as M-Pesa's queue would: the outcome, the balance, the receipt. */
  function end(request: MoneyOutRequest, failed: boolean) {
    const outcome = wrongInitiator(request)
      ? results.badInitiator
      : request.amount > balance
        ? results.insufficientFunds
        : failed
          ? results.cannotReceive
          : results.paid;
    if (outcome === results.paid) balance -= request.amount;
    return outcome;
  }

  function result(transaction: KnownTransaction): MoneyOutResultBody {
    const { request, conversation, receipt } = transaction;
    const at = new Date(options.now());
    const paid = transaction.state === 'completed';
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
        ResultCode: transaction.resultCode,
        ResultDesc: transaction.resultDesc,
        OriginatorConversationID: request.originatorConversationId,
        ConversationID: conversation,
        TransactionID: receipt,
        ...(paid
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

  /**
   * The Transaction Status Result about `transaction` (null: M-Pesa has no such transaction). The Result's own
   * ids are the query's; the transaction's are among its parameters, as Daraja's page shows them.
   */
  function statusResult(
    query: TransactionStatusQuery,
    ids: { originator: string; conversation: string },
    transaction: KnownTransaction | undefined,
  ): MoneyOutResultBody {
    const base = {
      ResultType: 0,
      OriginatorConversationID: ids.originator,
      ConversationID: ids.conversation,
      ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: query.occasion ?? '' } },
    };
    if (wrongInitiator(query)) {
      return { Result: { ...base, ...{ ResultCode: 2001, ResultDesc: results.badInitiator.desc } } };
    }
    if (!transaction || transaction.state === 'unprocessed') {
      return { Result: { ...base, ResultCode: statusNotFound.code, ResultDesc: statusNotFound.desc } };
    }
    const { request } = transaction;
    const status = { completed: 'Completed', failed: 'Declined', expired: 'Expired' }[transaction.state];
    const finalised = nairobiTimestamp(new Date(options.now()));
    return {
      Result: {
        ...base,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        TransactionID: transaction.receipt,
        ResultParameters: {
          ResultParameter: [
            { Key: 'DebitPartyName', Value: `${options.shortcode} - ABODE` },
            {
              Key: 'CreditPartyName',
              Value: `${request.partyB} - SIMULATED ${request.kind === 'b2c' ? 'CUSTOMER' : 'BUSINESS'}`,
            },
            { Key: 'OriginatorConversationID', Value: request.originatorConversationId },
            { Key: 'InitiatedTime', Value: nairobiTimestamp(transaction.initiatedAt) },
            { Key: 'DebitAccountType', Value: 'Utility Account' },
            { Key: 'DebitPartyCharges', Value: '' },
            {
              Key: 'TransactionReason',
              Value: transaction.state === 'completed' ? '' : transaction.resultDesc,
            },
            {
              Key: 'ReasonType',
              Value:
                request.kind === 'b2c'
                  ? 'Business Payment to Customer via API'
                  : 'Business to Business via API',
            },
            { Key: 'TransactionStatus', Value: status },
            { Key: 'FinalisedTime', Value: finalised },
            { Key: 'Amount', Value: String(request.amount) },
            { Key: 'ConversationID', Value: transaction.conversation },
            { Key: 'ReceiptNo', Value: transaction.receipt },
          ],
        },
      },
    };
  }

  return {
    /** The ConversationID, or null for an OriginatorConversationID already used (Daraja refuses it). */
    submit(request: MoneyOutRequest): string | null {
      if (seen.has(request.originatorConversationId)) return null;
      seen.add(request.originatorConversationId);
      const at = new Date(options.now());
      const conversation = conversationId(at);
      // Decided when the request comes in, as M-Pesa's queue would.
      const outcome = (options.outcome ?? defaultMoneyOutOutcome)(request);
      const transaction: KnownTransaction = {
        request,
        conversation,
        state: 'unprocessed',
        receipt: mpesaReceiptNumber(at),
        resultCode: '',
        resultDesc: '',
        initiatedAt: at,
      };
      for (const key of [request.originatorConversationId, conversation, transaction.receipt])
        known.set(key, transaction);
      if (outcome === 'silent') return conversation;
      if (outcome === 'timeout') {
        transaction.state = 'expired';
        setTimeout(
          () => options.deliver(request.queueTimeoutUrl, timeout(request, conversation)),
          options.resultDelayMs,
        ).unref();
        return conversation;
      }
      const ended = end(request, outcome === 'failed' || outcome === 'failed_result_lost');
      transaction.state = ended === results.paid ? 'completed' : 'failed';
      transaction.resultCode = ended.code;
      transaction.resultDesc = ended.desc;
      if (outcome === 'paid_result_lost' || outcome === 'failed_result_lost') return conversation;
      setTimeout(
        () => options.deliver(request.resultUrl, result(transaction)),
        options.resultDelayMs,
      ).unref();
      return conversation;
    },

    /**
     * Transaction Status: accepted at once with the query's own ids, then its Result on the query's ResultURL
     * after the same delay: the transaction's end, or ResultCode R000001 when M-Pesa has none by that id.
     */
    status(query: TransactionStatusQuery): { originator: string; conversation: string } {
      const ids = { originator: proxyRequestId(), conversation: conversationId(new Date(options.now())) };
      const transaction =
        (query.originalConversationId === undefined ? undefined : known.get(query.originalConversationId)) ??
        (query.transactionId === undefined ? undefined : known.get(query.transactionId));
      setTimeout(
        () => options.deliver(query.resultUrl, statusResult(query, ids, transaction)),
        options.resultDelayMs,
      ).unref();
      return ids;
    },
  };
}
