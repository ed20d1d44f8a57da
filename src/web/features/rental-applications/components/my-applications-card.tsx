import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ClipboardListIcon } from 'lucide-react';
import { Link } from 'react-router';
import { applicationTexts as t } from '../rental-applications-texts';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { paths } from '@web/config/paths';
import { myApplicationsQueryOptions } from '../api/application-queries';

/**
 * 'My rental applications' on the applicant's dashboard: each home applied for and where it stands. Any
 * account may apply; on the dashboards of roles that rarely do (`hideWhenEmpty`) it shows only once they have.
 */
export function MyApplicationsCard({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const { i18n } = useLingui();
  const applications = useQuery(myApplicationsQueryOptions()).data?.applications;
  if (applications === undefined || (hideWhenEmpty && applications.length === 0)) return null;
  return (
    <SectionCard
      title={i18n._(t.myApplications)}
      icon={ClipboardListIcon}
      count={applications.length || undefined}
    >
      {applications.length === 0 ? (
        <EmptyState icon={ClipboardListIcon} title={i18n._(t.noneMine)} />
      ) : (
        <ul className="grid divide-y">
          {applications.map((application) => (
            <li key={application.id} className="grid gap-1 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={paths.listing(application.listing.id)}
                  className="min-w-0 break-words font-medium hover:underline"
                >
                  {application.listing.name}
                </Link>
                <Badge variant={application.status === 'declined' ? 'secondary' : 'default'}>
                  {i18n._(t.statusLabels[application.status])}
                </Badge>
              </div>
              <p className="text-muted-foreground">
                {i18n._(t.applicantLine(application.householdSize, application.moveInDate))}
              </p>
              {application.hostNote ? (
                <p className="break-words">{i18n._(t.yourNote(application.hostNote))}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
