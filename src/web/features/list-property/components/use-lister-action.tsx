import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { MyListing } from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { useMoveListing, type ListerAction } from '../api/my-listings-queries';
import { listPropertyTexts } from '../list-property-texts';

const t = listPropertyTexts.workspace;

/**
 * One of the lister's steps on a listing, with the server's word either way: a toast when done, its 409
 * message kept to show beside the listing (with the KYC page's link when KYC is what is missing).
 */
export function useListerAction() {
  const move = useMoveListing();
  const [error, setError] = useState<string | null>(null);
  const run = async (listing: MyListing, action: ListerAction) => {
    setError(null);
    try {
      const moved = await move.mutateAsync({ id: listing.id, action });
      toast.success(t.done(moved.name, listingPipelineTexts.actionDone[action]));
      return true;
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : t.failedAction;
      setError(message);
      toast.error(message);
      return false;
    }
  };
  return { run, pending: move.isPending, error, clearError: () => setError(null) };
}

/** A refused step's message, as the server said it; KYC not approved links to the KYC page. */
export function ActionError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="grid gap-1 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
      <p>{message}</p>
      {message === listingPipelineTexts.conflict.kycNotApproved ? (
        <Link to={paths.kycVerification} className="font-medium underline underline-offset-2">
          {t.kycLink}
        </Link>
      ) : null}
    </div>
  );
}
