import { useLingui } from '@lingui/react';
import { CheckCircle2Icon, RotateCcwIcon, XCircleIcon } from 'lucide-react';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import type { Transfer } from '@common/payments/transfer-contracts';
import { formatDateTime } from '@web/i18n';
import { sendTexts as m, tukuPayTexts as t } from '../tukupay-texts';

const kes = t.kes;

/** A transfer's receipt: its state, reference, the other side (masked), amount, fee, total and time. */
export function TransferReceipt({ transfer }: { transfer: Transfer }) {
  const Icon =
    transfer.status === 'completed'
      ? CheckCircle2Icon
      : transfer.status === 'reversed'
        ? RotateCcwIcon
        : XCircleIcon;
  const sent = transfer.direction === 'sent';
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="transfer-receipt-title" className="grid gap-3 rounded-xl border p-4">
      <div className="flex items-center gap-2">
        <Icon
          className={transfer.status === 'failed' ? 'size-6 text-destructive' : 'size-6 text-primary'}
          aria-hidden="true"
        />
        <h2 id="transfer-receipt-title" className="text-lg font-semibold">
          {i18n._(t.receiptTitle)}
        </h2>
      </div>
      {transfer.status === 'completed' && sent ? (
        <p role="status">{i18n._(t.sent(transfer.amount, transfer.counterparty.name))}</p>
      ) : null}
      {transfer.failureReason ? <p role="alert">{transfer.failureReason}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{i18n._(t.status)}</dt>
        <dd className="font-medium">{i18n._(m.states[transfer.status])}</dd>
        <dt className="text-muted-foreground">{i18n._(t.reference)}</dt>
        <dd className="font-mono">{transfer.reference}</dd>
        <dt className="text-muted-foreground">{i18n._(sent ? t.to : t.from)}</dt>
        <dd className="break-words">
          {transfer.counterparty.name} · {formatKenyanPhone(transfer.counterparty.phone)}
        </dd>
        <dt className="text-muted-foreground">{i18n._(t.amount)}</dt>
        <dd>{kes(transfer.amount)}</dd>
        {sent ? (
          <>
            <dt className="text-muted-foreground">{i18n._(m.fee)}</dt>
            <dd>{transfer.fee === 0 ? i18n._(m.free) : kes(transfer.fee)}</dd>
            <dt className="text-muted-foreground">{i18n._(m.total)}</dt>
            <dd className="font-semibold">{kes(transfer.total)}</dd>
          </>
        ) : null}
        {transfer.note ? (
          <>
            <dt className="text-muted-foreground">{i18n._(t.note)}</dt>
            <dd className="break-words">{transfer.note}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{i18n._(t.date)}</dt>
        <dd>
          {formatDateTime(transfer.createdAt, {
            timeZone: 'Africa/Nairobi',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            second: 'numeric',
          })}
        </dd>
      </dl>
    </section>
  );
}
