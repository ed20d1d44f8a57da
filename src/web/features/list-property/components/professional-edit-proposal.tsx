import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ListingPhoto } from '@common/listings/listing-contracts';
import type { MyListing } from '@common/listings/listing-pipeline-contracts';
import type { ListingEditProposal } from '@common/listings/professional-listing-contracts';
import { Button } from '@web/components/ui/button';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { myProposalsQueryOptions, useAnswerProposal } from '../api/listing-proposals-queries';
import { listPropertyTexts } from '../list-property-texts';

const t = listPropertyTexts.proposal;

function Photos({ photos, side }: { photos: readonly ListingPhoto[]; side: string }) {
  const { i18n } = useLingui();
  return (
    <ol className="flex gap-1 overflow-x-auto pb-1">
      {photos.map((photo, index) => (
        <li key={photo.id} className="shrink-0">
          <img
            src={photo.url}
            alt={i18n._(t.photoAlt(side, index + 1))}
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
  const { i18n } = useLingui();
  return (
    <section aria-label={heading} className="grid min-w-0 content-start gap-2 rounded-md border bg-card p-2">
      <h4 className="font-medium">{heading}</h4>
      {proposal.changes.title ? (
        <div className="grid gap-0.5">
          <p className="text-xs text-muted-foreground">{i18n._(t.title)}</p>
          <p className="break-words">{side.title}</p>
        </div>
      ) : null}
      {proposal.changes.description ? (
        <div className="grid gap-0.5">
          <p className="text-xs text-muted-foreground">{i18n._(t.description)}</p>
          <p className="whitespace-pre-line break-words">{side.description}</p>
        </div>
      ) : null}
      {proposal.changes.photos ? (
        <div className="grid min-w-0 gap-0.5">
          <p className="text-xs text-muted-foreground">
            {i18n._(t.cover)} · {i18n._(t.photoOrder)}
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
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const query = useQuery(myProposalsQueryOptions());
  const answer = useAnswerProposal();
  const [error, setError] = useState<string | null>(null);
  const proposal = query.data?.find((open) => open.listingId === listing.id);
  if (!proposal) return null;

  const run = async (decision: 'accept' | 'decline') => {
    setError(null);
    try {
      const { listing: answered } = await answer.mutateAsync({ id: proposal.id, decision });
      toast.success(i18n._(decision === 'accept' ? t.accepted(answered.name) : t.declined(answered.name)));
    } catch (failure) {
      const message = failure instanceof ApiError ? errorText(failure) : i18n._(t.failed);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <section
      aria-label={i18n._(t.regionLabel(listing.name))}
      className="grid gap-2 rounded-md border-l-4 border-primary bg-primary/5 p-3 text-sm"
    >
      <h4 className="flex items-center gap-2 font-medium">
        <SparklesIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {i18n._(t.heading)}
      </h4>
      <p className="text-muted-foreground">{i18n._(t.intro)}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Side heading={i18n._(t.before)} side={proposal.before} proposal={proposal} />
        <Side heading={i18n._(t.after)} side={proposal.after} proposal={proposal} />
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-label={i18n._(t.acceptLabel(listing.name))}
          disabled={answer.isPending}
          onClick={() => void run('accept')}
        >
          {i18n._(t.accept)}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={i18n._(t.declineLabel(listing.name))}
          disabled={answer.isPending}
          onClick={() => void run('decline')}
        >
          {i18n._(t.decline)}
        </Button>
      </div>
    </section>
  );
}
