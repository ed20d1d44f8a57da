import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ClipboardListIcon } from 'lucide-react';
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
import { pendingTenantLinksQueryOptions } from '../api/tenancy-queries';
import { tenancyTexts } from '../tenancy-texts';

const t = tenancyTexts.portfolio;

/**
 * The landlord's 'View Applications': the tenants waiting for an answer, oldest first, from the same list
 * as the link requests card, then `children` (the route puts the rental applications there). Ready once
 * that list is.
 */
export function PendingApplicationsButton({ children }: { children?: ReactNode }) {
  const { i18n } = useLingui();
  const applications = useQuery(pendingTenantLinksQueryOptions()).data;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={applications === undefined}>
          <ClipboardListIcon aria-hidden="true" />
          {i18n._(t.viewApplications)}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={i18n._(tenancyTexts.close)}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      >
        <DialogHeader>
          <DialogTitle>{i18n._(t.applicationsTitle)}</DialogTitle>
          <DialogDescription>{i18n._(t.applicationsHint)}</DialogDescription>
        </DialogHeader>
        <h3 className="font-medium">{i18n._(t.linkRequests)}</h3>
        {!applications?.length ? (
          <EmptyState icon={ClipboardListIcon} title={i18n._(t.applicationsEmpty)} />
        ) : (
          <ul className="grid gap-2">
            {applications.map((application) => (
              <li key={application.id} className="rounded-md border p-3 text-sm">
                <p className="font-medium">{application.tenant.name}</p>
                <p className="text-muted-foreground">
                  {i18n._(
                    t.applicationLine(application.property.name, tenancyTexts.date(application.createdAt)),
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
        {children}
      </DialogContent>
    </Dialog>
  );
}
