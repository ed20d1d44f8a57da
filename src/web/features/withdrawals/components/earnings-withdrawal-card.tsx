import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { BanknoteIcon, LandmarkIcon, SmartphoneIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { bankPaybills } from '@common/payments/bank-paybills';
import { largestPayoutOf } from '@common/payments/money-out-contracts';
import { needsStepUp } from '@common/payments/send-rules';
import { normalizeKenyanPhone } from '@common/phone/kenyan-phone';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import {
  payoutScheduleQueryOptions,
  useSetPayoutSchedule,
  useStepUpCode,
  useStopPayoutSchedule,
  withdrawalListQueryOptions,
} from '../api/withdrawal-queries';
import { withdrawalsTexts as t } from '../withdrawals-texts';
import { RecentTransfers } from './recent-transfers';
import { SendMoneyForm } from './send-money-form';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The weekly payout: the day, where it goes and at most how much; saved or stopped. One that can pay out more
 * than the step-up threshold at a time asks for the texted code, once, when it is saved.
 */
function PayoutScheduleForm() {
  const errorText = useErrorText();
  const id = useId();
  const { i18n } = useLingui();
  const schedule = useQuery(payoutScheduleQueryOptions()).data?.schedule;
  const save = useSetPayoutSchedule();
  const stop = useStopPayoutSchedule();
  const [editing, setEditing] = useState(false);
  const [weekday, setWeekday] = useState('5');
  const [rail, setRail] = useState<'mpesa' | 'bank'>('mpesa');
  const [phone, setPhone] = useState('');
  const [bankId, setBankId] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [maxAmount, setMaxAmount] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const stepUp = useStepUpCode('payout_schedule');
  const cap = /^\d+$/.test(maxAmount.trim()) ? Number(maxAmount.trim()) : undefined;
  const largest = largestPayoutOf({ rail, maxAmount: cap });
  const stepUpNeeded = needsStepUp(largest);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(e instanceof ApiError ? errorText(e) : i18n._(t.failed));
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 border-t pt-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {i18n._(t.schedule.title)}
      </h3>
      <p className="text-sm text-muted-foreground">
        {schedule
          ? i18n._(t.schedule.current(i18n._(t.weekdays[schedule.weekday]!), schedule.destination)) +
            (schedule.maxAmount !== null ? i18n._(t.schedule.upTo(schedule.maxAmount)) : '')
          : i18n._(t.schedule.none)}
      </p>
      {editing ? (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            if (maxAmount.trim() && cap === undefined) {
              setError(i18n._(t.check.amountWhole));
              return;
            }
            const destination =
              rail === 'mpesa'
                ? { rail, phone: normalizeKenyanPhone(phone) ?? phone }
                : { rail, bankId: bankId as never, accountNumber: accountNumber.trim() };
            save.mutate(
              {
                weekday: Number(weekday),
                destination,
                ...(cap !== undefined ? { maxAmount: cap } : {}),
                ...(stepUpNeeded ? { stepUpCode: code.trim() } : {}),
              },
              {
                onSuccess: () => {
                  toast.success(i18n._(t.schedule.saved));
                  setEditing(false);
                  setCode('');
                  setCodeSent(false);
                },
                onError: fail,
              },
            );
          }}
        >
          <FormField id={`${id}-day`} label={i18n._(t.schedule.weekday)}>
            <select
              id={`${id}-day`}
              className={selectClass}
              value={weekday}
              onChange={(e) => setWeekday(e.target.value)}
            >
              {t.weekdays.map((day, index) => (
                <option key={index} value={index}>
                  {i18n._(day)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-rail`} label={i18n._(t.schedule.destination)}>
            <select
              id={`${id}-rail`}
              className={selectClass}
              value={rail}
              onChange={(e) => setRail(e.target.value as 'mpesa' | 'bank')}
            >
              <option value="mpesa">{i18n._(t.schedule.mpesa)}</option>
              <option value="bank">{i18n._(t.schedule.bank)}</option>
            </select>
          </FormField>
          {rail === 'mpesa' ? (
            <FormField id={`${id}-phone`} label={i18n._(t.mpesa.phone)}>
              <Input id={`${id}-phone`} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
            </FormField>
          ) : (
            <>
              <FormField id={`${id}-bank`} label={i18n._(t.bank.bank)}>
                <select
                  id={`${id}-bank`}
                  className={selectClass}
                  value={bankId}
                  onChange={(e) => setBankId(e.target.value)}
                >
                  <option value="">{i18n._(t.bank.chooseBank)}</option>
                  {bankPaybills.map((bank) => (
                    <option key={bank.id} value={bank.id}>
                      {bank.name}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField id={`${id}-account`} label={i18n._(t.bank.accountNumber)}>
                <Input
                  id={`${id}-account`}
                  inputMode="numeric"
                  value={accountNumber}
                  onChange={(e) => setAccountNumber(e.target.value)}
                />
              </FormField>
            </>
          )}
          <FormField
            id={`${id}-max`}
            label={i18n._(t.schedule.maxAmount)}
            hint={i18n._(t.schedule.maxAmountHint)}
          >
            <Input
              id={`${id}-max`}
              inputMode="numeric"
              value={maxAmount}
              onChange={(e) => setMaxAmount(e.target.value)}
            />
          </FormField>
          {stepUpNeeded ? (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">{i18n._(t.schedule.stepUpHint())}</p>
              <FormField
                id={`${id}-code`}
                label={i18n._(t.stepUpCode)}
                hint={codeSent ? i18n._(t.codeSent) : undefined}
              >
                <Input
                  id={`${id}-code`}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
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
                  setError(null);
                  stepUp.mutate(largest, { onSuccess: () => setCodeSent(true), onError: fail });
                }}
              >
                {i18n._(t.sendCode)}
              </Button>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending || (stepUpNeeded && !/^\d{6}$/.test(code.trim()))}>
              {save.isPending ? i18n._(t.schedule.saving) : i18n._(t.schedule.save)}
            </Button>
            <Button type="button" variant="outline" onClick={() => setEditing(false)}>
              {i18n._(t.cancel)}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {i18n._(t.schedule.set)}
          </Button>
          {schedule ? (
            <Button
              variant="outline"
              size="sm"
              disabled={stop.isPending}
              onClick={() =>
                stop.mutate(undefined, {
                  onSuccess: () => toast.success(i18n._(t.schedule.stopped)),
                  onError: fail,
                })
              }
            >
              {i18n._(t.schedule.stop)}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

/**
 * The landlord dashboard's card: the earnings that can be taken out, withdrawals to M-Pesa or a bank by the
 * same machinery as a tenant's, the latest of them, and the weekly payout schedule.
 */
export function EarningsWithdrawalCard({ className }: { className?: string }) {
  const balance = useQuery(withdrawalListQueryOptions('earnings')).data?.balance;
  const [rail, setRail] = useState<'mpesa' | 'bank' | null>(null);
  const { i18n } = useLingui();
  return (
    <SectionCard title={i18n._(t.earnings.title)} icon={BanknoteIcon} className={className}>
      <div className="grid gap-3">
        {balance !== undefined ? (
          <p className="text-lg font-semibold">{i18n._(t.earnings.balance(balance))}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setRail('mpesa')}>
            <SmartphoneIcon aria-hidden="true" />
            {i18n._(t.earnings.toMpesa)}
          </Button>
          <Button variant="outline" onClick={() => setRail('bank')}>
            <LandmarkIcon aria-hidden="true" />
            {i18n._(t.earnings.toBank)}
          </Button>
        </div>
        <RecentTransfers source="earnings" headingLevel={3} />
        <PayoutScheduleForm />
      </div>
      <Dialog open={rail !== null} onOpenChange={(open) => (open ? null : setRail(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {rail === 'bank' ? i18n._(t.earnings.dialogBank) : i18n._(t.earnings.dialogMpesa)}
            </DialogTitle>
            <DialogDescription>
              {balance !== undefined ? i18n._(t.earnings.balance(balance)) : ''}
            </DialogDescription>
          </DialogHeader>
          {rail ? <SendMoneyForm rail={rail} source="earnings" onDone={() => setRail(null)} /> : null}
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
