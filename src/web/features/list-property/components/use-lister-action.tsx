import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { MyListing } from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { paths } from '@web/config/paths';
import { translateText, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useMoveListing, type ListerAction } from '../api/my-listings-queries';
import { listPropertyTexts } from '../list-property-texts';

const t = listPropertyTexts.workspace;

/** A refused step, in the language shown; `kyc` when what is missing is an approved KYC. */
interface ListerActionError {
  text: string;
  kyc: boolean;
}

/**
 * One of the lister's steps on a listing, with the server's word either way: a toast when done, its 409
 * message kept to show beside the listing (with the KYC page's link when KYC is what is missing).
 */
export function useListerAction() {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const move = useMoveListing();
  const [error, setError] = useState<ListerActionError | null>(null);
  const run = async (listing: MyListing, action: ListerAction) => {
    setError(null);
    try {
      const moved = await move.mutateAsync({ id: listing.id, action });
      toast.success(`${moved.name}: ${translateText(i18n, listingPipelineTexts.actionDone[action])}`);
      return true;
    } catch (failure) {
      const text = failure instanceof ApiError ? errorText(failure) : i18n._(t.failedAction);
      const kyc =
        failure instanceof ApiError && failure.message === listingPipelineTexts.conflict.kycNotApproved;
      setError({ text, kyc });
      toast.error(text);
      return false;
    }
  };
  return { run, pending: move.isPending, error, clearError: () => setError(null) };
}

/** A refused step's message, as the server said it; KYC not approved links to the KYC page. */
export function ActionError({ error }: { error: ListerActionError | null }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <div role="alert" className="grid gap-1 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
      <p>{error.text}</p>
      {error.kyc ? (
        <Link to={paths.kycVerification} className="font-medium underline underline-offset-2">
          {i18n._(t.kycLink)}
        </Link>
      ) : null}
    </div>
  );
}
