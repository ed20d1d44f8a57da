import type { Transfer, TransferRequest } from '@common/payments/transfer-contracts';
import type { transferRequests, transfers } from '../../db/schema/index';
import type { TransferPerson } from './transfer-people';

type TransferRow = typeof transfers.$inferSelect;
type RequestRow = typeof transferRequests.$inferSelect;

const publicFace = (person: TransferPerson | undefined) => ({
  phone: person?.phone ?? '',
  name: person?.name ?? '***',
});

/** A transfer as `viewerId` sees it: sent or received, the other side masked. */
export function toTransfer(
  row: TransferRow,
  viewerId: string,
  people: Map<string, TransferPerson>,
): Transfer {
  const sent = row.senderId === viewerId;
  return {
    id: row.id,
    reference: row.reference,
    direction: sent ? 'sent' : 'received',
    status: row.status,
    amount: row.amount,
    fee: sent ? row.fee : 0,
    total: sent ? row.amount + row.fee : row.amount,
    counterparty: publicFace(people.get(sent ? row.recipientId : row.senderId)),
    note: row.note,
    failureReason: sent ? row.failureReason : null,
    createdAt: row.createdAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
  };
}

export function toTransferRequest(
  row: RequestRow,
  viewerId: string,
  people: Map<string, TransferPerson>,
): TransferRequest {
  const incoming = row.payerId === viewerId;
  return {
    id: row.id,
    direction: incoming ? 'incoming' : 'outgoing',
    status: row.status,
    amount: row.amount,
    note: row.note,
    counterparty: publicFace(people.get(incoming ? row.requesterId : row.payerId)),
    transferId: row.transferId,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}
