import { useLingui } from '@lingui/react';
import { CheckCircle2Icon, CircleDashedIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import {
  listingDocumentCategories,
  type ListingDocumentCategory,
  type MyListing,
} from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { translateText, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useStoreListing } from '../api/my-listings-queries';
import { listingDocumentHref, uploadListingDocument } from '../api/upload-listing-file';
import { listPropertyTexts } from '../list-property-texts';
import { missingDocuments } from '../missing-documents';
import { UploadBar } from './upload-bar';

const t = listPropertyTexts.documentUploads;
const labels = listingPipelineTexts.documentLabels;

function DocumentRow({ listing, category }: { listing: MyListing; category: ListingDocumentCategory }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const store = useStoreListing();
  const [progress, setProgress] = useState<number | null>(null);
  const document = listing.documents.find((candidate) => candidate.category === category);
  const label = translateText(i18n, labels[category]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      store(await uploadListingDocument(listing.id, category, file, setProgress));
      toast.success(i18n._(t.done(label)));
    } catch (error) {
      toast.error(
        error instanceof ApiError ? errorText(error) : i18n._(listPropertyTexts.workspace.failedAction),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex items-start gap-2">
        {document ? (
          <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        ) : (
          <CircleDashedIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <div className="grid min-w-0 gap-0.5">
          <p id={`${id}-label`} className="font-medium">
            {label}
          </p>
          {document ? (
            <a
              href={listingDocumentHref(document.id)}
              className="break-all text-primary underline underline-offset-2"
              target="_blank"
              rel="noreferrer"
            >
              {i18n._(t.uploaded(document.fileLabel))}
            </a>
          ) : (
            <p className="text-muted-foreground">{i18n._(t.missing)}</p>
          )}
        </div>
      </div>
      {progress !== null ? (
        <UploadBar value={progress} label={i18n._(t.uploadingLabel(label))} />
      ) : (
        <div className="flex">
          <input
            id={id}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className="peer sr-only"
            aria-label={i18n._(document ? t.replaceLabel(label) : t.uploadLabel(label))}
            onChange={(event) => void upload(event)}
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-9 cursor-pointer items-center rounded-md border px-3 text-sm font-medium shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-ring hover:bg-accent"
          >
            {i18n._(document ? t.replace : t.upload)}
          </label>
        </div>
      )}
    </li>
  );
}

/** The spec's four required documents, each uploaded privately, like KYC; the missing ones named. */
export function ListingDocuments({ listing }: { listing: MyListing }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const missing = missingDocuments(listing);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {i18n._(t.heading)}
        </h3>
        <p className="text-sm text-muted-foreground">{i18n._(t.intro)}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {listingDocumentCategories.map((category) => (
          <DocumentRow key={category} listing={listing} category={category} />
        ))}
      </ul>
      <p className="text-sm" role="status">
        {missing.length === 0
          ? i18n._(t.allUploaded)
          : i18n._(t.missingAll(missing.map((category) => translateText(i18n, labels[category])).join(', ')))}
      </p>
    </section>
  );
}
