import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Building2Icon, DoorOpenIcon, PencilIcon, PlusIcon, UserCogIcon, UserMinusIcon } from 'lucide-react';
import { useState } from 'react';
import type { ManagedProperty, ManagedUnit } from '@common/tenancy/rent-terms';
import type { PortfolioRole } from '@common/tenancy/tenancy';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { AddBillButton } from '@web/features/rent-roll';
import { managedPropertiesQueryOptions } from '../api/property-queries';
import { rentTermsTexts as t } from '../rent-terms-texts';
import { CaretakerFormDialog } from './caretaker-form-dialog';
import { EndTenancyDialog } from './end-tenancy-dialog';
import { PropertyFormDialog } from './property-form-dialog';
import { UnitFormDialog } from './unit-form-dialog';

/** Which dialog is open, and for what. */
type OpenDialog =
  | { kind: 'property' }
  | { kind: 'caretaker' }
  | { kind: 'unit'; unit?: ManagedUnit }
  | { kind: 'end'; unit: ManagedUnit & { tenancy: NonNullable<ManagedUnit['tenancy']> } }
  | null;

function UnitRow({
  unit,
  landlord,
  onEdit,
  onEnd,
}: {
  unit: ManagedUnit;
  landlord: boolean;
  onEdit: () => void;
  onEnd: () => void;
}) {
  const { i18n } = useLingui();
  const { tenancy } = unit;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          <DoorOpenIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {unit.label}
          <Badge variant={tenancy ? 'default' : 'secondary'}>
            {tenancy ? i18n._(t.occupiedBy(tenancy.tenant.name)) : i18n._(t.vacant)}
          </Badge>
        </span>
        <span className="text-muted-foreground">{i18n._(t.unitTerms(unit.monthlyRent, unit.deposit))}</span>
        {tenancy ? (
          <>
            <span>{i18n._(t.tenancyTerms(tenancy.monthlyRent, tenancy.dueDay))}</span>
            <span className="text-xs text-muted-foreground">
              {i18n._(t.paybillAccount(tenancy.paybillAccount))}
            </span>
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {landlord ? (
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={i18n._(t.editUnitFor(unit.label))}>
            <PencilIcon aria-hidden="true" />
            {i18n._(t.editUnit)}
          </Button>
        ) : null}
        {tenancy ? <AddBillButton tenancy={tenancy} unitLabel={unit.label} /> : null}
        {tenancy ? (
          <Button
            size="sm"
            variant="outline"
            onClick={onEnd}
            aria-label={i18n._(t.endTenancyFor(unit.label))}
          >
            <UserMinusIcon aria-hidden="true" />
            {i18n._(t.endTenancy)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function PropertyEntry({ property }: { property: ManagedProperty }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<OpenDialog>(null);
  const landlord = property.as === 'landlord';
  const occupied = property.units.filter((unit) => unit.tenancy).length;
  const closeWith = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="font-semibold break-words">{property.name}</h3>
          <span className="text-sm text-muted-foreground">{`${property.address}, ${property.city}`}</span>
          {landlord && !property.location ? <span className="text-sm">{i18n._(t.noArea)}</span> : null}
          <span className="text-sm">
            <strong>{i18n._(t.propertyCode(property.id))}</strong>
            {landlord ? (
              <span className="block text-xs text-muted-foreground">{i18n._(t.shareCodeHint)}</span>
            ) : null}
          </span>
          <span className="text-sm">{i18n._(t.occupancy(occupied, property.units.length))}</span>
          <span className="text-xs text-muted-foreground">
            {landlord
              ? `${i18n._(t.caretaker)}: ${property.caretaker ? property.caretaker.name : i18n._(t.noCaretaker)}`
              : i18n._(t.youLookAfter)}
          </span>
        </div>
        {landlord ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setOpen({ kind: 'property' })}
              aria-label={i18n._(t.editPropertyFor(property.name))}
            >
              <PencilIcon aria-hidden="true" />
              {i18n._(t.editProperty)}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setOpen({ kind: 'caretaker' })}
              aria-label={i18n._(t.nameCaretakerFor(property.name))}
            >
              <UserCogIcon aria-hidden="true" />
              {i18n._(t.nameCaretaker)}
            </Button>
            <Button
              size="sm"
              onClick={() => setOpen({ kind: 'unit' })}
              aria-label={i18n._(t.addUnitTo(property.name))}
            >
              <PlusIcon aria-hidden="true" />
              {i18n._(t.addUnit)}
            </Button>
          </div>
        ) : null}
      </div>
      {property.units.length === 0 ? (
        <p className="text-sm text-muted-foreground">{i18n._(t.noUnits)}</p>
      ) : (
        <ul className="divide-y border-t">
          {property.units.map((unit) => (
            <UnitRow
              key={unit.id}
              unit={unit}
              landlord={landlord}
              onEdit={() => setOpen({ kind: 'unit', unit })}
              onEnd={() => unit.tenancy && setOpen({ kind: 'end', unit: { ...unit, tenancy: unit.tenancy } })}
            />
          ))}
        </ul>
      )}
      {open?.kind === 'property' ? (
        <PropertyFormDialog property={property} open onOpenChange={closeWith} />
      ) : null}
      {open?.kind === 'caretaker' ? (
        <CaretakerFormDialog property={property} open onOpenChange={closeWith} />
      ) : null}
      {open?.kind === 'unit' ? (
        <UnitFormDialog property={property} unit={open.unit} open onOpenChange={closeWith} />
      ) : null}
      {open?.kind === 'end' ? <EndTenancyDialog unit={open.unit} open onOpenChange={closeWith} /> : null}
    </li>
  );
}

/**
 * The landlord's (or caretaker's) properties with their units and who lives in each: the landlord adds and
 * edits properties and units and names caretakers; both add bills to an occupied unit and record a move-out.
 */
export function ManagedPropertiesCard({ as }: { as: PortfolioRole }) {
  const { i18n } = useLingui();
  const properties = useQuery(managedPropertiesQueryOptions(as));
  const [adding, setAdding] = useState(false);
  return (
    <SectionCard
      title={i18n._(t.myProperties)}
      icon={Building2Icon}
      count={properties.data?.length}
      action={
        as === 'landlord' ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            {i18n._(t.addProperty)}
          </Button>
        ) : null
      }
    >
      <QueryState
        query={properties}
        texts={{
          loading: i18n._(t.query.loading),
          failed: i18n._(t.query.failed),
          retry: i18n._(t.query.retry),
        }}
        skeleton={<Skeleton className="h-32 w-full" />}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={Building2Icon}
              title={i18n._(t.noProperties)}
              hint={i18n._(t.noPropertiesHint)}
            />
          ) : (
            <ul className="grid gap-3">
              {list.map((property) => (
                <PropertyEntry key={property.id} property={property} />
              ))}
            </ul>
          )
        }
      </QueryState>
      {adding ? <PropertyFormDialog open onOpenChange={setAdding} /> : null}
    </SectionCard>
  );
}
