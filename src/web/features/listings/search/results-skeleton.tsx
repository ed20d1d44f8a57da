import { Skeleton } from '@web/components/ui/skeleton';

/** Placeholder cards in the shape of the result cards, while the search runs or the results code loads. */
export function ResultsSkeleton({ sentence, count = 3 }: { sentence?: string; count?: number }) {
  return (
    <div className="grid gap-6">
      {sentence ? (
        <p role="status" className="flex items-center gap-3 text-base font-medium text-primary">
          <span className="relative flex size-3" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary/60" />
            <span className="relative inline-flex size-3 rounded-full bg-primary" />
          </span>
          {sentence}
        </p>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-xl border bg-card">
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <div className="grid gap-3 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-6 w-2/5" />
              <div className="grid grid-cols-2 gap-2">
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
              </div>
              <Skeleton className="h-20" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
