import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, LoaderCircleIcon, ScanLineIcon, Undo2Icon, XCircleIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { bankPaybills } from '@common/payments/bank-paybills';
import { billerOf, billers, tillPattern } from '@common/payments/billers';
import { withdrawalInput, type Withdrawal } from '@common/payments/money-out-contracts';
import { needsStepUp, sendFeeOf, sendLimits } from '@common/payments/send-rules';
import type { TillQr } from '@common/payments/till-qr';
import { formatKenyanPhone, kenyanPhoneSchema } from '@common/phone/kenyan-phone';
import { Button } from '@web/components/ui/button';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useMe } from '@web/lib/auth/use-me';
import {
  useStepUpCode,
  useWithdraw,
  withdrawalListQueryOptions,
  withdrawalQueryOptions,
} from '../api/withdrawal-queries';
import { cameraAvailable } from '../hooks/use-qr-scan';
import { withdrawalsTexts as t } from '../withdrawals-texts';
import { SaveBillerOffer } from './pay-bills/save-biller-offer';
import { TillQrScanner } from './till-qr-scanner';

type Rail = 'mpesa' | 'bank' | 'bill' | 'till';
type Source = 'wallet' | 'earnings';

const kes = t.kes;

/** The form's fields as typed; the destination is built from them for the contract. */
const sendForm = z.object({
  amount: withdrawalInput.shape.amount,
  phone: kenyanPhoneSchema.optional(),
  bankId: z.string().optional(),
  accountNumber: z.string().optional(),
  billerId: z.string().optional(),
  account: z.string().optional(),
  till: z.string().optional(),
});
type SendForm = z.input<typeof sendForm>;
type Destination =
  | { rail: 'mpesa'; phone: string }
  | { rail: 'bank'; bankId: string; accountNumber: string }
  | { rail: 'bill'; billerId: string; account: string }
  | { rail: 'till'; till: string };
type Reviewed = { amount: number; destination: Destination };

/** How a destination reads on the review. */
function destinationLabel(i18n: I18n, destination: Destination): string {
  switch (destination.rail) {
    case 'mpesa':
      return formatKenyanPhone(destination.phone);
    case 'bank':
      return `${bankPaybills.find((b) => b.id === destination.bankId)?.name ?? ''} · ${destination.accountNumber}`;
    case 'bill':
      return `${billerOf(destination.billerId)?.name ?? ''} · ${destination.account}`;
    case 'till':
      return i18n._(t.toTill(destination.till));
  }
}

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

type Form = ReturnType<typeof useForm<SendForm>>;

