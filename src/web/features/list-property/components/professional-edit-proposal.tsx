import { useQuery } from '@tanstack/react-query';
import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ListingPhoto } from '@common/listings/listing-contracts';
import type { MyListing } from '@common/listings/listing-pipeline-contracts';
import type { ListingEditProposal } from '@common/listings/professional-listing-contracts';
import { professionalListingTexts } from '@common/listings/professional-listing-texts';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { myProposalsQueryOptions, useAnswerProposal } from '../api/listing-proposals-queries';

const t = professionalListingTexts.lister;

function Photos({ photos, side }: { photos: readonly ListingPhoto[]; side: string }) {
  return (
    <ol className="flex gap-1 overflow-x-auto pb-1">
      {photos.map((photo, index) => (
        <li key={photo.id} className="shrink-0">
          <img
            src={photo.url}
            alt={t.photoAlt(side, index + 1)}
            className={
              index === 0
                ? 'h-16 w-20 rounded bg-muted object-cover ring-2 ring-primary'
                : 'h-12 w-16 rounded bg-muted object-cover'
            }
            loading="lazy"
          />
        </li>
      ))}
    </ol>
  );
}

/** One side of the comparison (the lister's words now, or the proposed ones), each part named. */
function Side({
  heading,
  side,
  proposal,
}: {
  heading: string;
  side: ListingEditProposal['before'];
  proposal: ListingEditProposal;
}) {
  return (
    <section aria-label={heading} className="grid min-w-0 content-start gap-2 rounded-md border bg-card p-2">
      <h4 className="font-medium">{heading}</h4>
      {proposal.changes.title ? (
        <div className="grid gap-0.5">
          <p className="text-xs text-muted-foreground">{t.title}</p>
          <p className="break-words">{side.title}</p>
        </div>
      ) : null}
      {proposal.changes.description ? (
        <div className="grid gap-0.5">
          <p className="text-xs text-muted-foreground">{t.description}</p>
          <p className="whitespace-pre-line break-words">{side.description}</p>
        </div>
      ) : null}
      {proposal.changes.photos ? (
        <div className="grid min-w-0 gap-0.5">
          <p className="text-xs text-muted-foreground">
            {t.cover} · {t.photoOrder}
          </p>
          <Photos photos={side.photos} side={heading} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * Professional Listing on the lister's listing: the reviewer's open proposal, the lister's words beside the
 * proposed ones, and Accept changes / Keep mine. Nothing shows when there is no open proposal.
 */
export function ProfessionalEditProposal({ listing }: { listing: MyListing }) {
  const query = useQuery(myProposalsQueryOptions());
  const answer = useAnswerProposal();
  const [error, setError] = useState<string | null>(null);
  const proposal = query.data?.find((open) => open.listingId === listing.id);
  if (!proposal) return null;

  const run = async (decision: 'accept' | 'decline') => {
    setError(null);
    try {
      const { listing: answered } = await answer.mutateAsync({ id: proposal.id, decision });
      toast.success(decision === 'accept' ? t.accepted(answered.name) : t.declined(answered.name));
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : t.failed;
      setError(message);
      toast.error(message);
    }
  };

  return (
    <section
      aria-label={t.regionLabel(listing.name)}
      className="grid gap-2 rounded-md border-l-4 border-primary bg-primary/5 p-3 text-sm"
    >
      <h4 className="flex items-center gap-2 font-medium">
        <SparklesIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {t.heading}
      </h4>
      <p className="text-muted-foreground">{t.intro}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Side heading={t.before} side={proposal.before} proposal={proposal} />
        <Side heading={t.after} side={proposal.after} proposal={proposal} />
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-label={t.acceptLabel(listing.name)}
          disabled={answer.isPending}
          onClick={() => void run('accept')}
        >
          {t.accept}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={t.declineLabel(listing.name)}
          disabled={answer.isPending}
          onClick={() => void run('decline')}
        >
          {t.decline}
        </Button>
      </div>
    </section>
  );
}
