import { useLingui } from '@lingui/react';
import type { RentRollRow } from '@common/rent/rent-contracts';
import { Badge } from '@web/components/ui/badge';
import { rentRollTexts as t } from '../rent-roll-texts';

const variants = {
  paid: 'success',
  partly_paid: 'warning',
  pending: 'secondary',
  overdue: 'destructive',
  not_invoiced: 'outline',
} as const satisfies Record<RentRollRow['status'], string>;

/** A rent-roll row's status in words and colour (the words alone carry it for screen readers). */
export function RollStatusBadge({ status }: { status: RentRollRow['status'] }) {
  const { i18n } = useLingui();
  return <Badge variant={variants[status]}>{i18n._(t.roll.status[status])}</Badge>;
}
