import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, HomeIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { editableListingStatuses, type MyListing } from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { daysSince } from '@web/lib/days-since';
import { usePageTitle } from '@web/lib/use-page-title';
import { myListingsQueryOptions } from '../api/my-listings-queries';
import { listPropertyTexts } from '../list-property-texts';
import { listerActions, readyForReview } from '../lister-actions';
import { ListingDocuments } from './listing-documents';
import { ListingForm } from './listing-form';
import { ListingPhotos } from './listing-photos';
import { ProfessionalEditProposal } from './professional-edit-proposal';
import { ListingSteps, stepOf } from './listing-steps';
import { ActionError, useListerAction } from './use-lister-action';

const t = listPropertyTexts.workspace;
const statusLabels = listingPipelineTexts.statusLabels;
/** The search parameter naming the listing being edited ('new' for a new one). */
const listingParam = 'listing';

function ConfirmDialog({
  listing,
  action,
  pending,
  onConfirm,
  onClose,
}: {
  listing: MyListing;
  action: 'mark_let' | 'mark_sold';
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const words = t.confirm[action];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t.confirm.close}>
        <DialogHeader>
          <DialogTitle>{words.title(listing.name)}</DialogTitle>
          <DialogDescription>{words.body}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t.confirm.cancel}
          </Button>
          <Button type="button" disabled={pending} onClick={onConfirm}>
            {pending ? t.confirm.submitting : t.actions[action]}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ListingActions({ listing, onEdit }: { listing: MyListing; onEdit?: () => void }) {
  const action = useListerAction();
  const [confirming, setConfirming] = useState<'mark_let' | 'mark_sold' | null>(null);
  const editable = (editableListingStatuses as readonly string[]).includes(listing.status);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {onEdit && editable ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t.actionLabel(t.actions.edit, listing.name)}
            onClick={onEdit}
          >
            {t.actions.edit}
          </Button>
        ) : null}
        {listing.status === 'live' ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t.actionLabel(t.actions.confirm_available, listing.name)}
            disabled={action.pending}
            onClick={() => void action.run(listing, 'confirm_available')}
          >
            {t.actions.confirm_available}
          </Button>
        ) : null}
        {listerActions(listing).map((step) => (
          <Button
            key={step}
            size="sm"
            variant={step === 'submit' ? 'default' : 'outline'}
            aria-label={t.actionLabel(t.actions[step], listing.name)}
            disabled={action.pending || (step === 'submit' && !readyForReview(listing))}
            onClick={() =>
              step === 'mark_let' || step === 'mark_sold'
                ? setConfirming(step)
                : void action.run(listing, step)
            }
          >
            {t.actions[step]}
          </Button>
        ))}
      </div>
      <ActionError message={action.error} />
      {confirming ? (
        <ConfirmDialog
          listing={listing}
          action={confirming}
          pending={action.pending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            void action.run(listing, confirming).then((done) => {
              if (done) setConfirming(null);
            })
          }
        />
      ) : null}
    </div>
  );
}

function ReviewNote({ listing }: { listing: MyListing }) {
  if (!listing.reviewNote || !['draft', 'removed'].includes(listing.status)) return null;
  return (
    <div className="rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
      <p className="font-medium">{t.reviewerNote}</p>
      <p className="break-words">{listing.reviewNote}</p>
    </div>
  );
}

function StatusBadge({ listing }: { listing: MyListing }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant={listing.status === 'live' ? 'default' : 'secondary'}>
        {statusLabels[listing.status]}
      </Badge>
      {listing.verified ? <Badge variant="outline">{t.verified}</Badge> : null}
    </div>
  );
}

function ListingRow({ listing, onEdit }: { listing: MyListing; onEdit: () => void }) {
  const cover = listing.photos[0];
  return (
    <li className="grid gap-3 rounded-lg border p-3 text-sm sm:grid-cols-[8rem_1fr]">
      {cover ? (
        <img
          src={cover.url}
          alt=""
          className="aspect-[4/3] w-full rounded-md object-cover sm:w-32"
          loading="lazy"
        />
      ) : (
        <div
          className="hidden aspect-[4/3] w-32 items-center justify-center rounded-md bg-muted sm:flex"
          aria-hidden="true"
        >
          <HomeIcon className="size-6 text-muted-foreground" />
        </div>
      )}
      <div className="grid min-w-0 content-start gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-medium">{listing.name}</h3>
          <StatusBadge listing={listing} />
        </div>
        <p className="text-muted-foreground">
          {t.price(listing.price, listing.intent)} · {listing.location} ·{' '}
          {t.photosCount(listing.photos.length)}
        </p>
        {listing.status === 'live' || listing.status === 'paused' ? (
          <p className="text-muted-foreground">
            {t.stats(listing.stats)}
            {listing.status === 'live' ? <> · {t.confirmedAgo(daysSince(listing.confirmedAt))}</> : null}
          </p>
        ) : null}
        <ListingSteps current={stepOf(listing.status)} label={t.progressLabel(listing.name)} />
        {listing.stale && listing.status === 'paused' ? (
          <p className="rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
            {t.stale}
          </p>
        ) : null}
        <ReviewNote listing={listing} />
        <ProfessionalEditProposal listing={listing} />
        <ListingActions listing={listing} onEdit={onEdit} />
      </div>
    </li>
  );
}

