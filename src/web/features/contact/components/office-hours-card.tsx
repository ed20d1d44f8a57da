import { ClockIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useContactDetails } from '../api/contact-details-queries';
import { contactPageTexts as t } from '../contact-texts';

/** The office hours, as the server is configured. */
export function OfficeHoursCard() {
  const { data: contactDetails } = useContactDetails();
  if (!contactDetails) return <Skeleton className="h-44 w-full rounded-xl" aria-label={t.hours.heading} />;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-semibold leading-tight">
          <ClockIcon className="size-5 text-primary" aria-hidden="true" />
          {t.hours.heading}
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {contactDetails.officeHours.map((row) => (
            <li key={row.days} className="flex flex-wrap justify-between gap-x-4 border-b pb-2 last:border-0">
              <span className="font-medium">{row.days}</span>{' '}
              <span className="text-muted-foreground">{row.hours}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
