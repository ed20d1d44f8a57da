import { useLingui } from '@lingui/react';
import { ClockIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useContactDetails } from '../api/contact-details-queries';
import { contactPageTexts as t } from '../contact-texts';
import { officeHoursText } from '../office-hours-text';

/** The office hours, as the server is configured, in the language in use. */
export function OfficeHoursCard() {
  const { i18n } = useLingui();
  const { data: contactDetails } = useContactDetails();
  if (!contactDetails)
    return <Skeleton className="h-44 w-full rounded-xl" aria-label={i18n._(t.hours.heading)} />;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-semibold leading-tight">
          <ClockIcon className="size-5 text-primary" aria-hidden="true" />
          {i18n._(t.hours.heading)}
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {contactDetails.officeHours.map((row) => {
            const shown = officeHoursText(i18n, row);
            return (
              <li
                key={row.days}
                className="flex flex-wrap justify-between gap-x-4 border-b pb-2 last:border-0"
              >
                <span className="font-medium">{shown.days}</span>{' '}
                <span className="text-muted-foreground">{shown.hours}</span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
