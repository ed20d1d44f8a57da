import { Skeleton } from '@web/components/ui/skeleton';

/**
 * A provider's page while the profile loads: the same frame and sizes (back link, the 4:3 photo, name, price,
 * the booking button, about and hours), so nothing moves when the page replaces it (issue 16: no layout
 * shift). It is taller than a phone's screen, so the footer stays out of sight until the page is in.
 */
export function ProviderPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:py-10">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-44" />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Skeleton className="aspect-[4/3] w-full rounded-xl" />
        <div className="grid content-start gap-4">
          <div className="grid gap-2">
            <Skeleton className="h-6 w-32 rounded-full" />
            <Skeleton className="h-9 w-4/5" />
            <Skeleton className="h-6 w-3/5" />
            <Skeleton className="h-5 w-40" />
          </div>
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-2">
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}
