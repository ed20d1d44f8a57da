import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { BellRingIcon, CheckCheckIcon, MailIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  noticeInput,
  noticeTemplates,
  type NoticeTemplate,
  type SentNotice,
} from '@common/notices/notice-contracts';
import type { PortfolioRole } from '@common/tenancy/tenancy';
import { EmptyState } from '@web/components/empty-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { managedPropertiesQueryOptions } from '@web/features/tenancy';
import { ApiError } from '@web/lib/api-client';
import { sentNoticesQueryOptions, useSendNotice } from '../api/notice-queries';
import { formatDateTime, useErrorText } from '@web/i18n';
import { noticesTexts as t } from '../notices-texts';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

const when = (iso: string) =>
  formatDateTime(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * 'Send Notices' for a landlord or caretaker: a form (property, all tenants or chosen units, a template that
 * fills the title and message) and the notices already sent with who received and who read each.
 */
export function SendNoticesButton({ as }: { as: PortfolioRole }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BellRingIcon aria-hidden="true" />
          {i18n._(t.sendNotices)}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={i18n._(t.close)} className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{i18n._(t.formTitle)}</DialogTitle>
          <DialogDescription>{i18n._(t.formHint)}</DialogDescription>
        </DialogHeader>
        {open ? <NoticeForm as={as} /> : null}
        {open ? <SentNotices /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NoticeForm({ as }: { as: PortfolioRole }) {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const id = useId();
  const properties = useQuery(managedPropertiesQueryOptions(as)).data;
  const send = useSendNotice();
  const [propertyId, setPropertyId] = useState('');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [template, setTemplate] = useState<NoticeTemplate>('general');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (properties === undefined) return null;
  if (properties.length === 0) return <EmptyState icon={MailIcon} title={i18n._(t.noProperties)} />;
  const property = properties.find((p) => p.id === propertyId) ?? properties[0]!;
  const letUnits = property.units.filter((unit) => unit.tenancy);

  const chooseTemplate = (next: NoticeTemplate) => {
    setTemplate(next);
    const picked = t.templates[next];
    setTitle(picked.title ? i18n._(picked.title) : '');
    setMessage(picked.message ? i18n._(picked.message) : '');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = noticeInput.safeParse({
      propertyId: property.id,
      unitIds: chosen,
      template,
      title,
      message,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), errorText.text(issue.message)]),
        ),
      );
      return;
    }
    setErrors({});
    setFailure(null);
    send.mutate(parsed.data, {
      onSuccess: (sent: SentNotice) => {
        toast.success(i18n._(t.sent(sent.recipients.length)));
        setTitle('');
        setMessage('');
        setTemplate('general');
      },
      onError: (error) => setFailure(error instanceof ApiError ? errorText(error) : i18n._(t.loadFailed)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id={`${id}-property`} label={i18n._(t.property)}>
        <select
          {...fieldAria(`${id}-property`)}
          className={selectClass}
          value={property.id}
          onChange={(event) => {
            setPropertyId(event.target.value);
            setChosen(null);
          }}
        >
          {properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{i18n._(t.audience)}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-audience`}
            checked={chosen === null}
            onChange={() => setChosen(null)}
          />
          {i18n._(t.allTenants)}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-audience`}
            checked={chosen !== null}
            onChange={() => setChosen([])}
          />
          {i18n._(t.chosenUnits)}
        </label>
        {chosen !== null ? (
          <div role="group" aria-label={i18n._(t.units)} className="grid grid-cols-2 gap-2 pl-6">
            {letUnits.map((unit) => (
              <div key={unit.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`${id}-unit-${unit.id}`}
                  checked={chosen.includes(unit.id)}
                  onCheckedChange={(checked) =>
                    setChosen(checked ? [...chosen, unit.id] : chosen.filter((u) => u !== unit.id))
                  }
                />
                <Label htmlFor={`${id}-unit-${unit.id}`}>{unit.label}</Label>
              </div>
            ))}
            {errors.unitIds ? (
              <p role="alert" className="col-span-2 text-sm text-destructive">
                {errors.unitIds}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>
      <FormField id={`${id}-template`} label={i18n._(t.template)}>
        <select
          {...fieldAria(`${id}-template`)}
          className={selectClass}
          value={template}
          onChange={(event) => chooseTemplate(event.target.value as NoticeTemplate)}
        >
          {noticeTemplates.map((name) => (
            <option key={name} value={name}>
              {i18n._(t.templates[name].label)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-title`} label={i18n._(t.title)} error={errors.title}>
        <Input
          {...fieldAria(`${id}-title`, errors.title)}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-message`} label={i18n._(t.message)} error={errors.message}>
        <Textarea
          {...fieldAria(`${id}-message`, errors.message)}
          rows={5}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? i18n._(t.sending) : i18n._(t.send)}
      </Button>
    </form>
  );
}

function SentNotices() {
  const { i18n } = useLingui();
  const notices = useQuery(sentNoticesQueryOptions()).data?.notices;
  if (notices === undefined) return null;
  return (
    <section aria-labelledby="sent-notices-heading" className="grid gap-2 border-t pt-4">
      <h3 id="sent-notices-heading" className="font-medium">
        {i18n._(t.sentNotices)}
      </h3>
      {notices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{i18n._(t.noSent)}</p>
      ) : (
        <ul className="grid gap-3">
          {notices.map((notice) => {
            const read = notice.recipients.filter((r) => r.readAt).length;
            return (
              <li
                key={notice.id}
                aria-label={notice.title}
                className="grid gap-1 rounded-md border p-3 text-sm"
              >
                <p className="font-medium break-words">{notice.title}</p>
                <p className="text-muted-foreground">
                  {t.from(notice.property.name, when(notice.createdAt))}
                </p>
                <p className="flex items-center gap-1.5">
                  <CheckCheckIcon className="size-4" aria-hidden="true" />
                  {i18n._(t.readCount(read, notice.recipients.length))}
                </p>
                <ul aria-label={i18n._(t.recipients)} className="grid gap-1">
                  {notice.recipients.map((recipient) => (
                    <li
                      key={`${recipient.unitLabel}-${recipient.tenantName}`}
                      className="flex flex-wrap items-center gap-2"
                    >
                      <span className="min-w-0 break-words">
                        {recipient.unitLabel} · {recipient.tenantName}
                      </span>
                      <Badge variant={recipient.readAt ? 'default' : 'secondary'}>
                        {recipient.readAt ? i18n._(t.read(when(recipient.readAt))) : i18n._(t.unread)}
                      </Badge>
                      <span className="text-xs text-muted-foreground">
                        {recipient.sms === 'sent'
                          ? i18n._(t.smsSent)
                          : recipient.sms === 'queued'
                            ? i18n._(t.smsWaiting)
                            : i18n._(t.smsNoPhone)}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
