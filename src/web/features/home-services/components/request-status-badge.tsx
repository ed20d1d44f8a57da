import { useLingui } from '@lingui/react';
import type { ServiceRequestStatus } from '@common/services/service-contracts';
import { Badge } from '@web/components/ui/badge';
import { homeServicesTexts } from '../home-services-texts';

const variants = {
  requested: 'warning',
  accepted: 'default',
  declined: 'outline',
  completed: 'success',
  cancelled: 'outline',
} as const satisfies Record<ServiceRequestStatus, string>;

export function RequestStatusBadge({ status }: { status: ServiceRequestStatus }) {
  const { i18n } = useLingui();
  return <Badge variant={variants[status]}>{i18n._(homeServicesTexts.status[status])}</Badge>;
}
