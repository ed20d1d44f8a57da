import { useQuery } from '@tanstack/react-query';
import { BellRingIcon, UsersIcon } from 'lucide-react';
import { EmptyState } from '@web/components/empty-state';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { propertyPortfolioQueryOptions } from '../api/tenancy-queries';
import { tenancyTexts } from '../tenancy-texts';

const t = tenancyTexts.portfolio;

/**
 * The landlord's 'Send Notices': says honestly how many tenants there are and that sending is not here yet.
 * Ready once the portfolio's tenant count is.
 */
export function SendNoticesButton() {
  const tenants = useQuery(propertyPortfolioQueryOptions('landlord')).data?.tenants;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={tenants === undefined}>
          <BellRingIcon aria-hidden="true" />
          {t.sendNotices}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={tenancyTexts.close}>
        <DialogHeader>
          <DialogTitle>{t.noticesTitle}</DialogTitle>
          <DialogDescription>{tenants ? t.noticesSoon(tenants) : t.noticesEmpty}</DialogDescription>
        </DialogHeader>
        {tenants ? null : <EmptyState icon={UsersIcon} title={t.noTenants} />}
      </DialogContent>
    </Dialog>
  );
}
