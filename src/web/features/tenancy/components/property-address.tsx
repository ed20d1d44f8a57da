import type { PropertySummary } from '@common/tenancy/tenancy';

/** Name, address, and city with county, as the spec shows a found property. */
export function PropertyAddress({
  property,
  as: Heading = 'h3',
}: {
  property: PropertySummary;
  as?: 'h2' | 'h3';
}) {
  return (
    <div className="grid gap-0.5">
      <Heading className="font-semibold">{property.name}</Heading>
      <p className="text-sm text-muted-foreground">{property.address}</p>
      <p className="text-sm text-muted-foreground">{`${property.city}, ${property.state}`}</p>
    </div>
  );
}
