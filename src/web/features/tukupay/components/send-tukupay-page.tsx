import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { kenyanPhoneSchema } from '@common/phone/kenyan-phone';
import { needsStepUp, sendFeeOf } from '@common/payments/send-rules';
import {
  tukuPayAmountSchema,
  type Transfer,
  type TransferRecipient,
} from '@common/payments/transfer-contracts';
import { Button } from '@web/components/ui/button';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';
import { findRecipient, transferQueryOptions, useSendTransfer } from '../api/tukupay-queries';
import { StepUpField } from './step-up-field';
import { sendTexts as m, tukuPayTexts as t, useFailureText } from '../tukupay-texts';
import { TransferReceipt } from './transfer-receipt';

const kes = t.kes;

/** A transfer named in the address (a notification's link): its receipt. */
function LinkedTransfer({ id }: { id: string }) {
  const errorText = useFailureText();
  const transfer = useQuery(transferQueryOptions(id));
  if (transfer.error) return <p role="alert">{errorText(transfer.error)}</p>;
  return transfer.data ? <TransferReceipt transfer={transfer.data} /> : null;
}

function SendForm({ onSent }: { onSent: (transfer: Transfer) => void }) {
  const errorText = useFailureText();
  const id = useId();
  const send = useSendTransfer();
  const { i18n } = useLingui();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [finding, setFinding] = useState(false);
  const [recipient, setRecipient] = useState<TransferRecipient | null>(null);
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  // One key per attempt: a retry of a lost answer sends nothing twice.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());

  const amount = Number(amountText);
  const amountOk = amountText !== '' && tukuPayAmountSchema.safeParse(amount).success;
  const fee = amountOk ? sendFeeOf('tukupay', amount) : 0;

  const find = async () => {
    setPhoneError(undefined);
    const parsed = kenyanPhoneSchema.safeParse(phone);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setPhoneError(issue ? errorText.text(issue) : undefined);
      return;
    }
    setFinding(true);
    try {
      setRecipient(await findRecipient(parsed.data));
    } catch (error) {
      setPhoneError(errorText(error));
    } finally {
      setFinding(false);
    }
  };

  if (!recipient) {
    return (
      <form
        noValidate
        className="grid gap-4 rounded-xl border p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void find();
        }}
      >
        <FormField id={`${id}-phone`} label={i18n._(t.recipientPhone)} error={phoneError}>
          <Input
            {...fieldAria(`${id}-phone`, phoneError)}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        </FormField>
        <Button type="submit" disabled={finding}>
          {finding ? i18n._(t.finding) : i18n._(t.findRecipient)}
        </Button>
      </form>
    );
  }

  return (
    <form
      noValidate
      className="grid gap-4 rounded-xl border p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setFormError(null);
        const parsed = tukuPayAmountSchema.safeParse(amount);
        if (amountText === '' || !parsed.success) {
          const issue = parsed.error?.issues[0]?.message;
          setAmountError(issue ? errorText.text(issue) : i18n._(m.amountWhole));
          return;
        }
        setAmountError(undefined);
        try {
          const transfer = await send.mutateAsync({
            phone: recipient.phone,
            amount,
            note: note.trim() || undefined,
            code: needsStepUp(amount) && code.trim() ? code.trim() : undefined,
            idempotencyKey: attemptKey,
          });
          onSent(transfer);
        } catch (error) {
          setFormError(errorText(error));
          setAttemptKey(crypto.randomUUID());
        }
      }}
    >
      <div
        role="status"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted p-3"
      >
        <span className="font-medium">{i18n._(t.sendingTo(recipient.name))}</span>
        <Button type="button" variant="ghost" size="sm" onClick={() => setRecipient(null)}>
          {i18n._(t.change)}
        </Button>
      </div>
      <FormField id={`${id}-amount`} label={i18n._(t.amount)} error={amountError}>
        <Input
          {...fieldAria(`${id}-amount`, amountError)}
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          type="number"
          inputMode="numeric"
          min={10}
          step={1}
        />
      </FormField>
      <FormField id={`${id}-note`} label={i18n._(t.note)}>
        <Input
          {...fieldAria(`${id}-note`)}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={140}
        />
      </FormField>
      {amountOk ? (
        <dl
          aria-label={i18n._(t.review)}
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border p-3 text-sm"
        >
          <dt className="text-muted-foreground">{i18n._(t.amount)}</dt>
          <dd className="text-right">{kes(amount)}</dd>
          <dt className="text-muted-foreground">{i18n._(m.fee)}</dt>
          <dd className="text-right">{fee === 0 ? i18n._(m.free) : kes(fee)}</dd>
          <dt className="font-semibold">{i18n._(m.total)}</dt>
          <dd className="text-right font-semibold">{kes(amount + fee)}</dd>
        </dl>
      ) : null}
      {amountOk && needsStepUp(amount) ? (
        <StepUpField id={`${id}-code`} amount={amount} value={code} onChange={setCode} />
      ) : null}
      {formError ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? i18n._(t.sending) : i18n._(m.confirm)}
      </Button>
    </form>
  );
}

/**
 * /dashboard/tenant/send-tukupay: the recipient's phone, their masked name, the amount with its fee and total
 * before confirming, the SMS code above KES 10,000, then the transfer's receipt.
 */
export function SendTukuPayPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.sendTitle));
  const [search, setSearch] = useSearchParams();
  const linked = search.get('transfer');
  const [sent, setSent] = useState<Transfer | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <Link
        to={paths.tenantDashboard}
        className="flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {i18n._(t.back)}
      </Link>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{i18n._(t.sendTitle)}</h1>
        <p className="text-muted-foreground">{i18n._(t.sendIntro)}</p>
      </div>
      {linked && !sent ? <LinkedTransfer id={linked} /> : null}
      {sent ? (
        <div className="grid gap-4">
          <TransferReceipt transfer={sent} />
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                setSent(null);
                setRound((n) => n + 1);
                if (linked) setSearch({});
              }}
            >
              {i18n._(t.sendAnother)}
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.tenantDashboard}>{i18n._(t.done)}</Link>
            </Button>
          </div>
        </div>
      ) : (
        <SendForm key={round} onSent={setSent} />
      )}
    </div>
  );
}
