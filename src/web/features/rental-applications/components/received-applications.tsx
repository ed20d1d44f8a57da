import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { RentalApplication } from '@common/rental-applications/application-contracts';
import { applicationTexts as t } from '../rental-applications-texts';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { managedPropertiesQueryOptions } from '@web/features/tenancy';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import {
  receivedApplicationsQueryOptions,
  useDecideApplication,
  type Decision,
} from '../api/application-queries';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

type Step = 'approve' | 'decline' | 'meet';

/** The rental applications for the host's listings, in 'View Applications': approve, decline, ask to meet. */
export function ReceivedApplications() {
  const { i18n } = useLingui();
  const applications = useQuery(receivedApplicationsQueryOptions()).data?.applications;
  if (applications === undefined) return null;
  return (
    <section aria-labelledby="rental-applications-heading" className="grid gap-2">
      <h3 id="rental-applications-heading" className="font-medium">
        {i18n._(t.received)}
      </h3>
      {applications.length === 0 ? (
        <p className="text-sm text-muted-foreground">{i18n._(t.noneReceived)}</p>
      ) : (
        <ul className="grid gap-2">
          {applications.map((application) => (
            <ApplicationItem key={application.id} application={application} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ApplicationItem({ application }: { application: RentalApplication }) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<Step | null>(null);
  const open = application.status === 'pending' || application.status === 'meeting';
  return (
    <li aria-label={application.applicant.name} className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium break-words">{application.applicant.name}</p>
        <Badge variant={open ? 'default' : 'secondary'}>{i18n._(t.statusLabels[application.status])}</Badge>
      </div>
      <p className="text-muted-foreground break-words">
        {application.listing.name} ·{' '}
        {i18n._(t.applicantLine(application.householdSize, application.moveInDate))}
      </p>
      {application.message ? <p className="whitespace-pre-line break-words">{application.message}</p> : null}
      {application.hostNote ? (
        <p className="break-words text-muted-foreground">{application.hostNote}</p>
      ) : null}
      {open ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setStep('approve')} aria-pressed={step === 'approve'}>
            {i18n._(t.approve)}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setStep('decline')}
            aria-pressed={step === 'decline'}
          >
            {i18n._(t.decline)}
          </Button>
          {application.status === 'pending' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setStep('meet')}
              aria-pressed={step === 'meet'}
            >
              {i18n._(t.askToMeet)}
            </Button>
          ) : null}
        </div>
      ) : null}
      {open && step ? (
        <DecisionForm application={application} step={step} onDone={() => setStep(null)} />
      ) : null}
    </li>
  );
}

function DecisionForm({
  application,
  step,
  onDone,
}: {
  application: RentalApplication;
  step: Step;
  onDone: () => void;
}) {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const id = useId();
  const decide = useDecideApplication();
  const properties = useQuery({
    ...managedPropertiesQueryOptions('landlord'),
    enabled: step === 'approve',
  }).data;
  const vacant = (properties ?? []).flatMap((property) =>
    property.units
      .filter((unit) => !unit.tenancy)
      .map((unit) => ({ id: unit.id, label: `${unit.label}, ${property.name}` })),
  );
  const [unitId, setUnitId] = useState('');
  const [dueDay, setDueDay] = useState('5');
  const [startDate, setStartDate] = useState(application.moveInDate);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const decision: Decision =
      step === 'approve'
        ? {
            id: application.id,
            action: 'approve',
            terms: { unitId: unitId || vacant[0]?.id || '', dueDay: Number(dueDay), startDate },
          }
        : step === 'decline'
          ? { id: application.id, action: 'decline', reason: text }
          : { id: application.id, action: 'meet', message: text };
    setFailure(null);
    decide.mutate(decision, {
      onSuccess: onDone,
      onError: (error) => setFailure(error instanceof ApiError ? errorText(error) : i18n._(t.notFound)),
    });
  };

  if (step === 'approve' && properties !== undefined && vacant.length === 0) {
    return <p className="text-sm text-muted-foreground">{i18n._(t.noVacantUnits)}</p>;
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={
        step === 'approve'
          ? i18n._(t.approveTitle(application.applicant.name))
          : step === 'decline'
            ? i18n._(t.declineTitle(application.applicant.name))
            : i18n._(t.meetTitle(application.applicant.name))
      }
      className="grid gap-3 border-t pt-3"
    >
      {step === 'approve' ? (
        <>
          <FormField id={`${id}-unit`} label={i18n._(t.unit)}>
            <select
              {...fieldAria(`${id}-unit`)}
              className={selectClass}
              value={unitId || vacant[0]?.id || ''}
              onChange={(e) => setUnitId(e.target.value)}
            >
              {vacant.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.label}
                </option>
              ))}
            </select>
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField id={`${id}-due`} label={i18n._(t.dueDay)}>
              <Input
                {...fieldAria(`${id}-due`)}
                type="number"
                min={1}
                max={28}
                value={dueDay}
                onChange={(e) => setDueDay(e.target.value)}
              />
            </FormField>
            <FormField id={`${id}-start`} label={i18n._(t.startDate)}>
              <Input
                {...fieldAria(`${id}-start`)}
                type="date"
                value={startDate}
                onChange={(e) => setStartDate(e.target.value)}
              />
            </FormField>
          </div>
        </>
      ) : (
        <FormField id={`${id}-text`} label={step === 'decline' ? i18n._(t.reason) : i18n._(t.meetMessage)}>
          <Textarea
            {...fieldAria(`${id}-text`)}
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
      )}
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={decide.isPending} className="justify-self-start">
        {i18n._(t.confirm)}
      </Button>
    </form>
  );
}
