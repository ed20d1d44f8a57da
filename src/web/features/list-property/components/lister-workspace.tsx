import { useLingui } from '@lingui/react';
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
import { formatKes as kes, translateText } from '@web/i18n';
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
  const { i18n } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={i18n._(t.confirm.close)}>
        <DialogHeader>
          <DialogTitle>{i18n._(words.title(listing.name))}</DialogTitle>
          <DialogDescription>{i18n._(words.body)}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {i18n._(t.confirm.cancel)}
          </Button>
          <Button type="button" disabled={pending} onClick={onConfirm}>
            {i18n._(pending ? t.confirm.submitting : t.actions[action])}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ListingActions({ listing, onEdit }: { listing: MyListing; onEdit?: () => void }) {
  const { i18n } = useLingui();
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
            aria-label={`${i18n._(t.actions.edit)}: ${listing.name}`}
            onClick={onEdit}
          >
            {i18n._(t.actions.edit)}
          </Button>
        ) : null}
        {listing.status === 'live' ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`${i18n._(t.actions.confirm_available)}: ${listing.name}`}
            disabled={action.pending}
            onClick={() => void action.run(listing, 'confirm_available')}
          >
            {i18n._(t.actions.confirm_available)}
          </Button>
        ) : null}
        {listerActions(listing).map((step) => (
          <Button
            key={step}
            size="sm"
            variant={step === 'submit' ? 'default' : 'outline'}
            aria-label={`${i18n._(t.actions[step])}: ${listing.name}`}
            disabled={action.pending || (step === 'submit' && !readyForReview(listing))}
            onClick={() =>
              step === 'mark_let' || step === 'mark_sold'
                ? setConfirming(step)
                : void action.run(listing, step)
            }
          >
            {i18n._(t.actions[step])}
          </Button>
        ))}
      </div>
      <ActionError error={action.error} />
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
  const { i18n } = useLingui();
  if (!listing.reviewNote || !['draft', 'removed'].includes(listing.status)) return null;
  return (
    <div className="rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
      <p className="font-medium">{i18n._(t.reviewerNote)}</p>
      <p className="break-words">{listing.reviewNote}</p>
    </div>
  );
}

function StatusBadge({ listing }: { listing: MyListing }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant={listing.status === 'live' ? 'default' : 'secondary'}>
        {translateText(i18n, statusLabels[listing.status])}
      </Badge>
      {listing.verified ? <Badge variant="outline">{i18n._(t.verified)}</Badge> : null}
    </div>
  );
}

function ListingRow({ listing, onEdit }: { listing: MyListing; onEdit: () => void }) {
  const { i18n } = useLingui();
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
          {listing.intent === 'rent' ? i18n._(t.perMonth(kes(listing.price))) : kes(listing.price)} ·{' '}
          {listing.location} · {i18n._(t.photosCount(listing.photos.length))}
        </p>
        {listing.status === 'live' || listing.status === 'paused' ? (
          <p className="text-muted-foreground">
            {i18n._(t.stats(listing.stats))}
            {listing.status === 'live' ? (
              <> · {i18n._(t.confirmedAgo(daysSince(listing.confirmedAt)))}</>
            ) : null}
          </p>
        ) : null}
        <ListingSteps current={stepOf(listing.status)} label={i18n._(t.progressLabel(listing.name))} />
        {listing.stale && listing.status === 'paused' ? (
          <p className="rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
            {i18n._(t.stale)}
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
  const { i18n } = useLingui();
  const f = listPropertyTexts.form;
  const r = listPropertyTexts.review;
  return (
    <div className="grid gap-6">
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        {i18n._(t.back)}
      </Button>
      <div className="grid gap-3">
        <h2 className="break-words text-2xl font-semibold">
          {i18n._(listing ? f.editHeading(listing.name) : f.newHeading)}
        </h2>
        <ListingSteps
          current={stepOf(listing?.status ?? null)}
          label={i18n._(t.progressLabel(listing?.name ?? i18n._(listPropertyTexts.form.newHeading)))}
        />
        {listing ? <StatusBadge listing={listing} /> : null}
        {listing ? <ReviewNote listing={listing} /> : null}
        {listing ? <ProfessionalEditProposal listing={listing} /> : null}
      </div>
      <SectionCard title={i18n._(f.detailsHeading)}>
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
            <SectionCard title={i18n._(r.heading)}>
              {listing.status === 'pending' ? (
                <p className="text-sm">{i18n._(r.waiting)}</p>
              ) : (
                <div className="grid gap-3">
                  {readyForReview(listing) ? <p className="text-sm">{i18n._(r.ready)}</p> : null}
                  <ListingActions listing={listing} />
                </div>
              )}
            </SectionCard>
          ) : (
            <ListingActions listing={listing} />
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{i18n._(r.needsSaving)}</p>
      )}
    </div>
  );
}

/** The signed-in lister's List Property: the four steps, their listings with the steps allowed, a new one. */
export function ListerWorkspace() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const query = useQuery(myListingsQueryOptions());
  const [params, setParams] = useSearchParams();
  const editing = params.get(listingParam);
  const open = (id: string | null) => setParams(id ? { [listingParam]: id } : {}, { replace: false });

  if (editing) {
    const listing = query.data?.find((mine) => mine.id === editing);
    if (editing !== 'new' && !listing) {
      return (
        <div className="mx-auto grid max-w-4xl gap-4 px-4 py-8">
          <QueryState
            query={query}
            texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
          >
            {() => (
              <EmptyState
                title={translateText(i18n, listingPipelineTexts.notFound.listing)}
                action={
                  <Button variant="outline" size="sm" onClick={() => open(null)}>
                    {i18n._(t.back)}
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
        <h1 className="text-3xl font-bold tracking-tight">{i18n._(t.heading)}</h1>
        <p className="text-muted-foreground">{i18n._(t.intro)}</p>
      </header>
      <ListingSteps label={i18n._(t.stepsLabel)} />
      <SectionCard
        title={i18n._(t.myListings)}
        icon={HomeIcon}
        count={query.data?.length}
        action={
          <Button size="sm" onClick={() => open('new')}>
            <PlusIcon aria-hidden="true" />
            {i18n._(t.newListing)}
          </Button>
        }
      >
        <QueryState
          query={query}
          texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
          skeleton={<Skeleton className="h-24 w-full" />}
        >
          {(listings) =>
            listings.length === 0 ? (
              <EmptyState icon={HomeIcon} title={i18n._(t.empty)} hint={i18n._(t.emptyBody)} />
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
