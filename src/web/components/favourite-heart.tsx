import { HeartIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** The heart: a toggle button (pressed when saved), shared by the home cards and the provider cards. */
export function FavouriteHeart({
  saved,
  onToggle,
  saveLabel,
  removeLabel,
  className,
}: {
  saved: boolean;
  onToggle: () => void;
  saveLabel: string;
  removeLabel: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? removeLabel : saveLabel}
      title={saved ? removeLabel : saveLabel}
      onClick={onToggle}
      className={cn(
        'flex size-10 items-center justify-center rounded-full bg-background/90 shadow-md transition-transform hover:scale-105 active:scale-95',
        className,
      )}
    >
      <HeartIcon
        className={cn('size-5 transition-colors', saved ? 'fill-rose-500 text-rose-500' : 'text-foreground')}
        aria-hidden="true"
      />
    </button>
  );
}
