import { useLingui } from '@lingui/react';
import { PlayCircleIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { listingsTexts } from '../listings-texts';

const loadDialog = () => import('./virtual-tour-dialog');
const VirtualTourDialog = lazy(loadDialog);

/**
 * 'Virtual Tour': opens the video dialog, whose code loads on first use. Shown only for a listing with a tour
 * link: a button that opens nothing to watch would only disappoint.
 */
export function VirtualTourButton({
  listing,
  className,
  size,
}: {
  listing: { name: string; videoUrl: string | null };
  className?: string;
  size?: ButtonProps['size'];
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const videoUrl = listing.videoUrl;
  if (!videoUrl) return null;
  return (
    <>
      <Button
        ref={triggerRef}
        type="button"
        variant="outline"
        size={size}
        className={cn('w-full', className)}
        onPointerEnter={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <PlayCircleIcon aria-hidden="true" />
        {i18n._(listingsTexts.card.virtualTour)}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <VirtualTourDialog
            listing={{ name: listing.name, videoUrl }}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => triggerRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
