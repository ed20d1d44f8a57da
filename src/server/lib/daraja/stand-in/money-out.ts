import type { MoneyOutResultBody } from '../daraja-payloads';
import { nairobiTimestamp } from '../nairobi-time';
import { conversationId, mpesaReceiptNumber } from './stand-in-ids';

interface MoneyOutOptions {
  /** The business account's balance for payouts; a payout above what is left fails with ResultCode 1. */
  startingBalance: number;
  /** When set, another initiator or credential fails with ResultCode 2001, as M-Pesa does. */
  initiator?: { name: string; securityCredential: string };
  resultDelayMs: number;
  now: () => number;
  deliver: (url: string, body: MoneyOutResultBody) => void;
}

interface MoneyOutRequest {
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

  function result(request: MoneyOutRequest, conversation: string): MoneyOutResultBody {
    const at = new Date(options.now());
    const initiator = options.initiator;
    const outcome =
      initiator &&
      (initiator.name !== request.initiatorName ||
        initiator.securityCredential !== request.securityCredential)
        ? results.badInitiator
        : request.amount > balance
          ? results.insufficientFunds
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

  return {
    /** The ConversationID, or null for an OriginatorConversationID already used (Daraja refuses it). */
    submit(request: MoneyOutRequest): string | null {
      if (seen.has(request.originatorConversationId)) return null;
      seen.add(request.originatorConversationId);
      const conversation = conversationId(new Date(options.now()));
      setTimeout(
        () => options.deliver(request.resultUrl, result(request, conversation)),
        options.resultDelayMs,
      ).unref();
      return conversation;
    },
  };
}
