import { useLingui } from '@lingui/react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { listingsTexts } from '../listings-texts';

const t = listingsTexts.tour;

/** The listing's video tour in a dialog (only listings with a tour link offer it). */
export default function VirtualTourDialog({
  listing,
  open,
  onOpenChange,
  returnFocus,
}: {
  listing: { name: string; videoUrl: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog has no Radix trigger (it loads lazily), so the opener takes focus back itself. */
  returnFocus: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={i18n._(t.close)}
        className="max-w-3xl"
        // Focus the dialog itself, not the video: focus inside the frame would swallow Escape.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{i18n._(t.title(listing.name))}</DialogTitle>
          <DialogDescription>{i18n._(t.description)}</DialogDescription>
        </DialogHeader>
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
          <iframe
            src={listing.videoUrl}
            title={i18n._(t.iframeTitle(listing.name))}
            className="size-full"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
