import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { CheckIcon, EyeIcon, FileTextIcon, ShieldCheckIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { KycDocument, KycReviewSubmission } from '@common/kyc/kyc-documents';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { formatDateTime, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useMe } from '@web/lib/auth/use-me';
import { kycFileHref } from '../api/kyc-file-href';
import { kycReviewQueueQueryOptions } from '../api/kyc-queries';
import { useReviewKycDocument } from '../api/use-review-kyc-document';
import { kycTexts } from '../kyc-texts';
import { KycStatusBadge } from './kyc-status-badge';

const q = kycTexts.queue;

function DocumentRow({ document, owner }: { document: KycDocument; owner: string }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const label = i18n._(kycTexts.categories[document.category].label);
  const review = useReviewKycDocument();
  const [viewing, setViewing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  const onError = (error: unknown) =>
    toast.error(i18n._(q.failed), {
      description: error instanceof ApiError ? errorText(error) : i18n._(kycTexts.uploadFailedFallback),
    });

  const approve = () =>
    review.mutate(
      { id: document.id, decision: 'approve' },
      { onSuccess: () => toast.success(i18n._(q.approved)), onError },
    );
  const reject = () =>
    review.mutate(
      { id: document.id, decision: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(false);
          toast.success(i18n._(q.rejected));
        },
        onError,
      },
    );

  return (
    <li
      className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
      data-category={document.category}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{label}</span>
          <KycStatusBadge status={document.status} />
        </div>
        <span className="truncate text-xs text-muted-foreground">{document.fileLabel}</span>
        {document.status === 'rejected' && document.rejectionReason ? (
          <span className="text-xs text-destructive">
            {i18n._(kycTexts.rejectionReason(document.rejectionReason))}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setViewing(true)}
          aria-label={i18n._(q.view(label))}
          aria-haspopup="dialog"
        >
          <EyeIcon aria-hidden="true" />
          {i18n._(kycTexts.view)}
        </Button>
        {document.status === 'pending' ? (
          <>
            <Button
              size="sm"
              onClick={approve}
              disabled={review.isPending}
              aria-label={i18n._(q.approveOf(label))}
            >
              <CheckIcon aria-hidden="true" />
              {i18n._(review.isPending && review.variables?.decision === 'approve' ? q.approving : q.approve)}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => setRejecting(true)}
              disabled={review.isPending}
              aria-label={i18n._(q.rejectOf(label))}
              aria-haspopup="dialog"
            >
              <XIcon aria-hidden="true" />
              {i18n._(q.reject)}
            </Button>
          </>
        ) : null}
      </div>

      <Dialog open={viewing} onOpenChange={setViewing}>
        <DialogContent closeLabel={i18n._(q.close)} className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{`${label} · ${owner}`}</DialogTitle>
            <DialogDescription>{document.fileLabel}</DialogDescription>
          </DialogHeader>
          {document.contentType === 'application/pdf' ? (
            <a
              className="flex items-center gap-2 text-primary underline-offset-4 hover:underline"
              href={kycFileHref(document)}
              target="_blank"
              rel="noreferrer"
            >
              <FileTextIcon className="size-5" aria-hidden="true" />
              {i18n._(q.openPdf)}
            </a>
          ) : viewing ? (
            <img
              src={kycFileHref(document)}
              alt={`${label} · ${owner}`}
              className="max-h-[70dvh] w-full rounded-md object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={rejecting} onOpenChange={setRejecting}>
        <DialogContent closeLabel={i18n._(q.close)}>
          <DialogHeader>
            <DialogTitle>{i18n._(q.rejectTitle(label, owner))}</DialogTitle>
            <DialogDescription>{i18n._(q.rejectDescription)}</DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              reject();
            }}
          >
            <Label htmlFor={reasonId}>{i18n._(q.reasonLabel)}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={500}
              required
              placeholder={i18n._(q.reasonPlaceholder)}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button type="submit" variant="destructive" disabled={review.isPending || reason.trim() === ''}>
              {i18n._(review.isPending ? q.rejecting : q.confirmReject)}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </li>
  );
}

function Submission({ submission }: { submission: KycReviewSubmission }) {
  const { i18n } = useLingui();
  const owner = submission.user.name || submission.user.email;
  return (
    <li className="grid min-w-0 gap-3 rounded-xl border p-3 sm:p-4" aria-label={owner}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="grid min-w-0">
          <span className="font-semibold break-words">{owner}</span>
          <span className="text-xs break-all text-muted-foreground">
            {submission.user.email}
            {submission.user.accountType ? ` · ${i18n._(q.accountTypes[submission.user.accountType])}` : ''}
          </span>
        </div>
        <span className="text-xs text-muted-foreground">
          {i18n._(
            q.submitted(formatDateTime(submission.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })),
          )}
        </span>
      </div>
      <ul className="grid gap-2">
        {submission.documents.map((document) => (
          <DocumentRow key={document.id} document={document} owner={owner} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The superadmin's KYC review queue for the generic dashboard: submissions oldest first, each document viewable,
 * approved or rejected with a reason. Every view and decision is audited by the server. Renders nothing for
 * anyone without the review permission, so it may be composed on any dashboard.
 */
export function KycReviewQueue({ className }: { className?: string }) {
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('review:kyc-document:any'));
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const queue = useQuery({ ...kycReviewQueueQueryOptions(), enabled: allowed });
  const headingId = useId();
  if (!allowed) return null;
  return (
    <Card className={cn('min-w-0', className)} role="region" aria-labelledby={headingId}>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id={headingId} className="flex items-center gap-2 text-base">
          <ShieldCheckIcon className="size-4 text-primary" aria-hidden="true" />
          {i18n._(q.title)}
        </CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {queue.data ? (
          queue.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{i18n._(q.empty)}</p>
          ) : (
            <ol className="grid gap-3">
              {queue.data.map((submission) => (
                <Submission key={submission.submissionId} submission={submission} />
              ))}
            </ol>
          )
        ) : queue.isError ? (
          <div role="alert" className="grid justify-items-start gap-3 text-sm">
            <p>{queue.error instanceof ApiError ? errorText(queue.error) : i18n._(kycTexts.loadFailed)}</p>
            <Button variant="outline" size="sm" onClick={() => void queue.refetch()}>
              {i18n._(kycTexts.retry)}
            </Button>
          </div>
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
