import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { MegaphoneIcon } from 'lucide-react';
import { useState } from 'react';
import type { MyNotice } from '@common/notices/notice-contracts';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { myNoticesQueryOptions, useReadNotice } from '../api/notice-queries';
import { formatDateTime } from '@web/i18n';
import { noticesTexts as t } from '../notices-texts';

const when = (iso: string) =>
  formatDateTime(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** 'Notices' on the tenant's dashboard: the landlord's notices, new ones marked; opening one is its read receipt. */
export function TenantNoticesCard() {
  const { i18n } = useLingui();
  const query = useQuery(myNoticesQueryOptions());
  const read = useReadNotice();
  const [open, setOpen] = useState<MyNotice | null>(null);
  const notices = query.data?.notices;
  const show = (notice: MyNotice) => {
    setOpen(notice);
    if (!notice.readAt) read.mutate(notice.id);
  };
  return (
    <SectionCard title={i18n._(t.tenantCard)} icon={MegaphoneIcon} count={query.data?.unread || undefined}>
      {query.isError ? (
        <p role="alert" className="text-sm">
          {i18n._(t.loadFailed)}
        </p>
      ) : notices === undefined ? null : notices.length === 0 ? (
        <EmptyState icon={MegaphoneIcon} title={i18n._(t.tenantEmpty)} />
      ) : (
        <ul className="grid divide-y">
          {notices.map((notice) => (
            <li key={notice.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words">{notice.title}</p>
                <p className="text-muted-foreground">{t.from(notice.propertyName, when(notice.createdAt))}</p>
              </div>
              <div className="flex items-center gap-2">
                {notice.readAt ? null : <Badge>{i18n._(t.newBadge)}</Badge>}
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${i18n._(t.open)}: ${notice.title}`}
                  onClick={() => show(notice)}
                >
                  {i18n._(t.open)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={open !== null} onOpenChange={(next) => (next ? null : setOpen(null))}>
        <DialogContent closeLabel={i18n._(t.close)}>
          <DialogHeader>
            <DialogTitle>{open?.title}</DialogTitle>
            <DialogDescription>
              {open ? t.from(open.propertyName, when(open.createdAt)) : null}
            </DialogDescription>
          </DialogHeader>
          <p className="whitespace-pre-line break-words text-sm">{open?.message}</p>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
