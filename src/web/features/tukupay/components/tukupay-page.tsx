import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatKenyanPhone, kenyanPhoneSchema } from '@common/phone/kenyan-phone';
import { needsStepUp } from '@common/payments/send-rules';
import { tukuPayAmountSchema, type TransferRequest } from '@common/payments/transfer-contracts';
import { Button } from '@web/components/ui/button';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';
import {
  transferRequestsQueryOptions,
  transfersQueryOptions,
  useAnswerRequest,
  useRequestMoney,
} from '../api/tukupay-queries';
import { sendTexts as m, tukuPayTexts as t, useFailureText } from '../tukupay-texts';
import { StepUpField } from './step-up-field';

const kes = t.kes;

/** The user's Tuku Pay number and its QR code, drawn here in the browser. */
function MyNumber() {
  const number = useQuery(transfersQueryOptions()).data?.tukuPayNumber;
  const [qr, setQr] = useState<string | null>(null);
  const { i18n } = useLingui();
  useEffect(() => {
    if (!number) return;
    let live = true;
    void QRCode.toString(number, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [number]);
  if (number === null) return <p role="alert">{i18n._(t.noVerifiedPhone)}</p>;
  if (!number) return null;
  return (
    <section
      aria-labelledby="tukupay-number"
      className="grid justify-items-center gap-3 rounded-xl border p-4 text-center"
    >
      <h2 id="tukupay-number" className="text-sm font-medium text-muted-foreground">
        {i18n._(t.yourNumber)}
      </h2>
      <p className="font-mono text-2xl font-semibold">{formatKenyanPhone(number)}</p>
      {qr ? (
        <img src={qr} alt={i18n._(t.qrLabel(formatKenyanPhone(number)))} className="size-48 max-w-full" />
      ) : null}
      <Button
        variant="outline"
        onClick={async () => {
          await navigator.clipboard?.writeText(number);
          toast.success(i18n._(t.copied));
        }}
      >
        {i18n._(t.copy)}
      </Button>
    </section>
  );
}

function IncomingRequest({ request }: { request: TransferRequest }) {
  const errorText = useFailureText();
  const id = useId();
  const answer = useAnswerRequest();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const { i18n } = useLingui();
  const pending = request.status === 'pending';
  const act = async (verb: 'approve' | 'decline') => {
    setError(null);
    try {
      await answer.mutateAsync({
        id: request.id,
        answer: verb,
        code: code.trim() || undefined,
        idempotencyKey: key,
      });
      toast.success(i18n._(verb === 'approve' ? t.approved : t.declined));
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <li
      className="grid gap-2 rounded-lg border p-3"
      aria-label={i18n._(t.requestedBody(request.amount, request.counterparty.name))}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{request.counterparty.name}</span>
        <span className="font-semibold">{kes(request.amount)}</span>
      </div>
      {request.note ? <p className="break-words text-sm text-muted-foreground">{request.note}</p> : null}
      {pending ? (
        <>
          {needsStepUp(request.amount) ? (
            <StepUpField id={`${id}-code`} amount={request.amount} value={code} onChange={setCode} />
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button disabled={answer.isPending} onClick={() => void act('approve')}>
              {i18n._(t.approve)}
            </Button>
            <Button variant="outline" disabled={answer.isPending} onClick={() => void act('decline')}>
              {i18n._(t.decline)}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm">{i18n._(t.requestStates[request.status])}</p>
      )}
    </li>
  );
}

function RequestMoneyForm() {
  const errorText = useFailureText();
  const id = useId();
  const ask = useRequestMoney();
  const [phone, setPhone] = useState('');
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; amount?: string; form?: string }>({});
  const { i18n } = useLingui();
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsedPhone = kenyanPhoneSchema.safeParse(phone);
        const parsedAmount = tukuPayAmountSchema.safeParse(Number(amountText));
        const next = {
          phone: parsedPhone.success ? undefined : errorText.text(parsedPhone.error.issues[0]?.message ?? ''),
          amount:
            amountText !== '' && parsedAmount.success
              ? undefined
              : parsedAmount.error?.issues[0]?.message
                ? errorText.text(parsedAmount.error.issues[0].message)
                : i18n._(m.amountWhole),
        };
        setErrors(next);
        if (!parsedPhone.success || !parsedAmount.success || amountText === '') return;
        try {
          await ask.mutateAsync({
            phone: parsedPhone.data,
            amount: parsedAmount.data,
            note: note.trim() || undefined,
          });
          toast.success(i18n._(t.requestSent));
          setPhone('');
          setAmountText('');
          setNote('');
        } catch (failure) {
          setErrors({ form: errorText(failure) });
        }
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {i18n._(t.requestMoney)}
      </h2>
      <FormField id={`${id}-phone`} label={i18n._(t.requestFrom)} error={errors.phone}>
        <Input
          {...fieldAria(`${id}-phone`, errors.phone)}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          type="tel"
          inputMode="tel"
        />
      </FormField>
      <FormField id={`${id}-amount`} label={i18n._(t.amount)} error={errors.amount}>
        <Input
          {...fieldAria(`${id}-amount`, errors.amount)}
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
      {errors.form ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={ask.isPending}>
        {ask.isPending ? i18n._(t.requesting) : i18n._(t.sendRequest)}
      </Button>
    </form>
  );
}

/**
 * /dashboard/tenant/tukupay: the user's Tuku Pay number (their verified phone) and its QR code to be paid by
 * another ABODE user, the payment requests to approve or decline, and a form to ask someone for money.
 */
export function TukuPayPage() {
  const errorText = useFailureText();
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const requests = useQuery(transferRequestsQueryOptions());
  const incoming = requests.data?.incoming ?? [];
  const outgoing = requests.data?.outgoing ?? [];
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
        <h1 className="text-2xl font-bold tracking-tight">{i18n._(t.title)}</h1>
        <p className="text-muted-foreground">{i18n._(t.intro)}</p>
      </div>
      <MyNumber />
      <section aria-labelledby="tukupay-requests" className="grid gap-3">
        <h2 id="tukupay-requests" className="text-lg font-semibold">
          {i18n._(t.requestsTitle)}
        </h2>
        {requests.error ? <p role="alert">{errorText(requests.error)}</p> : null}
        {requests.data && incoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">{i18n._(t.noRequests)}</p>
        ) : null}
        <ul className="grid gap-2">
          {incoming.map((request) => (
            <IncomingRequest key={request.id} request={request} />
          ))}
        </ul>
      </section>
      <RequestMoneyForm />
      <section aria-labelledby="tukupay-my-requests" className="grid gap-3">
        <h2 id="tukupay-my-requests" className="text-lg font-semibold">
          {i18n._(t.myRequests)}
        </h2>
        {requests.data && outgoing.length === 0 ? (
          <p className="text-sm text-muted-foreground">{i18n._(t.noMyRequests)}</p>
        ) : null}
        <ul className="grid gap-2">
          {outgoing.map((request) => (
            <li
              key={request.id}
              className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border p-3 text-sm"
            >
              <span className="font-medium">{request.counterparty.name}</span>
              <span>{kes(request.amount)}</span>
              <span className="w-full text-muted-foreground sm:w-auto">
                {i18n._(t.requestStates[request.status])}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