/** The biller and its account (in the biller's own words); saved billers fill both from the Pay Bills page. */
function BillFields({ form, id }: { form: Form; id: string }) {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const errors = form.formState.errors;
  const biller = billerOf(form.watch('billerId') ?? '');
  const fields = biller ? t.billerFields[biller.id] : undefined;
  const { i18n } = useLingui();
  return (
    <>
      <FormField
        id={`${id}-biller`}
        label={i18n._(t.bills.biller)}
        error={fieldError(errors.billerId?.message)}
      >
        <select
          {...form.register('billerId')}
          {...fieldAria(`${id}-biller`, fieldError(errors.billerId?.message))}
          className={selectClass}
        >
          <option value="">{i18n._(t.bills.chooseBiller)}</option>
          {billers.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${id}-bill-account`}
        label={i18n._(fields?.account ?? t.bills.account)}
        hint={fields ? i18n._(fields.hint) : undefined}
        error={fieldError(errors.account?.message)}
      >
        <Input
          {...form.register('account')}
          {...fieldAria(`${id}-bill-account`, fieldError(errors.account?.message), Boolean(biller))}
          inputMode="numeric"
          autoComplete="off"
        />
      </FormField>
    </>
  );
}

/**
 * The till number, typed or read from the shop's M-PESA QR code with the camera (any browser with a camera);
 * a code read fills the till (and the amount, if the code asks one and none is typed) and asks 'Pay <shop>?'.
 */
function TillField({
  form,
  id,
  scanned,
  onScanned,
}: {
  form: Form;
  id: string;
  scanned: TillQr | null;
  onScanned: (qr: TillQr) => void;
}) {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const errors = form.formState.errors;
  const [scanning, setScanning] = useState(false);
  const { i18n } = useLingui();
  const stop = useCallback(() => setScanning(false), []);
  const read = useCallback(
    (qr: TillQr) => {
      form.setValue('till', qr.till, { shouldDirty: true, shouldValidate: true });
      if (qr.amount !== null && !Number.isInteger(form.getValues('amount'))) {
        form.setValue('amount', qr.amount, { shouldDirty: true, shouldValidate: true });
      }
      onScanned(qr);
      setScanning(false);
    },
    [form, onScanned],
  );
  const till = form.watch('till');
  return (
    <>
      <FormField
        id={`${id}-till`}
        label={i18n._(t.pos.till)}
        hint={i18n._(t.pos.tillHint)}
        error={fieldError(errors.till?.message)}
      >
        <Input
          {...form.register('till')}
          {...fieldAria(`${id}-till`, fieldError(errors.till?.message), true)}
          inputMode="numeric"
          autoComplete="off"
        />
      </FormField>
      {scanned && scanned.till === till?.trim() ? (
        <div
          role="status"
          className="grid gap-1 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
        >
          <p className="font-medium">{i18n._(t.pos.scanned(scanned.till, scanned.merchantName))}</p>
          <p className="text-muted-foreground">{i18n._(t.pos.scannedHint)}</p>
        </div>
      ) : null}
      {cameraAvailable() ? (
        scanning ? (
          <TillQrScanner onRead={read} onStop={stop} />
        ) : (
          <Button type="button" variant="outline" onClick={() => setScanning(true)}>
            <ScanLineIcon aria-hidden="true" />
            {i18n._(t.pos.scan)}
          </Button>
        )
      ) : null}
    </>
  );
}

/** How far a transfer got: waiting for M-Pesa, sent with its receipt, or failed / returned with the reason. */
export function TransferStatus({
  id,
  onAgain,
  onDone,
}: {
  id: string;
  onAgain: () => void;
  onDone: () => void;
}) {
  const transfer = useQuery(withdrawalQueryOptions(id)).data;
  const { i18n } = useLingui();
  if (!transfer || transfer.status === 'pending') {
    return (
      <div
        role="status"
        aria-live="polite"
        className="grid justify-items-center gap-3 rounded-xl border p-6 text-center"
      >
        <LoaderCircleIcon className="size-8 animate-spin text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{i18n._(t.status.pending)}</h2>
        {transfer ? (
          <p className="text-sm">{i18n._(t.sentTo(transfer.amount, transfer.destination))}</p>
        ) : null}
        <p className="text-xs text-muted-foreground">{i18n._(t.status.pendingHint)}</p>
      </div>
    );
  }
  return <TransferOutcome transfer={transfer} onAgain={onAgain} onDone={onDone} />;
}

function TransferOutcome({
  transfer,
  onAgain,
  onDone,
}: {
  transfer: Withdrawal;
  onAgain: () => void;
  onDone: () => void;
}) {
  const Icon =
    transfer.status === 'completed'
      ? CheckCircle2Icon
      : transfer.status === 'reversed'
        ? Undo2Icon
        : XCircleIcon;
  const { i18n } = useLingui();
  const heading = i18n._(t.status[transfer.status as Exclude<Withdrawal['status'], 'pending'>]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid justify-items-center gap-3 rounded-xl border p-6 text-center"
    >
      <Icon
        className={transfer.status === 'completed' ? 'size-10 text-primary' : 'size-10 text-destructive'}
        aria-hidden="true"
      />
      <h2 className="text-lg font-semibold">{heading}</h2>
      <p>{i18n._(t.sentTo(transfer.amount, transfer.destination))}</p>
      {transfer.status === 'completed' && transfer.receipt ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
          <dt>{i18n._(t.sendAmount)}</dt>
          <dd>{kes(transfer.amount)}</dd>
          <dt>{i18n._(t.fee)}</dt>
          <dd>{kes(transfer.fee)}</dd>
          <dt>{i18n._(t.total)}</dt>
          <dd className="font-semibold">{kes(transfer.total)}</dd>
          <dt>{i18n._(t.statusWord.completed)}</dt>
          <dd className="font-mono">{i18n._(t.receipt(transfer.receipt))}</dd>
        </dl>
      ) : null}
      {transfer.status === 'completed' && transfer.rail === 'bill' ? (
        <SaveBillerOffer transfer={transfer} />
      ) : null}
      {transfer.status !== 'completed' ? (
        <>
          {transfer.reason ? <p className="text-sm">{transfer.reason}</p> : null}
          <p className="text-sm text-muted-foreground">{i18n._(t.status.backInBalance)}</p>
        </>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onAgain}>{i18n._(t.another)}</Button>
        <Button variant="outline" onClick={onDone}>
          {i18n._(t.done)}
        </Button>
      </div>
    </div>
  );
}

/**
 * The one send form of money out: the amount (with the fee and total as it is typed), the M-Pesa number (the
 * verified one by default) or the bank and account; then a review with the fee and total, and the step-up
 * code above KES 10,000; then the transfer's status until M-Pesa answers.
 */
export function SendMoneyForm({
  rail,
  source,
  onDone,
  prefill,
}: {
  rail: Rail;
  source: Source;
  onDone: () => void;
  /** A saved biller picked on Pay Bills: its biller and account fill the form (the page keys the form by it). */
  prefill?: { billerId: string; account: string };
}) {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const id = useId();
  const { i18n } = useLingui();
  const me = useMe().data;
  const available = useQuery(withdrawalListQueryOptions(source)).data?.balance;
  const withdraw = useWithdraw();
  const stepUp = useStepUpCode();
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [transferId, setTransferId] = useState<string | null>(null);
  // The shop a QR code named, shown on the review while the till is still the one it gave.
  const [scanned, setScanned] = useState<TillQr | null>(null);
  // One key per attempt: a retry of the same request (a lost answer) sends nothing twice.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const form = useForm<SendForm>({
    resolver: zodResolver(
      sendForm.superRefine((value, ctx) => {
        const limits = sendLimits[rail];
        if (Number.isInteger(value.amount) && value.amount < limits.min) {
          ctx.addIssue({ code: 'custom', path: ['amount'], message: i18n._(t.check.amountMin(limits.min)) });
        }
        if (value.amount > limits.max) {
          ctx.addIssue({ code: 'custom', path: ['amount'], message: i18n._(t.check.amountMax(limits.max)) });
        }
        if (rail === 'mpesa' && !value.phone) {
          ctx.addIssue({ code: 'custom', path: ['phone'], message: i18n._(t.check.phone) });
        }
        if (rail === 'bank' && !value.bankId) {
          ctx.addIssue({ code: 'custom', path: ['bankId'], message: i18n._(t.check.bankUnknown) });
        }
        if (rail === 'bank' && !/^\d{6,13}$/.test(value.accountNumber?.trim() ?? '')) {
          ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: i18n._(t.check.accountNumber) });
        }
        const biller = billerOf(value.billerId ?? '');
        if (rail === 'bill' && !biller) {
          ctx.addIssue({ code: 'custom', path: ['billerId'], message: i18n._(t.check.billerUnknown) });
        }
        if (rail === 'bill' && biller && !biller.pattern.test(value.account?.trim() ?? '')) {
          ctx.addIssue({ code: 'custom', path: ['account'], message: i18n._(t.check.billAccount) });
        }
        if (rail === 'till' && !tillPattern.test(value.till?.trim() ?? '')) {
          ctx.addIssue({ code: 'custom', path: ['till'], message: i18n._(t.check.till) });
        }
      }),
    ),
    values: {
      amount: Number.NaN,
      phone: me?.phone ? formatKenyanPhone(me.phone) : '',
      bankId: '',
      accountNumber: '',
      billerId: prefill?.billerId ?? '',
      account: prefill?.account ?? '',
      till: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;
  const typed = form.watch('amount');
  // A picked saved biller remounts the form (keyed by the pick) with its values: the amount is what is left.
  const picked = prefill !== undefined;
  useEffect(() => {
    if (picked) form.setFocus('amount');
  }, [picked, form]);
  const fee = Number.isInteger(typed) && typed > 0 ? sendFeeOf(rail, typed) : null;

  const restart = () => {
    setTransferId(null);
    setReviewed(null);
    setCode('');
    setCodeSent(false);
    setAttemptKey(crypto.randomUUID());
  };

  if (transferId) return <TransferStatus id={transferId} onAgain={restart} onDone={onDone} />;

  if (reviewed) {
    const reviewFee = sendFeeOf(rail, reviewed.amount);
    const total = reviewed.amount + reviewFee;
    const destination = destinationLabel(i18n, reviewed.destination);
    const stepUpNeeded = needsStepUp(reviewed.amount);
    const shop =
      reviewed.destination.rail === 'till' && scanned?.till === reviewed.destination.till
        ? scanned.merchantName
        : null;
    const confirm = async () => {
      setFormError(null);
      try {
        const transfer = await withdraw.mutateAsync({
          amount: reviewed.amount,
          source,
          destination: reviewed.destination as never,
          ...(stepUpNeeded ? { stepUpCode: code.trim() } : {}),
          idempotencyKey: attemptKey,
        });
        setTransferId(transfer.id);
      } catch (error) {
        setFormError(error instanceof ApiError ? errorText(error) : i18n._(t.failed));
        setAttemptKey(crypto.randomUUID());
      }
    };
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
        className="grid gap-4 rounded-xl border p-4"
        aria-labelledby={`${id}-review`}
      >
        <h2 id={`${id}-review`} className="text-lg font-semibold">
          {i18n._(t.review)}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {shop ? (
            <>
              <dt>{i18n._(t.pos.shop)}</dt>
              <dd className="font-medium break-words">{shop}</dd>
            </>
          ) : null}
          <dt>{i18n._(t.to)}</dt>
          <dd className="font-medium">{destination}</dd>
          <dt>{i18n._(t.sendAmount)}</dt>
          <dd>{kes(reviewed.amount)}</dd>
          <dt>{i18n._(t.fee)}</dt>
          <dd>{kes(reviewFee)}</dd>
          <dt>{i18n._(t.total)}</dt>
          <dd className="font-semibold">{kes(total)}</dd>
        </dl>
        {stepUpNeeded ? (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">{i18n._(t.stepUpHint())}</p>
            <FormField
              id={`${id}-code`}
              label={i18n._(t.stepUpCode)}
              hint={codeSent ? i18n._(t.codeSent) : undefined}
            >
              <Input
                id={`${id}-code`}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            </FormField>
            <Button
              type="button"
              variant="outline"
              disabled={stepUp.isPending}
              onClick={() => {
                setFormError(null);
                stepUp.mutate(reviewed.amount, {
                  onSuccess: () => setCodeSent(true),
                  onError: (error) =>
                    setFormError(error instanceof ApiError ? errorText(error) : i18n._(t.failed)),
                });
              }}
            >
              {i18n._(t.sendCode)}
            </Button>
          </div>
        ) : null}
        {formError ? (
          <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => setReviewed(null)}>
            {i18n._(t.edit)}
          </Button>
          <Button
            type="submit"
            disabled={withdraw.isPending || (stepUpNeeded && !/^\d{6}$/.test(code.trim()))}
          >
            {withdraw.isPending ? (
              <>
                <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                {i18n._(t.sending)}
              </>
            ) : (
              i18n._(t.confirm(total))
            )}
          </Button>
        </div>
      </form>
    );
  }

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    setReviewed({
      amount: values.amount,
      destination:
        rail === 'mpesa'
          ? { rail: 'mpesa', phone: values.phone! }
          : rail === 'bank'
            ? { rail: 'bank', bankId: values.bankId!, accountNumber: values.accountNumber!.trim() }
            : rail === 'bill'
              ? { rail: 'bill', billerId: values.billerId!, account: values.account!.trim() }
              : { rail: 'till', till: values.till!.trim() },
    });
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-xl border p-4">
      {available !== undefined ? (
        <p className="text-sm text-muted-foreground">{i18n._(t.balance(available))}</p>
      ) : null}
      <FormField id={`${id}-amount`} label={i18n._(t.amount)} error={fieldError(errors.amount?.message)}>
        <Input
          {...form.register('amount', { valueAsNumber: true })}
          {...fieldAria(`${id}-amount`, fieldError(errors.amount?.message))}
          type="number"
          inputMode="numeric"
          min={sendLimits[rail].min}
          max={sendLimits[rail].max}
          step={1}
        />
      </FormField>
      <p aria-live="polite" className="text-sm font-medium">
        {fee !== null ? i18n._(t.feeLine(fee, typed + fee)) : null}
      </p>
      {rail === 'mpesa' ? (
        <FormField
          id={`${id}-phone`}
          label={i18n._(t.mpesa.phone)}
          hint={i18n._(t.mpesa.phoneHint)}
          error={fieldError(errors.phone?.message)}
        >
          <Input
            {...form.register('phone')}
            {...fieldAria(`${id}-phone`, fieldError(errors.phone?.message), true)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        </FormField>
      ) : rail === 'bill' ? (
        <BillFields form={form} id={id} />
      ) : rail === 'till' ? (
        <TillField form={form} id={id} scanned={scanned} onScanned={setScanned} />
      ) : (
        <>
          <FormField id={`${id}-bank`} label={i18n._(t.bank.bank)} error={fieldError(errors.bankId?.message)}>
            <select
              {...form.register('bankId')}
              {...fieldAria(`${id}-bank`, fieldError(errors.bankId?.message))}
              className={selectClass}
            >
              <option value="">{i18n._(t.bank.chooseBank)}</option>
              {bankPaybills.map((bank) => (
                <option key={bank.id} value={bank.id}>
                  {bank.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={`${id}-account`}
            label={i18n._(t.bank.accountNumber)}
            hint={i18n._(t.bank.accountHint)}
            error={fieldError(errors.accountNumber?.message)}
          >
            <Input
              {...form.register('accountNumber')}
              {...fieldAria(`${id}-account`, fieldError(errors.accountNumber?.message), true)}
              inputMode="numeric"
              autoComplete="off"
            />
          </FormField>
        </>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {i18n._(t.cancel)}
        </Button>
        <Button type="submit">{i18n._(t.continue)}</Button>
      </div>
    </form>
  );
}
