import { useLingui } from '@lingui/react';
import { CheckCircle2Icon, ClockIcon, XCircleIcon } from 'lucide-react';
import type { TenantLinkStatus } from '@common/tenancy/tenancy';
import { Badge } from '@web/components/ui/badge';
import { tenancyTexts } from '../tenancy-texts';

const look = {
  pending: { variant: 'warning', icon: ClockIcon },
  active: { variant: 'success', icon: CheckCircle2Icon },
  ended: { variant: 'secondary', icon: XCircleIcon },
} as const;

export function LinkStatusBadge({ status }: { status: TenantLinkStatus }) {
  const { i18n } = useLingui();
  const { variant, icon: Icon } = look[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon className="size-3" aria-hidden="true" />
      {i18n._(tenancyTexts.status[status])}
    </Badge>
  );
}
