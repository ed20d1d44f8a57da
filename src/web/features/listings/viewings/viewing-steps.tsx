import { useLingui } from '@lingui/react';
import type { ViewingRequest } from '@common/listings/listing-contracts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useMoveViewing, type ViewingMove } from '../api/viewing-queries';
import { listingsTexts } from '../listings-texts';
import { formatViewingTime } from './viewing-format';

const t = listingsTexts.viewingSteps;

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, as a datetime-local input holds it. */
function localInputValue(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function useStep() {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const move = useMoveViewing({
    onDone: (step) => toast.success(i18n._(t.done[step.action])),
    onFailed: (error) => toast.error(error instanceof ApiError ? errorText(error) : i18n._(t.failed)),
  });
  return { run: (step: ViewingMove) => move.mutate(step), pending: move.isPending };
}

/** Where a viewing request stands, and the host's proposal or reason when there is one. */
export function ViewingStatus({ viewing }: { viewing: ViewingRequest }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={viewing.status === 'confirmed' ? 'default' : 'secondary'}>
        {i18n._(listingsTexts.viewingStatus[viewing.status])}
      </Badge>
      {viewing.status === 'proposed' && viewing.proposedAt ? (
        <span>{i18n._(t.proposed(formatViewingTime(viewing.proposedAt)))}</span>
      ) : null}
      {viewing.status === 'declined' && viewing.hostNote ? (
        <span className="break-words">{i18n._(t.declined(viewing.hostNote))}</span>
      ) : null}
    </div>
  );
}

/** The host's steps: confirm at a time (the asked one by default), propose another, or decline. */
export function HostViewingSteps({ viewing }: { viewing: ViewingRequest }) {
  const { i18n } = useLingui();
  const id = useId();
  const { run, pending } = useStep();
  const [time, setTime] = useState(() => localInputValue(viewing.proposedAt ?? viewing.scheduledAt));
  if (viewing.status !== 'requested' && viewing.status !== 'proposed' && viewing.status !== 'confirmed')
    return null;
  const scheduledAt = () => new Date(time).toISOString();
  return (
    <div className="grid gap-2">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-time`}>{i18n._(t.time)}</Label>
        <Input
          id={`${id}-time`}
          type="datetime-local"
          value={time}
          onChange={(e) => setTime(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {viewing.status !== 'confirmed' ? (
          <Button
            size="sm"
            disabled={pending}
            onClick={() => run({ id: viewing.id, action: 'confirm', scheduledAt: scheduledAt() })}
          >
            {i18n._(t.confirm)}
          </Button>
        ) : null}
        {viewing.status !== 'proposed' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() => run({ id: viewing.id, action: 'propose', scheduledAt: scheduledAt() })}
          >
            {i18n._(t.propose)}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={() => run({ id: viewing.id, action: 'decline' })}
        >
          {i18n._(t.decline)}
        </Button>
      </div>
    </div>
  );
}

/** The requester's steps: accept the host's proposed time, or cancel while the viewing is still to come. */
export function RequesterViewingSteps({ viewing }: { viewing: ViewingRequest }) {
  const { i18n } = useLingui();
  const { run, pending } = useStep();
  if (viewing.status !== 'requested' && viewing.status !== 'proposed' && viewing.status !== 'confirmed')
    return null;
  return (
    <div className="flex flex-wrap gap-2">
      {viewing.status === 'proposed' && viewing.proposedAt ? (
        <Button size="sm" disabled={pending} onClick={() => run({ id: viewing.id, action: 'accept' })}>
          {i18n._(t.accept(formatViewingTime(viewing.proposedAt)))}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={() => run({ id: viewing.id, action: 'cancel' })}
      >
        {i18n._(t.cancel)}
      </Button>
    </div>
  );
}