function ListingEditor({
  listing,
  onBack,
  onCreated,
}: {
  listing: MyListing | undefined;
  onBack: () => void;
  onCreated: (listing: MyListing) => void;
}) {
  const f = listPropertyTexts.form;
  const r = listPropertyTexts.review;
  return (
    <div className="grid gap-6">
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        {t.back}
      </Button>
      <div className="grid gap-3">
        <h2 className="break-words text-2xl font-semibold">
          {listing ? f.editHeading(listing.name) : f.newHeading}
        </h2>
        <ListingSteps
          current={stepOf(listing?.status ?? null)}
          label={t.progressLabel(listing?.name ?? listPropertyTexts.form.newHeading)}
        />
        {listing ? <StatusBadge listing={listing} /> : null}
        {listing ? <ReviewNote listing={listing} /> : null}
        {listing ? <ProfessionalEditProposal listing={listing} /> : null}
      </div>
      <SectionCard title={f.detailsHeading}>
        <ListingForm
          key={listing?.id ?? 'new'}
          listing={listing}
          onSaved={(saved) => {
            if (!listing) onCreated(saved);
          }}
        />
      </SectionCard>
      {listing ? (
        <>
          <div className="rounded-xl border bg-card p-4 shadow-sm">
            <ListingPhotos listing={listing} />
          </div>
          <div className="rounded-xl border bg-card p-4 shadow-sm">
            <ListingDocuments listing={listing} />
          </div>
          {listing.status === 'draft' || listing.status === 'pending' ? (
            <SectionCard title={r.heading}>
              {listing.status === 'pending' ? (
                <p className="text-sm">{r.waiting}</p>
              ) : (
                <div className="grid gap-3">
                  {readyForReview(listing) ? <p className="text-sm">{r.ready}</p> : null}
                  <ListingActions listing={listing} />
                </div>
              )}
            </SectionCard>
          ) : (
            <ListingActions listing={listing} />
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{r.needsSaving}</p>
      )}
    </div>
  );
}

/** The signed-in lister's List Property: the four steps, their listings with the steps allowed, a new one. */
export function ListerWorkspace() {
  usePageTitle(t.title);
  const query = useQuery(myListingsQueryOptions());
  const [params, setParams] = useSearchParams();
  const editing = params.get(listingParam);
  const open = (id: string | null) => setParams(id ? { [listingParam]: id } : {}, { replace: false });

  if (editing) {
    const listing = query.data?.find((mine) => mine.id === editing);
    if (editing !== 'new' && !listing) {
      return (
        <div className="mx-auto grid max-w-4xl gap-4 px-4 py-8">
          <QueryState query={query} texts={{ loading: t.loading, failed: t.failed, retry: t.retry }}>
            {() => (
              <EmptyState
                title={listingPipelineTexts.notFound.listing}
                action={
                  <Button variant="outline" size="sm" onClick={() => open(null)}>
                    {t.back}
                  </Button>
                }
              />
            )}
          </QueryState>
        </div>
      );
    }
    return (
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
        <ListingEditor listing={listing} onBack={() => open(null)} onCreated={(saved) => open(saved.id)} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
        <p className="text-muted-foreground">{t.intro}</p>
      </header>
      <ListingSteps label={t.stepsLabel} />
      <SectionCard
        title={t.myListings}
        icon={HomeIcon}
        count={query.data?.length}
        action={
          <Button size="sm" onClick={() => open('new')}>
            <PlusIcon aria-hidden="true" />
            {t.newListing}
          </Button>
        }
      >
        <QueryState
          query={query}
          texts={{ loading: t.loading, failed: t.failed, retry: t.retry }}
          skeleton={<Skeleton className="h-24 w-full" />}
        >
          {(listings) =>
            listings.length === 0 ? (
              <EmptyState icon={HomeIcon} title={t.empty} hint={t.emptyBody} />
            ) : (
              <ul className="grid gap-3">
                {listings.map((listing) => (
                  <ListingRow key={listing.id} listing={listing} onEdit={() => open(listing.id)} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </SectionCard>
    </div>
  );
}
