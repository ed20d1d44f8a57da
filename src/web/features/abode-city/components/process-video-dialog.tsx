import { useLingui } from '@lingui/react';
import { PlayCircleIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { abodeCityTexts as t } from '../abode-city-texts';
import { firm } from '../firm';

/**
 * 'Watch Our Process': the film plays in the provider's no-cookie player. The frame lives inside the dialog's
 * content, which Radix mounts only while open, so nothing loads (and nothing keeps playing) when it is closed.
 */
export function ProcessVideoDialog() {
  const { i18n } = useLingui();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="lg" variant="secondary">
          <PlayCircleIcon aria-hidden="true" />
          {i18n._(t.watchProcess)}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-3xl p-4 sm:p-6"
        closeLabel={i18n._(t.video.close)}
        // Radix focuses the first tabbable element on open, here the player's frame. Keys pressed in a frame go
        // to its own document, so Escape no longer closed the dialog. The dialog itself takes focus instead (its
        // title is read out); Tab still reaches the player.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.target instanceof HTMLElement) event.target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{i18n._(t.video.title)}</DialogTitle>
          <DialogDescription>{i18n._(t.video.description)}</DialogDescription>
        </DialogHeader>
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
          <iframe
            className="size-full"
            src={`https://www.youtube-nocookie.com/embed/${firm.processVideoId}?rel=0`}
            title={i18n._(t.video.frameTitle)}
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
