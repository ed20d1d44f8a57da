import { Skeleton } from '@web/components/ui/skeleton';

/**
 * The listing page while its home loads: the same frame, the same sizes (back link, heading, the 4:3 photo,
 * the price card and the description), so nothing moves when the page replaces it (issue 16: no layout
 * shift). It is taller than a phone's screen, so the footer stays out of sight until the page is in.
 */
export function ListingPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:py-10">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-36" />
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="grid gap-2">
          <Skeleton className="h-6 w-40 rounded-full" />
          <Skeleton className="h-8 w-4/5 sm:h-10 md:w-96" />
          <Skeleton className="h-5 w-3/5 md:w-80" />
        </div>
        <div className="flex items-center gap-2">
          <Skeleton className="h-10 w-24" />
          <Skeleton className="size-10 rounded-full" />
        </div>
      </div>
      <Skeleton className="aspect-[4/3] w-full rounded-2xl md:aspect-[16/9]" />
      <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
        <Skeleton className="h-[26rem] rounded-xl lg:order-last" />
        <div className="grid content-start gap-3">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    </div>
  );
}
