import { ReceiptPage } from '@web/features/receipts';

/** /receipts/:receiptNumber: a payment's receipt, for its tenant and the property's landlord or caretaker. */
export default function ReceiptRoute() {
  return <ReceiptPage />;
}
