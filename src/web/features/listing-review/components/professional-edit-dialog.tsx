import { useLingui } from '@lingui/react';
import { ArrowDownIcon, ArrowUpIcon, StarIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { MyListing } from '@common/listings/listing-pipeline-contracts';
import {
  listingEditProposalInput,
  type ListingEditProposalInput,
} from '@common/listings/professional-listing-contracts';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useProposeListingEdit } from '../api/professional-edit-queries';
import { professionalListingTexts } from '@common/listings/professional-listing-texts';
import { useErrorText } from '@web/i18n';
import { listingReviewTexts } from '../listing-review-texts';

const t = listingReviewTexts.professional;

/**
 * Professional Listing: the reviewer edits the title and description for clarity, reorders the photos and
 * sets the cover (the first photo). Only what differs from the listing is sent; the lister accepts or declines.
 */
export function ProfessionalEditDialog({
  listing,
  onOpenChange,
}: {
  listing: MyListing;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const propose = useProposeListingEdit();
  const [title, setTitle] = useState(listing.name);
  const [description, setDescription] = useState(listing.description);
  const [photos, setPhotos] = useState(listing.photos);
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const move = (from: number, to: number) =>
    setPhotos((list) => {
      const next = [...list];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input: ListingEditProposalInput = {
      ...(title.trim() !== listing.name ? { title } : {}),
      ...(description.trim() !== listing.description ? { description } : {}),
      ...(photos.some((photo, index) => photo.id !== listing.photos[index]?.id)
        ? { photoIds: photos.map((photo) => photo.id) }
        : {}),
    };
    if (Object.keys(input).length === 0) {
      setFormError(errorText.text(professionalListingTexts.validation.nothingChanged));
      return;
    }
    const checked = listingEditProposalInput.safeParse(input);
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'title' || field === 'description') found[field] ??= errorText.text(issue.message);
        else setFormError(errorText.text(issue.message));
      }
      setErrors(found);
      return;
    }
    try {
      await propose.mutateAsync({ id: listing.id, input: checked.data });
      toast.success(i18n._(t.sent(listing.name)));
      onOpenChange(false);
    } catch (error) {
      const message = error instanceof ApiError ? errorText(error) : i18n._(t.failed);
      setFormError(message);
      toast.error(message);
    }
  };

  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={i18n._(t.close)} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="break-words">{i18n._(t.dialogTitle(listing.name))}</DialogTitle>
          <DialogDescription>{i18n._(t.dialogDescription)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-4">
          <FormField id={titleId} label={i18n._(t.title)} error={errors.title}>
            <Input
              value={title}
              maxLength={140}
              onChange={(event) => {
                setTitle(event.target.value);
                setErrors((found) => ({ ...found, title: undefined }));
              }}
              {...fieldAria(titleId, errors.title)}
            />
          </FormField>
          <FormField id={descriptionId} label={i18n._(t.description)} error={errors.description}>
            <Textarea
              rows={6}
              maxLength={4000}
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
                setErrors((found) => ({ ...found, description: undefined }));
              }}
              {...fieldAria(descriptionId, errors.description)}
            />
          </FormField>
          {photos.length > 0 ? (
            <fieldset className="grid min-w-0 gap-2">
              <legend className="text-sm font-medium">{i18n._(t.photos)}</legend>
              <p className="text-xs text-muted-foreground">{i18n._(t.photosHint)}</p>
              <ol className="grid grid-cols-2 gap-2">
                {photos.map((photo, index) => {
                  const n = index + 1;
                  return (
                    <li key={photo.id} className="grid gap-1 rounded-md border p-1">
                      <div className="relative">
                        <img
                          src={photo.url}
                          alt={i18n._(t.photoAlt(n))}
                          className="aspect-[4/3] w-full rounded bg-muted object-cover"
                          loading="lazy"
                        />
                        {index === 0 ? (
                          <Badge className="absolute top-1 left-1">{i18n._(t.cover)}</Badge>
                        ) : null}
                      </div>
                      <div className="flex flex-wrap gap-1">
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          aria-label={i18n._(t.moveUp(n))}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        >
                          <ArrowUpIcon aria-hidden="true" />
                        </Button>
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          aria-label={i18n._(t.moveDown(n))}
                          disabled={index === photos.length - 1}
                          onClick={() => move(index, index + 1)}
                        >
                          <ArrowDownIcon aria-hidden="true" />
                        </Button>
                        {index > 0 ? (
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            aria-label={i18n._(t.setCover(n))}
                            onClick={() => move(index, 0)}
                          >
                            <StarIcon aria-hidden="true" />
                          </Button>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ol>
            </fieldset>
          ) : null}
          <DialogFormFooter
            error={formError}
            pending={propose.isPending}
            texts={{ cancel: i18n._(t.cancel), submit: i18n._(t.submit), submitting: i18n._(t.submitting) }}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
