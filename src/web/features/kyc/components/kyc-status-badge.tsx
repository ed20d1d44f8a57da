import { useLingui } from '@lingui/react';
import { CheckCircle2Icon, ClockIcon, XCircleIcon } from 'lucide-react';
import type { KycDocumentStatus } from '@common/kyc/kyc-documents';
import { Badge } from '@web/components/ui/badge';
import { kycTexts } from '../kyc-texts';

const look = {
  pending: { variant: 'warning', icon: ClockIcon },
  approved: { variant: 'success', icon: CheckCircle2Icon },
  rejected: { variant: 'destructive', icon: XCircleIcon },
} as const;

/** A document's review status as a badge with an icon, so it does not rely on colour alone. */
export function KycStatusBadge({ status }: { status: KycDocumentStatus }) {
  const { i18n } = useLingui();
  const { variant, icon: Icon } = look[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon className="size-3" aria-hidden="true" />
      {i18n._(kycTexts.status[status])}
    </Badge>
  );
}
