import { useLingui } from '@lingui/react';
import { LandmarkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useSimulateBankTransfer } from '../api/bank-deposit-queries';
import { bankDepositsTexts } from '../bank-deposits-texts';

const t = bankDepositsTexts.simulator;

/**
 * Development only (the page shows it where the server says the stand-in runs): a transfer from the stand-in
 * bank, whose signed notification reaches ABODE's webhook as a real bank's would.
 */
export function SimulatedBankTransfer({ reference }: { reference: string }) {
  const { i18n } = useLingui();
  const id = useId();
  const simulate = useSimulateBankTransfer();
  const [amount, setAmount] = useState('');
  const [typed, setTyped] = useState(reference);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const submit = async () => {
    setOutcome(null);
    const value = Number(amount);
    if (!Number.isInteger(value) || value < 1 || value > 10_000_000) return setError(i18n._(t.amountInvalid));
    if (!typed.trim()) return setError(i18n._(t.referenceRequired));
    setError(null);
    try {
      const sent = await simulate.mutateAsync({ reference: typed, amount: value });
      setOutcome(sent.answer?.status === 'credited' ? i18n._(t.credited(value)) : i18n._(t.suspense(value)));
      setAmount('');
    } catch {
      setError(i18n._(t.failed));
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border-2 border-dashed p-4 text-sm"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <LandmarkIcon className="size-4" aria-hidden="true" />
        {i18n._(t.title)}
      </h2>
      <p className="text-muted-foreground">{i18n._(t.hint)}</p>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-amount`}>{i18n._(t.amount)}</Label>
          <Input
            id={`${id}-amount`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={error === i18n._(t.amountInvalid) || undefined}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reference`}>{i18n._(t.reference)}</Label>
          <Input id={`${id}-reference`} value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        {error ? (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        ) : null}
        {outcome ? (
          <p role="status" className="font-medium">
            {outcome}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={simulate.isPending}>
            {simulate.isPending ? i18n._(t.submitting) : i18n._(t.submit)}
          </Button>
        </div>
      </form>
    </section>
  );
}
