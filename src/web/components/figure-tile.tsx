import { Skeleton } from '@web/components/ui/skeleton';

/**
 * A labelled figure inside a dashboard section, one item of a `dl`: a skeleton while its value loads
 * (undefined), a dash when it could not be read (null; the section's own card says why).
 */
export function FigureTile({ label, value }: { label: string; value: number | null | undefined }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">
        {value === undefined ? <Skeleton className="my-0.5 h-6 w-10" /> : (value ?? '—')}
      </dd>
    </div>
  );
}
