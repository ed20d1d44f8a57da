import { useLingui } from '@lingui/react';
import type { ListingPhoto } from '@common/listings/listing-contracts';
import { ChevronLeftIcon, ChevronRightIcon, ImageOffIcon } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { cn } from '@web/lib/cn';
import { useDataSaver } from '@web/lib/data-saver';
import { listingsTexts } from '../listings-texts';

// Data saver: the browser takes the smallest photo in the srcset whatever the screen.
const smallestSizes = '1px';

const t = listingsTexts.carousel;
/** A swipe shorter than this (px) is a tap, not a request to wrap round. */
const swipeThreshold = 40;

const smooth = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * A looping photo carousel without a library: a CSS scroll-snap strip (so touch swipes natively), previous
 * and next buttons that wrap round, arrow keys, and a swipe past either end wraps round too. Every photo has
 * its box reserved (4:3, width and height attributes) and loads lazily at the width the screen needs.
 */
export function PhotoCarousel({
  name,
  photos,
  sizes,
  eager = false,
  className,
}: {
  name: string;
  photos: readonly ListingPhoto[];
  /** The `sizes` attribute: how wide the photo shows at each screen width. */
  sizes: string;
  /** Load the first photo at once (the top of a listing page); cards leave it lazy. */
  eager?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  const [dataSaver] = useDataSaver();
  const trackRef = useRef<HTMLUListElement>(null);
  const touchRef = useRef<{ x: number; scrollLeft: number } | null>(null);
  /** The photo a button asked for while the smooth scroll runs: the photos passed on the way do not count. */
  const targetRef = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const count = photos.length;

  const goTo = (target: number) => {
    const track = trackRef.current;
    if (!track || count === 0) return;
    const next = (target + count) % count;
    const left = next * track.clientWidth;
    targetRef.current = Math.abs(track.scrollLeft - left) < 1 ? null : next;
    track.scrollTo({ left, behavior: smooth() });
    setIndex(next);
  };

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const shown = Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth)));
    if (targetRef.current !== null) {
      if (shown !== targetRef.current) return;
      targetRef.current = null;
    }
    setIndex(shown);
  };

  const onScrollEnd = () => {
    targetRef.current = null;
    onScroll();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index + (event.key === 'ArrowRight' ? 1 : -1));
    }
  };

  // Native scrolling stops at the ends; a swipe past the last photo goes to the first, and back.
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch && trackRef.current)
      touchRef.current = { x: touch.clientX, scrollLeft: trackRef.current.scrollLeft };
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchRef.current;
    const touch = event.changedTouches[0];
    const track = trackRef.current;
    touchRef.current = null;
    if (!start || !touch || !track || count < 2) return;
    const dx = touch.clientX - start.x;
    const stuck = Math.abs(track.scrollLeft - start.scrollLeft) < 2;
    if (!stuck || Math.abs(dx) < swipeThreshold) return;
    if (dx < 0 && index === count - 1) goTo(0);
    else if (dx > 0 && index === 0) goTo(count - 1);
  };

  if (count === 0) {
    return (
      <div
        className={cn(
          'flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-muted text-sm text-muted-foreground',
          className,
        )}
      >
        <ImageOffIcon className="size-8" aria-hidden="true" />
        {i18n._(t.noPhotos)}
      </div>
    );
  }

  const arrow =
    'absolute top-1/2 z-10 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md transition-opacity hover:bg-background focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100';

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={i18n._(t.label(name))}
      className={cn('group relative aspect-[4/3] w-full overflow-hidden bg-muted', className)}
      onKeyDown={onKeyDown}
    >
      <ul
        ref={trackRef}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        // A strip that scrolls sideways is reachable by keyboard too (axe scrollable-region-focusable); the
        // arrow keys then move it (the group's onKeyDown).
        tabIndex={count > 1 ? 0 : undefined}
        className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain outline-none [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&::-webkit-scrollbar]:hidden"
      >
        {photos.map((photo, position) => (
          <li
            key={photo.id}
            aria-roledescription="slide"
            aria-label={i18n._(t.photo(position + 1, count))}
            aria-hidden={position !== index}
            className="size-full shrink-0 snap-center snap-always"
          >
            <img
              src={photo.url}
              srcSet={photo.srcSet}
              sizes={dataSaver ? smallestSizes : sizes}
              width={photo.width}
              height={photo.height}
              alt={photo.alt || i18n._(t.alt(name, position + 1, count))}
              loading={eager && position === 0 ? 'eager' : 'lazy'}
              decoding="async"
              draggable={false}
              className="size-full select-none object-cover"
            />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={cn(arrow, 'left-2')}
            aria-label={i18n._(t.previous)}
            onClick={() => goTo(index - 1)}
          >
            <ChevronLeftIcon className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={cn(arrow, 'right-2')}
            aria-label={i18n._(t.next)}
            onClick={() => goTo(index + 1)}
          >
            <ChevronRightIcon className="size-5" aria-hidden="true" />
          </button>
          <p className="sr-only" aria-live="polite">
            {i18n._(t.photo(index + 1, count))}
          </p>
          <ol
            className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center gap-1.5"
            aria-hidden="true"
          >
            {photos.map((photo, position) => (
              <li
                key={photo.id}
                className={cn(
                  'size-1.5 rounded-full bg-white/60 shadow transition-all',
                  position === index && 'w-4 bg-white',
                )}
              />
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
