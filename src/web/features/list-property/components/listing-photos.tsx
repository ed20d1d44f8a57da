import { useLingui } from '@lingui/react';
import { ArrowDownIcon, ArrowUpIcon, ImagePlusIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { maxListingPhotos, type MyListing } from '@common/listings/listing-pipeline-contracts';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useArrangePhotos, useStoreListing } from '../api/my-listings-queries';
import { uploadListingPhoto } from '../api/upload-listing-file';
import { listPropertyTexts } from '../list-property-texts';
import { resizeListingPhoto } from '../resize-listing-photo';
import { UploadBar } from './upload-bar';

const t = listPropertyTexts.photos;

interface PendingPhoto {
  key: string;
  name: string;
  /** null while the photo is being made smaller, then the upload's progress, 0 to 1. */
  progress: number | null;
}

/**
 * The listing's photos: added several at a time, each made smaller in the browser and uploaded one by one with
 * its own progress; reordered with Move up / Move down, the first being the cover; removed. Every change of
 * order is saved at once (PUT), the server's answer is the truth shown.
 */
export function ListingPhotos({ listing }: { listing: MyListing }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const inputId = useId();
  const store = useStoreListing();
  const arrange = useArrangePhotos();
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const photos = listing.photos;
  const room = maxListingPhotos - photos.length - pending.length;

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    const queued = files.map((file, index) => ({
      file,
      key: `${Date.now()}-${index}-${file.name}`,
    }));
    setPending((list) => [
      ...list,
      ...queued.map(({ key, file }) => ({ key, name: file.name, progress: null })),
    ]);
    const update = (key: string, progress: number | null) =>
      setPending((list) => list.map((photo) => (photo.key === key ? { ...photo, progress } : photo)));
    for (const { file, key } of queued) {
      try {
        let smaller: Blob;
        try {
          smaller = await resizeListingPhoto(file);
        } catch {
          throw new Error(i18n._(t.notImage));
        }
        update(key, 0);
        const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
        store(await uploadListingPhoto(listing.id, smaller, name, (fraction) => update(key, fraction)));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        toast.error(`${file.name}: ${error instanceof ApiError ? errorText(error) : reason}`);
      } finally {
        setPending((list) => list.filter((photo) => photo.key !== key));
      }
    }
  };

  const saveOrder = async (photoIds: string[]) => {
    try {
      await arrange.mutateAsync({ id: listing.id, photoIds });
      toast.success(i18n._(t.saved));
    } catch (error) {
      toast.error(
        error instanceof ApiError ? errorText(error) : i18n._(listPropertyTexts.workspace.failedAction),
      );
    }
  };
  const ids = photos.map((photo) => photo.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    void saveOrder(next);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={`${inputId}-heading`} className="text-lg font-semibold">
          {i18n._(t.heading)}
        </h3>
        <p className="text-sm text-muted-foreground">{i18n._(t.intro(maxListingPhotos))}</p>
      </div>
      {photos.length === 0 && pending.length === 0 ? (
        <p className="text-sm text-muted-foreground">{i18n._(t.empty)}</p>
      ) : null}
      <ol className="grid gap-3 sm:grid-cols-2">
        {photos.map((photo, index) => {
          const n = index + 1;
          return (
            <li key={photo.id} className="grid gap-2 rounded-lg border p-2">
              <div className="relative">
                <img
                  src={photo.url}
                  alt={i18n._(t.photoAlt(n))}
                  className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
                  loading="lazy"
                />
                {index === 0 ? <Badge className="absolute top-2 left-2">{i18n._(t.cover)}</Badge> : null}
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={i18n._(t.moveUp(n))}
                  disabled={index === 0 || arrange.isPending}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={i18n._(t.moveDown(n))}
                  disabled={index === photos.length - 1 || arrange.isPending}
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
                    disabled={arrange.isPending}
                    onClick={() => move(index, 0)}
                  >
                    <StarIcon aria-hidden="true" />
                    {i18n._(t.setCoverText)}
                  </Button>
                ) : null}
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={i18n._(t.remove(n))}
                  disabled={arrange.isPending}
                  onClick={() => void saveOrder(ids.filter((photoId) => photoId !== photo.id))}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
        {pending.map((photo) => (
          <li
            key={photo.key}
            className="grid content-center gap-2 rounded-lg border border-dashed p-3 text-sm"
          >
            {photo.progress === null ? (
              <p role="status">{i18n._(t.preparing(photo.name))}</p>
            ) : (
              <>
                <p className="truncate">{photo.name}</p>
                <UploadBar value={photo.progress} label={i18n._(t.uploading(photo.name))} />
              </>
            )}
          </li>
        ))}
      </ol>
      {room > 0 ? (
        <div className="flex">
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
            multiple
            className="peer sr-only"
            aria-label={i18n._(t.addLabel)}
            onChange={(event) => void addPhotos(event)}
          />
          <label
            htmlFor={inputId}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-4 text-sm font-medium shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-ring hover:bg-accent"
          >
            <ImagePlusIcon className="size-4" aria-hidden="true" />
            {i18n._(t.add)}
          </label>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{i18n._(t.full(maxListingPhotos))}</p>
      )}
    </section>
  );
}
