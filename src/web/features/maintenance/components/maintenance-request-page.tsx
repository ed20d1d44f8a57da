import { useLingui } from '@lingui/react';
import { ArrowLeftIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { MaintenanceRequestDetail } from '@common/maintenance/maintenance-contracts';
import {
  maintenanceLimits,
  maintenanceWindows,
  type MaintenanceWindow,
} from '@common/maintenance/maintenance-vocabulary';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { Textarea } from '@web/components/ui/textarea';
import { paths } from '@web/config/paths';
import { formatDateTime, useErrorText } from '@web/i18n';
import {
  jobProvidersQueryOptions,
  maintenanceDetailQueryOptions,
  useMaintenanceStep,
  useUploadPhotos,
} from '../api/maintenance-queries';
import { maintenanceTexts } from '../maintenance-texts';

const t = maintenanceTexts.page;
const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring';
const when = (iso: string) =>
  formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });

/** /maintenance/:id: the request, its current state, photos and timeline, and the signed-in party's next step. */
export function MaintenanceRequestPage() {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const { id = '' } = useParams();
  const query = useQuery(maintenanceDetailQueryOptions(id));
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <div role="alert" className="mx-auto grid max-w-3xl gap-3 p-4">
        <p>{errorText(query.error)}</p>
        <Link to={paths.dashboard} className="text-primary underline">
          {i18n._(t.backToDashboard)}
        </Link>
      </div>
    );
  }
  const request = query.data;
  const title = i18n._(
    t.requestTitle(
      i18n._(maintenanceTexts.categoryLabels[request.category]),
      `${request.unitLabel}, ${request.propertyName}`,
    ),
  );
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-4 p-4">
      <Link to={paths.dashboard} className="flex items-center gap-1 text-sm text-primary underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {i18n._(t.backToDashboard)}
      </Link>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Card>
        <CardContent className="grid gap-2 pt-6 text-sm">
          <Fact label={i18n._(t.status)}>
            <Badge variant={request.status === 'closed' ? 'success' : 'secondary'}>
              {i18n._(maintenanceTexts.statusLabels[request.status])}
            </Badge>
          </Fact>
          <Fact label={i18n._(t.urgencyLabel)}>
            <Badge variant={request.urgency === 'emergency' ? 'destructive' : 'outline'}>
              {i18n._(maintenanceTexts.urgencyLabels[request.urgency])}
            </Badge>
          </Fact>
          <Fact label={i18n._(t.reportedBy)}>{request.tenantName}</Fact>
          <p className="whitespace-pre-line">{request.description}</p>
          {request.accessNotes ? <Fact label={i18n._(t.accessNotes)}>{request.accessNotes}</Fact> : null}
          {request.provider ? <Fact label={i18n._(t.provider)}>{request.provider.businessName}</Fact> : null}
          {request.scheduledDate ? (
            <Fact label={i18n._(t.visit)}>
              {request.scheduledDate} {request.scheduledWindow}
            </Fact>
          ) : null}
          {request.completionNote ? <Fact label={i18n._(t.workDone)}>{request.completionNote}</Fact> : null}
          {request.cost !== null ? <p>{i18n._(t.cost(request.cost))}</p> : null}
          {request.rating !== null ? (
            <Fact label={i18n._(t.rating)}>{i18n._(t.stars(request.rating))}</Fact>
          ) : null}
        </CardContent>
      </Card>
      <NextStep request={request} />
      {request.photos.length > 0 ? (
        <section aria-labelledby="photos-title" className="grid gap-2">
          <h2 id="photos-title" className="text-lg font-semibold">
            {i18n._(t.photosTitle)}
          </h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {request.photos.map((photo) => (
              <li key={photo.id}>
                <img
                  src={photo.url}
                  alt={photo.stage === 'report' ? i18n._(t.reportPhoto) : i18n._(t.completionPhoto)}
                  className="aspect-square w-full rounded-md object-cover"
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="timeline-title" className="grid gap-2">
        <h2 id="timeline-title" className="text-lg font-semibold">
          {i18n._(t.timeline)}
        </h2>
        <ol className="grid gap-2 border-l pl-4 text-sm">
          {request.timeline.map((event, index) => (
            <li key={index}>
              <p className="font-medium">
                {i18n._(maintenanceTexts.eventLabels[event.action])} · {event.actorName ?? t.system}
              </p>
              <p className="text-muted-foreground">
                <time dateTime={event.at}>{when(event.at)}</time>
                {event.note ? ` — ${event.note}` : ''}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span className="text-muted-foreground">{label}:</span>
      {children}
    </p>
  );
}

/** The buttons and forms of the signed-in party's possible steps at this status; none, a line saying so. */
function NextStep({ request }: { request: MaintenanceRequestDetail }) {
  const { i18n } = useLingui();
  const parts = request.myParts;
  const manager = parts.includes('manager');
  const s = request.status;
  const forms: ReactNode[] = [];
  if (manager && s === 'reported')
    forms.push(<SimpleStep key="ack" id={request.id} action="acknowledge" label={i18n._(t.acknowledge)} />);
  if (manager && (s === 'reported' || s === 'acknowledged')) {
    forms.push(<AssignForm key="assign" id={request.id} />);
    forms.push(
      <MessageStep
        key="ask"
        id={request.id}
        action="ask"
        label={i18n._(t.askLabel)}
        button={i18n._(t.askButton)}
      />,
    );
    forms.push(
      <SimpleStep key="handle" id={request.id} action="handle" label={i18n._(t.handle)} variant="outline" />,
    );
  }
  if (parts.includes('tenant') && s === 'awaiting_info')
    forms.push(
      <MessageStep
        key="answer"
        id={request.id}
        action="answer"
        label={i18n._(t.answerLabel)}
        button={i18n._(t.answerButton)}
      />,
    );
  if (parts.includes('provider') && s === 'assigned') {
    forms.push(<SimpleStep key="accept" id={request.id} action="accept" label={i18n._(t.accept)} />);
    forms.push(
      <SimpleStep
        key="decline"
        id={request.id}
        action="decline"
        label={i18n._(t.decline)}
        variant="outline"
      />,
    );
  }
  if (parts.includes('provider') && (s === 'accepted' || s === 'scheduled'))
    forms.push(<ScheduleForm key="schedule" id={request.id} />);
  if ((parts.includes('provider') && s === 'scheduled') || (manager && s === 'in_hand'))
    forms.push(<CompleteForm key="complete" id={request.id} />);
  if (parts.includes('tenant') && s === 'completed') {
    forms.push(<ConfirmForm key="confirm" id={request.id} />);
    forms.push(
      <MessageStep
        key="reopen"
        id={request.id}
        action="reopen"
        label={i18n._(t.reopenLabel)}
        button={i18n._(t.reopenButton)}
      />,
    );
  }
  return (
    <Card role="region" aria-labelledby="next-step-title">
      <CardHeader>
        <CardTitle id="next-step-title" className="text-lg">
          {i18n._(t.nextStep)}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {forms.length > 0 ? forms : <p className="text-sm text-muted-foreground">{i18n._(t.waiting)}</p>}
      </CardContent>
    </Card>
  );
}

function SimpleStep({
  id,
  action,
  label,
  variant,
}: {
  id: string;
  action: 'acknowledge' | 'handle' | 'accept' | 'decline';
  label: string;
  variant?: 'outline';
}) {
  const step = useMaintenanceStep(id);
  return (
    <Button
      variant={variant}
      className="justify-self-start"
      disabled={step.isPending}
      onClick={() => step.mutate({ action })}
    >
      {label}
    </Button>
  );
}

function MessageStep({
  id,
  action,
  label,
  button,
}: {
  id: string;
  action: 'ask' | 'answer' | 'reopen';
  label: string;
  button: string;
}) {
  const fieldId = useId();
  const step = useMaintenanceStep(id);
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    step.mutate({ action, message }, { onSuccess: () => setMessage('') });
  };
  return (
    <form className="grid gap-2" onSubmit={submit}>
      <Label htmlFor={fieldId}>{label}</Label>
      <Textarea id={fieldId} rows={2} value={message} onChange={(event) => setMessage(event.target.value)} />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={step.isPending}>
        {button}
      </Button>
    </form>
  );
}

function AssignForm({ id }: { id: string }) {
  const { i18n } = useLingui();
  const providers = useQuery(jobProvidersQueryOptions(id));
  const step = useMaintenanceStep(id);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = providers.data?.providers ?? [];
  const selected = chosen ?? list[0]?.id ?? null;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) step.mutate({ action: 'assign', providerId: selected });
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="font-medium">{i18n._(t.rankedProviders)}</legend>
        <p className="text-xs text-muted-foreground">{i18n._(t.rankedHint)}</p>
        {providers.isPending ? (
          <p role="status" className="text-sm">
            {i18n._(t.loading)}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm">{i18n._(t.noProviders)}</p>
        ) : (
          <ul className="grid gap-2">
            {list.map((provider) => (
              <li key={provider.id}>
                <label className="flex items-start gap-2 rounded-md border p-2 text-sm">
                  <input
                    type="radio"
                    name="provider"
                    value={provider.id}
                    checked={selected === provider.id}
                    onChange={() => setChosen(provider.id)}
                    className="mt-1 size-4"
                  />
                  <span className="grid">
                    <span className="font-medium">{provider.businessName}</span>
                    <span className="text-muted-foreground">
                      {provider.tradeMatch ? i18n._(t.rightTrade) : i18n._(t.otherTrade)} ·{' '}
                      {i18n._(t.nearness[provider.nearness])} · {provider.areas.slice(0, 3).join(', ')}
                      {provider.rating !== null ? ` · ★ ${provider.rating} (${provider.reviewCount})` : ''}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Button type="submit" className="justify-self-start" disabled={!selected || step.isPending}>
        {i18n._(t.assignButton)}
      </Button>
    </form>
  );
}

function ScheduleForm({ id }: { id: string }) {
  const { i18n } = useLingui();
  const fieldId = useId();
  const step = useMaintenanceStep(id);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
  const [date, setDate] = useState(today);
  const [window, setWindow] = useState<MaintenanceWindow>(maintenanceWindows[0]);
  return (
    <form
      className="grid gap-2 sm:grid-cols-3 sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        step.mutate({ action: 'schedule', date, window });
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${fieldId}-date`}>{i18n._(t.scheduleDate)}</Label>
        <Input
          id={`${fieldId}-date`}
          type="date"
          min={today}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${fieldId}-window`}>{i18n._(t.scheduleWindow)}</Label>
        <select
          id={`${fieldId}-window`}
          className={selectClass}
          value={window}
          onChange={(e) => setWindow(e.target.value as MaintenanceWindow)}
        >
          {maintenanceWindows.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={step.isPending}>
        {i18n._(t.scheduleButton)}
      </Button>
    </form>
  );
}

function CompleteForm({ id }: { id: string }) {
  const { i18n } = useLingui();
  const fieldId = useId();
  const step = useMaintenanceStep(id);
  const upload = useUploadPhotos(id);
  const [note, setNote] = useState('');
  const [cost, setCost] = useState('0');
  const [photos, setPhotos] = useState<File[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (photos.length > 0) await upload.mutateAsync(photos.slice(0, maintenanceLimits.photos));
    step.mutate({ action: 'complete', note, cost: Number(cost) });
  };
  return (
    <form className="grid gap-2" onSubmit={(event) => void submit(event).catch(() => undefined)}>
      <Label htmlFor={`${fieldId}-note`}>{i18n._(t.completeNote)}</Label>
      <Textarea id={`${fieldId}-note`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      <Label htmlFor={`${fieldId}-cost`}>{i18n._(t.completeCost)}</Label>
      <Input
        id={`${fieldId}-cost`}
        type="number"
        inputMode="numeric"
        min={0}
        value={cost}
        onChange={(e) => setCost(e.target.value)}
      />
      <Label htmlFor={`${fieldId}-photos`}>{i18n._(t.completePhotos)}</Label>
      <input
        id={`${fieldId}-photos`}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        className="text-sm"
        onChange={(e) => setPhotos([...(e.target.files ?? [])])}
      />
      <Button type="submit" className="justify-self-start" disabled={step.isPending || upload.isPending}>
        {i18n._(t.completeButton)}
      </Button>
    </form>
  );
}

function ConfirmForm({ id }: { id: string }) {
  const { i18n } = useLingui();
  const fieldId = useId();
  const step = useMaintenanceStep(id);
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        step.mutate({ action: 'confirm', rating, comment });
      }}
    >
      <p className="font-medium">{i18n._(t.confirmTitle)}</p>
      <fieldset className="grid gap-1">
        <legend className="text-sm">{i18n._(t.ratingLabel)}</legend>
        <div className="flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={`${fieldId}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="size-4"
              />
              {i18n._(t.stars(n))}
            </label>
          ))}
        </div>
      </fieldset>
      <Label htmlFor={`${fieldId}-comment`}>{i18n._(t.comment)}</Label>
      <Textarea
        id={`${fieldId}-comment`}
        rows={2}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <Button type="submit" className="justify-self-start" disabled={step.isPending}>
        {i18n._(t.confirmButton)}
      </Button>
    </form>
  );
}
