import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheckIcon, FileTextIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { listingDocumentCategories, type MyListing } from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { amenityLabels, propertyTypeLabels } from '@common/search/criteria-labels';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/lib/auth/use-me';
import {
  reviewDocumentHref,
  reviewQueueQueryOptions,
  type ReviewAction,
} from '../api/listing-review-queries';
import { openProposalsQueryOptions } from '../api/professional-edit-queries';
import { listingReviewTexts as t } from '../listing-review-texts';
import { ProfessionalEditDialog } from './professional-edit-dialog';
import { ReviewDialog } from './review-dialog';
import { translateText } from '@web/i18n';

const p = listingPipelineTexts;
const actions: ReviewAction[] = ['approve', 'request_changes', 'reject'];

function ReviewRow({ listing, proposed }: { listing: MyListing; proposed: boolean }) {
  const { i18n } = useLingui();
  const id = useId();
  const [deciding, setDeciding] = useState<ReviewAction | null>(null);
  const [editing, setEditing] = useState(false);
  const [checked, setChecked] = useState<boolean[]>(() => p.standards.map(() => false));
  const allChecked = checked.every(Boolean);
  return (
    <li className="grid gap-3 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="break-words font-medium">{listing.name}</h3>
          <p className="text-muted-foreground">{i18n._(t.listedBy(listing.hostName))}</p>
        </div>
        <Badge variant="warning">{translateText(i18n, p.statusLabels[listing.status])}</Badge>
      </div>
      {listing.photos.length > 0 ? (
        <ul aria-label={i18n._(t.photosLabel(listing.name))} className="flex gap-2 overflow-x-auto pb-1">
          {listing.photos.map((photo, index) => (
            <li key={photo.id} className="shrink-0">
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  alt={i18n._(t.photoAlt(index + 1, listing.name))}
                  className="h-20 w-28 rounded-md bg-muted object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-1">
        <p>
          {translateText(i18n, propertyTypeLabels[listing.propertyType])} · {listing.location} ·{' '}
          {listing.intent === 'rent' ? i18n._(t.perMonth(t.kes(listing.price))) : t.kes(listing.price)}
        </p>
        <p className="text-muted-foreground">
          {i18n._(t.facts(listing.bedrooms, listing.bathrooms, listing.sqft))}
        </p>
        {listing.landmark ? (
          <p className="text-muted-foreground">{i18n._(t.landmark(listing.landmark))}</p>
        ) : null}
        {listing.amenities.length > 0 ? (
          <p className="text-muted-foreground">
            <span className="sr-only">{i18n._(t.amenitiesLabel)}: </span>
            {listing.amenities.map((amenity) => translateText(i18n, amenityLabels[amenity])).join(', ')}
          </p>
        ) : null}
        <p className="whitespace-pre-line break-words">{listing.description}</p>
        {listing.videoUrl ? (
          <a href={listing.videoUrl} target="_blank" rel="noreferrer" className="text-primary underline">
            {i18n._(t.videoTour)}
          </a>
        ) : null}
        {listing.submittedAt ? (
          <p className="text-xs text-muted-foreground">
            <time dateTime={listing.submittedAt}>{i18n._(t.submitted(listing.submittedAt))}</time>
          </p>
        ) : null}
      </div>
      <div className="grid gap-1">
        <h4 className="font-medium">{i18n._(t.documentsHeading)}</h4>
        <ul className="grid gap-1">
          {listingDocumentCategories.map((category) => {
            const document = listing.documents.find((candidate) => candidate.category === category);
            const label = translateText(i18n, p.documentLabels[category]);
            return (
              <li key={category} className="flex items-start gap-2">
                <FileTextIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {document ? (
                  <a
                    href={reviewDocumentHref(document.id)}
                    target="_blank"
                    rel="noreferrer"
                    className="break-all text-primary underline underline-offset-2"
                  >
                    {`${label}: ${document.fileLabel}`}
                  </a>
                ) : (
                  <span>
                    {label}: {i18n._(t.documentMissing)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-medium">{i18n._(t.standardsHeading)}</legend>
        {p.standards.map((standard, index) => (
          <label key={standard} htmlFor={`${id}-${index}`} className="flex min-h-6 items-center gap-2">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              className="size-4 accent-primary"
              checked={checked[index]}
              onChange={(event) =>
                setChecked((list) => list.map((value, at) => (at === index ? event.target.checked : value)))
              }
            />
            <span className="first-letter:uppercase">{translateText(i18n, standard)}</span>
          </label>
        ))}
      </fieldset>
      {proposed ? (
        <p className="text-xs text-muted-foreground">{i18n._(t.professional.pendingNote)}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-label={i18n._(t.professional.openLabel(listing.name))}
          aria-haspopup="dialog"
          onClick={() => setEditing(true)}
        >
          {i18n._(t.professional.open)}
        </Button>
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'approve' ? 'default' : action === 'reject' ? 'destructive' : 'outline'}
            aria-label={`${i18n._(t.actions[action])}: ${listing.name}`}
            disabled={action === 'approve' && !allChecked}
            aria-haspopup="dialog"
            onClick={() => setDeciding(action)}
          >
            {i18n._(t.actions[action])}
          </Button>
        ))}
      </div>
      {editing ? (
        <ProfessionalEditDialog
          listing={listing}
          onOpenChange={(open) => {
            if (!open) setEditing(false);
          }}
        />
      ) : null}
      {deciding ? (
        <ReviewDialog
          listing={listing}
          action={deciding}
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
        />
      ) : null}
    </li>
  );
}

/**
 * The superadmin's queue of listings sent for verification, oldest first: photos, details, the private
 * documents, the spec's standards to tick, and the three verdicts. Renders nothing for anyone who may not
 * verify listings (the API checks the same permission), so it may be composed on any dashboard.
 */
export function ListingReviewCard() {
  const { i18n } = useLingui();
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('verify:listing:any'));
  const query = useQuery({ ...reviewQueueQueryOptions(), enabled: allowed });
  const proposals = useQuery({ ...openProposalsQueryOptions(), enabled: allowed });
  const proposedIds = new Set(proposals.data?.map((proposal) => proposal.listingId));
  if (!allowed) return null;
  return (
    <SectionCard title={i18n._(t.heading)} icon={ClipboardCheckIcon} count={query.data?.length}>
      <p className="mb-3 text-sm text-muted-foreground">{i18n._(t.description)}</p>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-24 w-full" />}
      >
        {(listings) =>
          listings.length === 0 ? (
            <EmptyState icon={ClipboardCheckIcon} title={i18n._(t.empty)} />
          ) : (
            <ul className="grid gap-3">
              {listings.map((listing) => (
                <ReviewRow key={listing.id} listing={listing} proposed={proposedIds.has(listing.id)} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
